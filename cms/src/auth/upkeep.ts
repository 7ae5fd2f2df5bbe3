import { runEachBankDay, type DailyTask } from '../lib/each-bank-day';
import { forgetOldAttempts } from './attempt-guard';
import { blockDormantAccounts } from './staff-accounts';
import { ensureTwoStepIndexes } from './two-step/two-step';

let daily: DailyTask | undefined;

/**
 * The indexes the sign-in relies on (Strapi's `unique` is checked by its Document Service, not by
 * the database): one session row per token id, read on every request; one attempt count per e-mail,
 * which concurrent attempts in several processes share.
 */
export async function ensureStaffIndexes(): Promise<void> {
  const tableOf = (uid: 'api::staff-session.staff-session' | 'api::sign-in-guard.sign-in-guard') =>
    strapi.db.metadata.get(uid).tableName;
  const sessions = tableOf('api::staff-session.staff-session');
  const guards = tableOf('api::sign-in-guard.sign-in-guard');
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${sessions}_jti_unique ON ${sessions} (jti)`);
  await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS ${sessions}_user_open ON ${sessions} (user_id, ended_at)`);
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${guards}_email_unique ON ${guards} (email)`);
  await ensureTwoStepIndexes();
}

/**
 * At start and a second after each midnight in India, in every process (the writes are conditional,
 * so each happens once): dormant accounts blocked, and finished attempt counts forgotten.
 */
export async function startStaffUpkeep(): Promise<void> {
  daily = await runEachBankDay('Blocking dormant staff accounts', async () => {
    await blockDormantAccounts();
    await forgetOldAttempts();
  });
}

export function stopStaffUpkeep(): void {
  daily?.stop();
  daily = undefined;
}
