/**
 * The server's one clock: every "what day is it" (a rate schedule coming into force, today's
 * date in a form) asks it. The bank's day is the calendar day in India (Asia/Kolkata, UTC+05:30,
 * no daylight saving), whatever zone the machine runs in.
 *
 * Tests move it without waiting: in-process with fake timers (it reads Date.now); for a whole
 * server with TEST_NOW (an ISO instant the clock starts from and then runs on from); and while the
 * server runs with the test clock (BANK_TEST_CLOCK=on, set by the test harness only): moving it
 * tells every module that keeps a timer, which acts at once on what the new time makes due. The
 * server refuses both settings in production: a bank's rates must never follow a made-up date.
 */
import { AsyncLocalStorage } from 'async_hooks';
import { bankDateOf, INDIA_OFFSET_MS as IST_OFFSET_MS } from '@bank/shared';
import { isDevelopment, isProduction } from './secrets';

export { bankDateOf };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether this server's clock may be moved while it runs (tests only; refused in production). */
export const testClockEnabled = (): boolean => process.env.BANK_TEST_CLOCK === 'on';

function testOffset(): number {
  if (testClockEnabled() && !isDevelopment())
    throw new Error(
      `BANK_TEST_CLOCK is set: only a test server (NODE_ENV=development) moves its clock while it runs${isProduction() ? ', never one in production' : ''}. Unset it.`,
    );
  const value = process.env.TEST_NOW;
  if (!value) return 0;
  if (isProduction()) throw new Error('TEST_NOW is set: the server does not move its clock in production. Unset it.');
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`TEST_NOW is not an ISO date and time: ${value}`);
  return at - Date.now();
}

let offset: number | undefined;

// A read made as of another moment (a preview of a schedule on the day it takes effect).
const readingAt = new AsyncLocalStorage<number>();

/**
 * Runs `work` with the clock reading `at`: what it reads is answered as it will be then (the rates
 * in force that day). For reads only, inside a preview's rolled-back transaction: nothing written
 * there stays to carry a moment not yet come.
 */
export const readAsOf = <T>(at: number, work: () => Promise<T>): Promise<T> => readingAt.run(at, work);

/** Milliseconds since the epoch, as the bank's clock reads them. */
export function nowMs(): number {
  const at = readingAt.getStore();
  if (at !== undefined) return at;
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

/** Checks TEST_NOW and BANK_TEST_CLOCK at start, so a bad or forbidden value stops the server with the reason. */
export function assertClockSetting(): void {
  offset = testOffset();
}

/** Work a module does when the test clock moves from `from` to `to` (ms): re-arm its timer, and do now what the new time made due. */
type ClockMoved = (move: { from: number; to: number }) => Promise<void> | void;
const clockMovedListeners = new Set<ClockMoved>();

/** Calls `listener` each time the test clock moves (never outside tests); the returned function unsubscribes. */
export function onTestClockMoved(listener: ClockMoved): () => void {
  clockMovedListeners.add(listener);
  return () => void clockMovedListeners.delete(listener);
}

/**
 * Sets the clock to `at` (ms since the epoch), from where it runs on, and resolves once every
 * module has done what the new time makes due. Refused unless the test clock is on.
 */
export async function moveTestClock(at: number): Promise<void> {
  if (!testClockEnabled()) throw new Error('The clock moves only with BANK_TEST_CLOCK=on (tests)');
  const from = nowMs();
  offset = at - Date.now();
  for (const listener of [...clockMovedListeners]) await listener({ from, to: at });
}
