// The bank's day is the calendar day in India: UTC+05:30 all year (no daylight saving), so a fixed
// offset is exact and needs no time-zone database in the browser or on the server.

/** India's offset from UTC in milliseconds. */
export const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in India at `at` (milliseconds since the epoch). */
export const bankDateOf = (at: number): string => new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Today's date in India: the bank's day, under which the server counts views and dates schedules. */
export const indiaToday = (now: Date = new Date()): string => bankDateOf(now.getTime());

/** An instant as India's wall clock with its offset, for files a spreadsheet opens: '2026-11-25T14:05:00+05:30'. */
export const indiaTimestamp = (iso: string): string =>
  `${new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;

/** A date and time as the back office's `datetime-local` input gives it (India's wall clock), seconds optional. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An ISO 8601 instant with its zone: `Z` or an offset such as `+05:30`. */
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant (ISO 8601, UTC) from a date and time in India ('2026-12-31T18:00', as a
 * `datetime-local` input gives it) or an ISO instant with its zone; null for anything else,
 * a day or an hour that does not exist included ('2026-02-30T10:00', '2026-12-31T24:00').
 */
export function instantFromIndia(value: string): string | null {
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [, date, hours, minutes, seconds = '00'] = wall;
    const text = `${date}T${hours}:${minutes}:${seconds}.000Z`;
    const at = Date.parse(text);
    // Date.parse rolls impossible days over; the round trip refuses them.
    if (Number.isNaN(at) || new Date(at).toISOString() !== text) return null;
    return new Date(at - INDIA_OFFSET_MS).toISOString();
  }
  if (!ZONED_INSTANT.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** An instant as a `datetime-local` input shows it in India: '2026-12-31T18:00'. */
export const indiaDateTimeInput = (iso: string): string =>
  new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16);
