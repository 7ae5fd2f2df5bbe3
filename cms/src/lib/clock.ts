/**
 * The server's one clock: every "what day is it" (a rate schedule coming into force, today's
 * date in a form) asks it. The bank's day is the calendar day in India (Asia/Kolkata, UTC+05:30,
 * no daylight saving), whatever zone the machine runs in.
 *
 * Tests move it without waiting: in-process with fake timers (it reads Date.now), or for a whole
 * server with TEST_NOW (an ISO instant the clock starts from and then runs on from). The server
 * refuses TEST_NOW in production: a bank's rates must never follow a made-up date.
 */
import { bankDateOf, INDIA_OFFSET_MS as IST_OFFSET_MS } from '@bank/shared';
import { isProduction } from './secrets';

export { bankDateOf };
const DAY_MS = 24 * 60 * 60 * 1000;

function testOffset(): number {
  const value = process.env.TEST_NOW;
  if (!value) return 0;
  if (isProduction()) throw new Error('TEST_NOW is set: the server does not move its clock in production. Unset it.');
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`TEST_NOW is not an ISO date and time: ${value}`);
  return at - Date.now();
}

let offset: number | undefined;

/** Milliseconds since the epoch, as the bank's clock reads them. */
export function nowMs(): number {
  offset ??= testOffset();
  return Date.now() + offset;
}

/** The bank day `at` falls in, as a day count (changes at 00:00 in India). */
export const bankDayNumber = (at: number): number => Math.floor((at + IST_OFFSET_MS) / DAY_MS);

/** Today's date in India. */
export const bankToday = (): string => bankDateOf(nowMs());

/** The instant a bank day (YYYY-MM-DD) starts: 00:00 in India. */
export function startOfBankDay(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS;
}

/** The date `days` after `date` (YYYY-MM-DD), calendar arithmetic only. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Checks TEST_NOW at start, so a bad or forbidden value stops the server with the reason. */
export function assertClockSetting(): void {
  offset = testOffset();
}
