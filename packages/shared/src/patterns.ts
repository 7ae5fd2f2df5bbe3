/** No phone number, typed with its separators, needs more than 20 characters ('+91 (020) 2545-6700'). */
export const PHONE_MAX_LENGTH = 20;

/**
 * The part of an e-mail address after the @ names a domain with a dot ('name@gmail.com', not
 * 'name@gmail'): an address without one cannot be answered, whatever yup's own rule allows.
 */
export const EMAIL_DOMAIN_PATTERN = /@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Back-office sign-in e-mail: text, @, text, dot, text, no spaces. */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A calendar date written YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Page slugs: lower-case words joined by dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `value` is YYYY-MM-DD and names a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a finite number with at most two decimals (interest rates). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
