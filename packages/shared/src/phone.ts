// Free of yup: the inbox's search and the forms' hints use it without the form rules.

/** Devanagari digits (०–९) as the digits 0–9, so that a number typed on a Marathi or Hindi keyboard reads. */
export const latinDigits = (text: string) =>
  text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** What people type between a number's digits: spaces, dashes (and en dashes), dots and brackets. */
const SEPARATORS = /[\s\-–.()]/g;

/** A mobile: 6, 7, 8 or 9 and nine more digits, after +91, 91, 0091 or 0, or nothing. */
const MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/** A landline: 0 or +91, then the STD code and the number, ten digits in all. */
const LANDLINE = /^(?:\+91|0)([1-9]\d{9})$/;

/**
 * An Indian phone number in its normal form, '+91' and ten digits, or null when it is neither a
 * mobile nor a landline: '98220 45670', '+91-98220-45670', '०९८२२०४५६७०' and '020-2545 6700' all
 * read; '12345' and '5876543210' do not (the examples of CONTRACT.md's rule are its tests).
 */
export function normalPhone(typed: string): string | null {
  const compact = latinDigits(typed.trim()).replace(SEPARATORS, '');
  const digits = MOBILE.exec(compact) ?? LANDLINE.exec(compact);
  return digits ? `+91${digits[1]}` : null;
}

/**
 * The ten digits a search for a phone number looks for among the normal forms' (after their +91):
 * a whole number's, however typed; else the digits typed, less a country code (+91, 0091) or a
 * trunk 0 before them ('020-2545' looks for 202545).
 */
export function phoneSearchDigits(search: string): string {
  const normal = normalPhone(search);
  if (normal) return normal.slice(3);
  const typed = latinDigits(search).trim();
  return typed
    .replace(/^(?:\+|00)91/, '')
    .replace(/\D/g, '')
    .replace(/^0/, '');
}

/**
 * Whether a search finds a stored phone: as typed, or by its digits among the ten of its normal form
 * ('98220 45670' finds '+91-98220-45670'). Fewer than four digits are not looked for there.
 */
export function phoneMatches(search: string, phone: { phone: string | null; phone_normal: string | null }): boolean {
  if ((phone.phone ?? '').includes(search)) return true;
  const digits = phoneSearchDigits(search);
  return digits.length >= 4 && (phone.phone_normal ?? '').slice(3).includes(digits);
}

/** A normal form's ten digits without its +91, as a spreadsheet takes them (a leading + reads as a formula). */
export const phoneDigits = (normal: string | null) => (normal ? normal.slice(3) : '');

/** The hint under a form's phone field: what it takes, with the bank's own ways of writing numbers. */
export const PHONE_HINT =
  /*i18n*/ 'A mobile number, or a landline with its STD code: 98220 45670, +91 98220 45670, 020-2545 6700';
