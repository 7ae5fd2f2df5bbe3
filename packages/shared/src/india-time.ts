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
