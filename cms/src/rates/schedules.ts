import type {
  AdminRateSchedule,
  Charge,
  DepositRate,
  LoanRate,
  RateSchedule,
  RateScheduleBody,
  RateScheduleHistoryEntry,
  SiteLocale,
} from '@bank/shared';
import { RATE_SCHEDULES } from './content-types';
import { schedulesInLocale } from './rate-texts';
import { addDays, bankToday } from '../lib/clock';
import { calendarDate, decimal } from '../content/serializers';
import type { StoredComponentRow, StoredRow } from '../lib/stored-rows';

const ROWS = { deposits: true, loans: true, charges: true } as const;

export interface ScheduleRow {
  id: number;
  documentId: string;
  effective_from: string;
  deposits: DepositRate[];
  loans: LoanRate[];
  charges: Charge[];
}

const depositRate = (row: StoredComponentRow<'rates.deposit-rate'>): DepositRate => ({
  id: row.id,
  product: row.product,
  tenure_from_days: row.tenure_from_days ?? null,
  tenure_to_days: row.tenure_to_days ?? null,
  // A required column: never null.
  general_rate: decimal(row.general_rate) as number,
  senior_rate: decimal(row.senior_rate),
  minimum_balance: decimal(row.minimum_balance),
});

const loanRate = (row: StoredComponentRow<'rates.loan-rate'>): LoanRate => ({
  id: row.id,
  scheme: row.scheme,
  // A required column: never null.
  rate_from: decimal(row.rate_from) as number,
  rate_to: decimal(row.rate_to),
  processing_fee: row.processing_fee || null,
  note: row.note || null,
});

const charge = (row: StoredComponentRow<'rates.charge'>): Charge => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  charge: row.charge,
  reason: row.reason || null,
});

const scheduleRow = (row: StoredRow<typeof RATE_SCHEDULES.uid>): ScheduleRow => ({
  id: row.id,
  documentId: row.documentId,
  effective_from: calendarDate(row.effective_from),
  deposits: (row.deposits ?? []).map(depositRate),
  loans: (row.loans ?? []).map(loanRate),
  charges: (row.charges ?? []).map(charge),
});

/** Every schedule, oldest first, rows in their order. There are a few dozen at most over the years. */
export async function readSchedules(): Promise<ScheduleRow[]> {
  const rows = await strapi.db
    .query(RATE_SCHEDULES.uid)
    .findMany({ populate: ROWS, orderBy: { effective_from: 'asc' } });
  return rows.map(scheduleRow);
}

export async function readSchedule(id: number): Promise<ScheduleRow | null> {
  const row = await strapi.db.query(RATE_SCHEDULES.uid).findOne({ where: { id }, populate: ROWS });
  return row ? scheduleRow(row) : null;
}

type ScheduleStatus = AdminRateSchedule['status'];

/** Past, in force or upcoming on `today`: the schedule in force is the latest one that has started. */
function statusOf(
  schedule: { id: number; effective_from: string },
  schedules: readonly { id: number; effective_from: string }[],
  today = bankToday(),
): ScheduleStatus {
  if (schedule.effective_from > today) return 'upcoming';
  const inForce = inForceOf(schedules, today);
  return inForce?.id === schedule.id ? 'in_force' : 'past';
}

export function inForceOf<S extends { effective_from: string }>(
  schedules: readonly S[],
  today = bankToday(),
): S | undefined {
  return schedules.filter((schedule) => schedule.effective_from <= today).at(-1);
}

const body = (schedule: ScheduleRow): RateScheduleBody => ({
  effective_from: schedule.effective_from,
  deposits: schedule.deposits,
  loans: schedule.loans,
  charges: schedule.charges,
});

/**
 * GET /api/rates: the schedule in force and the nearest announced one; empty lists before any is in
 * force. In Marathi or Hindi each row in its translation where it has one (rate-texts.ts).
 */
export async function readRates(locale?: SiteLocale): Promise<RateSchedule> {
  const schedules = await readSchedules();
  const today = bankToday();
  const inForce = inForceOf(schedules, today);
  const upcoming = schedules.find((schedule) => schedule.effective_from > today);
  const shown = await schedulesInLocale(
    [inForce, upcoming].filter((schedule) => schedule !== undefined),
    locale,
  );
  const inForceShown = inForce && shown[0];
  const upcomingShown = upcoming && shown.at(-1);
  return {
    ...(inForceShown ? body(inForceShown) : { effective_from: null, deposits: [], loans: [], charges: [] }),
    upcoming: upcomingShown ? body(upcomingShown) : null,
  };
}

/** The nearest schedule announced to start after today in India, without its rows: the dashboard names it and its date. */
export async function readNextSchedule(): Promise<{ id: number; effective_from: string } | null> {
  const row = await strapi.db.query(RATE_SCHEDULES.uid).findOne({
    select: ['id', 'effective_from'],
    where: { effective_from: { $gt: bankToday() } },
    orderBy: { effective_from: 'asc' },
  });
  return row ? { id: row.id, effective_from: calendarDate(row.effective_from) } : null;
}

/** The schedules that have ended, newest first, each with the day before its successor started. */
function pastSchedules(schedules: readonly ScheduleRow[], today = bankToday()) {
  const started = schedules.filter((schedule) => schedule.effective_from <= today);
  return started
    .slice(0, -1)
    .map((schedule, index) => ({ schedule, effective_to: addDays(started[index + 1].effective_from, -1) }))
    .reverse();
}

/** GET /api/rates/history */
export async function readHistory(): Promise<RateScheduleHistoryEntry[]> {
  return pastSchedules(await readSchedules()).map(({ schedule, effective_to }) => ({
    id: schedule.id,
    effective_from: schedule.effective_from,
    effective_to,
  }));
}

/** GET /api/rates/history/{id}: a past schedule (its rows in `locale` as in readRates), or undefined when `id` is not one. */
export async function readPastSchedule(
  id: number,
  locale?: SiteLocale,
): Promise<(RateSchedule & { effective_to: string }) | undefined> {
  const past = pastSchedules(await readSchedules()).find(({ schedule }) => schedule.id === id);
  if (!past) return undefined;
  const [schedule] = await schedulesInLocale([past.schedule], locale);
  return { ...body(schedule), effective_to: past.effective_to, upcoming: null };
}

/** The back office's record: the schedule with its status today. */
export function adminSchedule(schedule: ScheduleRow, schedules: readonly ScheduleRow[]): AdminRateSchedule {
  return { id: schedule.id, status: statusOf(schedule, schedules), ...body(schedule) };
}
