import { formatDate } from '@bank/shared';
import { addDays, bankToday } from '../lib/clock';
import { runEachBankDay, type DailyTask } from '../lib/each-bank-day';
import { RATE_SCHEDULES } from '../rates/content-types';
import { resourceNameOf } from './document-log';
import { ACTIVITY } from './entries';

/** The one entry per schedule coming into force, whichever process writes it first. */
const UNIQUE_INDEX = 'activity_entries_schedule_start_unique';
/** A schedule that came into force while no process ran is still logged, within this many days. */
const CATCH_UP_DAYS = 7;

let daily: DailyTask | undefined;

/**
 * Logs each rate schedule on the day it comes into force (a change nobody makes: the date arrives).
 * Every process checks at start and a second after each midnight in India; a partial unique index
 * lets only the first insert of each schedule through, so the entry is written once however many
 * processes run.
 */
async function logScheduleStarts(): Promise<void> {
  const table = strapi.db.metadata.get(ACTIVITY).tableName;
  const today = bankToday();
  const started = await strapi.db.query(RATE_SCHEDULES.uid).findMany({
    select: ['id', 'effective_from'],
    where: { effective_from: { $lte: today, $gte: addDays(today, -CATCH_UP_DAYS) } },
  });
  for (const schedule of started) {
    const effective = String(schedule.effective_from).slice(0, 10);
    await strapi.db
      .connection(table)
      .insert({
        at: new Date(),
        actor: 'system',
        actor_kind: 'system',
        ip: null,
        action: 'schedule_start',
        resource: resourceNameOf(RATE_SCHEDULES.uid),
        record_id: schedule.id,
        record_label: `Schedule of ${formatDate(effective)}`,
        changes: JSON.stringify([]),
        created_at: new Date(),
        updated_at: new Date(),
      })
      // The partial unique index refuses a second entry for the schedule: nothing is written.
      .onConflict()
      .ignore();
  }
}

export async function startScheduleStartLog(): Promise<void> {
  const table = strapi.db.metadata.get(ACTIVITY).tableName;
  await strapi.db.connection.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${UNIQUE_INDEX} ON ${table} (record_id) WHERE action = 'schedule_start'`,
  );
  daily = await runEachBankDay('Logging the rate schedules coming into force', logScheduleStarts);
}

export function stopScheduleStartLog(): void {
  daily?.stop();
  daily = undefined;
}
