import type { Knex } from 'knex';
import { STAFF_MESSAGES, formatIndiaDateTime } from '@bank/shared';
import { nowMs } from '../lib/clock';
import { HttpError } from '../lib/errors';
import { withConnection } from '../lib/transactions';
import { writeEntry } from '../activity/entries';
import type { Actor } from '../activity/actor';
import { SIGN_INS } from './sign-in-entries';

const GUARD_UID = 'api::sign-in-guard.sign-in-guard';

/** Failed attempts an e-mail may make within the window; the next one is refused. */
const FAILED_ATTEMPTS_ALLOWED = 5;
/** The window the failures are counted in, and how long a lockout lasts. */
const LOCKOUT_MS = 15 * 60 * 1000;

const tableOf = () => strapi.db.metadata.get(GUARD_UID).tableName;
const keyOf = (email: string) => email.trim().toLowerCase();

/** A row of sign_in_guards as knex reads it. */
interface GuardRow {
  failures: number;
  window_started_at: Date | number | string;
  locked_until: Date | number | string | null;
}

const millis = (value: Date | number | string | null) => (value == null ? null : new Date(value).getTime());

/** The row of `email`, locked for the transaction (made first when there is none). */
async function lockedRow(trx: Knex.Transaction, email: string, now: number): Promise<GuardRow> {
  const stamp = new Date(now);
  await trx(tableOf())
    .insert({ email, failures: 0, window_started_at: stamp, locked_until: null, created_at: stamp, updated_at: stamp })
    .onConflict('email')
    .ignore();
  // Taking the row for this transaction: another process's attempt on the same e-mail waits for it.
  await trx(tableOf()).where({ email }).update({ updated_at: stamp });
  return trx(tableOf()).where({ email }).first('failures', 'window_started_at', 'locked_until');
}

const tooManyAttempts = () => new HttpError(429, STAFF_MESSAGES.tooManyAttempts);

/**
 * Takes one attempt of `email` (a password or a two-step code), or refuses it with 429 when its count
 * is locked out: after FAILED_ATTEMPTS_ALLOWED failures within LOCKOUT_MS, for LOCKOUT_MS, known
 * e-mail or not. The count is the e-mail's, or a browser's in which the account signed in before
 * (`attemptKey` in trusted-devices.ts), so that others' guesses do not lock the owner out. The
 * attempt counts as failed until `attemptSucceeded` says otherwise, so attempts sent at once cannot
 * pass the count together. Each refusal is logged (`lockout`). Kept in the database: every process
 * shares the count.
 */
export async function reserveAttempt(email: string, who: Actor, counted: string = email): Promise<void> {
  const key = keyOf(counted);
  const now = nowMs();
  const lockedUntil = await strapi.db.transaction(async ({ trx }) => {
    const row = await lockedRow(trx, key, now);
    const locked = millis(row.locked_until);
    if (locked !== null && locked > now) return locked;
    const stale = locked !== null || millis(row.window_started_at)! + LOCKOUT_MS <= now;
    const failures = stale ? 0 : Number(row.failures);
    // Attempts of the window still being checked count: the next one waits for the lock to lift.
    if (failures >= FAILED_ATTEMPTS_ALLOWED) return now + LOCKOUT_MS;
    await trx(tableOf())
      .where({ email: key })
      .update({
        failures: failures + 1,
        ...(stale ? { window_started_at: new Date(now), locked_until: null } : {}),
      });
    return null;
  });
  if (lockedUntil === null) return;
  await writeEntry({
    action: 'lockout',
    actor: who,
    resource: SIGN_INS,
    record_label: `${keyOf(email)}${key === keyOf(email) ? '' : ' (a browser it signed in from)'}: attempt refused, locked until ${formatIndiaDateTime(new Date(lockedUntil).toISOString())}`,
  });
  throw tooManyAttempts();
}

/** The attempt taken by `reserveAttempt` failed: at the last one allowed, the e-mail is locked out for LOCKOUT_MS. */
export async function attemptFailed(email: string): Promise<void> {
  const key = keyOf(email);
  const now = nowMs();
  await strapi.db.transaction(async ({ trx }) => {
    const row = await lockedRow(trx, key, now);
    if (Number(row.failures) >= FAILED_ATTEMPTS_ALLOWED && millis(row.locked_until) === null)
      await trx(tableOf())
        .where({ email: key })
        .update({ locked_until: new Date(now + LOCKOUT_MS) });
  });
}

/** The attempt taken by `reserveAttempt` succeeded: the e-mail's count starts again. */
export async function attemptSucceeded(email: string): Promise<void> {
  await withConnection((knex) =>
    knex(tableOf())
      .where({ email: keyOf(email) })
      .delete(),
  );
}

/**
 * The attempt taken by `reserveAttempt` was right but the sign-in goes on (a password before its
 * code): it is not a failure, but the failures before it stay counted, so a right password does not
 * give its code step a new count.
 */
export async function attemptPassed(email: string): Promise<void> {
  const key = keyOf(email);
  await strapi.db.transaction(async ({ trx }) => {
    const row = await lockedRow(trx, key, nowMs());
    if (Number(row.failures) > 0 && millis(row.locked_until) === null)
      await trx(tableOf())
        .where({ email: key })
        .update({ failures: Number(row.failures) - 1 });
  });
}

/** An Administrator lifts the lockout of an e-mail: its count starts again. Answers whether it was locked. */
export async function liftLockout(email: string): Promise<boolean> {
  const locked = await lockedUntil([email]);
  await attemptSucceeded(email);
  return locked.has(keyOf(email));
}

/** The e-mails among `emails` that are locked out now, with until when (epoch milliseconds). */
export async function lockedUntil(emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  // In the transaction of an account's change, where it answers with the account.
  const rows: { email: string; locked_until: GuardRow['locked_until'] }[] = await withConnection((knex) =>
    knex(tableOf()).whereIn('email', emails.map(keyOf)).whereNotNull('locked_until').select('email', 'locked_until'),
  );
  const now = nowMs();
  return new Map(rows.map((row) => [row.email, millis(row.locked_until)!] as const).filter(([, until]) => until > now));
}

/** Counts of e-mails whose window and lockout are over: forgotten (the daily clean-up). */
export async function forgetOldAttempts(): Promise<void> {
  const before = new Date(nowMs() - LOCKOUT_MS);
  await strapi.db
    .connection(tableOf())
    .where('window_started_at', '<', before)
    .andWhere((old) => old.whereNull('locked_until').orWhere('locked_until', '<', before))
    .delete();
}
