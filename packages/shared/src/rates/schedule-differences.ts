// Free of yup, like same-product.ts: the server and the schedule editor both compare schedules.
import type { Charge, DepositRate, LoanRate } from './schedule';

type Rows<T> = readonly Omit<T, 'id'>[];

/** The rows of a schedule that a comparison reads: stored (with ids) or as written (without). */
export interface ScheduleRows {
  deposits: Rows<DepositRate>;
  loans: Rows<LoanRate>;
  charges: Rows<Charge>;
}

export type RateTable = 'deposits' | 'loans' | 'charges';
export type RateValue = number | string | null;

/**
 * One way a schedule differs from the one it follows: a value of a row both list ('changed', with
 * the field), or a row only one of them lists ('added', 'removed'; no field, no values).
 */
export interface RateDifference {
  table: RateTable;
  /** The row as people name it: 'Fixed Deposit, 365 to 729 days', 'Housing Loan', 'Penal charge: Cheque returned unpaid'. */
  row: string;
  change: 'changed' | 'added' | 'removed';
  field: string | null;
  before: RateValue;
  after: RateValue;
}

/** How the rows of each table are told apart, named and compared. */
const TABLES: {
  [T in RateTable]: {
    key: (row: ScheduleRows[T][number]) => string;
    name: (row: ScheduleRows[T][number]) => string;
    fields: readonly string[];
  };
} = {
  deposits: {
    key: (row) => `${row.product.trim().toLowerCase()}|${row.tenure_from_days ?? ''}|${row.tenure_to_days ?? ''}`,
    name: (row) =>
      row.tenure_from_days == null
        ? row.product.trim()
        : `${row.product.trim()}, ${row.tenure_from_days} to ${row.tenure_to_days} days`,
    fields: ['general_rate', 'senior_rate', 'minimum_balance'],
  },
  loans: {
    key: (row) => row.scheme.trim().toLowerCase(),
    name: (row) => row.scheme.trim(),
    fields: ['rate_from', 'rate_to', 'processing_fee', 'note'],
  },
  charges: {
    key: (row) => `${row.kind}|${row.name.trim().toLowerCase()}`,
    name: (row) => `${row.kind === 'penal' ? 'Penal' : 'Service'} charge: ${row.name.trim()}`,
    fields: ['charge', 'reason'],
  },
};

/** A rate table's row as people name it: 'Fixed Deposit, 365 to 729 days', 'Housing Loan', 'Penal charge: …'. */
export const rateRowName = (table: RateTable, row: object): string =>
  (TABLES[table] as { name: (row: object) => string }).name(row);

const valueOf = (row: object, field: string): RateValue => {
  const value = (row as Record<string, unknown>)[field];
  return value === undefined || value === '' ? null : (value as RateValue);
};

const sameValue = (a: RateValue, b: RateValue) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;

function tableDifferences<T extends RateTable>(
  table: T,
  before: ScheduleRows[T],
  after: ScheduleRows[T],
): RateDifference[] {
  const { key, name, fields } = TABLES[table] as {
    key: (row: object) => string;
    name: (row: object) => string;
    fields: readonly string[];
  };
  const unmatched = [...before] as object[];
  const differences: RateDifference[] = [];
  for (const row of after as readonly object[]) {
    const index = unmatched.findIndex((earlier) => key(earlier) === key(row));
    if (index === -1) {
      differences.push({ table, row: name(row), change: 'added', field: null, before: null, after: null });
      continue;
    }
    const [earlier] = unmatched.splice(index, 1);
    for (const field of fields) {
      if (!sameValue(valueOf(earlier!, field), valueOf(row, field)))
        differences.push({
          table,
          row: name(row),
          change: 'changed',
          field,
          before: valueOf(earlier!, field),
          after: valueOf(row, field),
        });
    }
  }
  for (const row of unmatched)
    differences.push({ table, row: name(row), change: 'removed', field: null, before: null, after: null });
  return differences;
}

/**
 * How `after` differs from `before`, table by table, in `after`'s order (removed rows last). Rows
 * are matched by product and tenure, scheme, or kind and name (case and outer spaces aside).
 */
export function scheduleDifferences(before: ScheduleRows, after: ScheduleRows): RateDifference[] {
  return [
    ...tableDifferences('deposits', before.deposits, after.deposits),
    ...tableDifferences('loans', before.loans, after.loans),
    ...tableDifferences('charges', before.charges, after.charges),
  ];
}

interface DatedSchedule extends ScheduleRows {
  id: number;
  effective_from: string;
}

/** The schedule a schedule starting on `effectiveFrom` follows: the one in force the day before (`ignoreId`, the schedule itself when edited). */
export function followedSchedule<S extends DatedSchedule>(
  schedules: readonly S[],
  effectiveFrom: string,
  ignoreId?: number,
): S | undefined {
  return schedules
    .filter((schedule) => schedule.id !== ignoreId && schedule.effective_from < effectiveFrom)
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from))
    .at(-1);
}

/** What saving a schedule would change in what is announced: the schedule it follows, and how it differs. */
export interface AnnouncedRatesChange {
  follows: { id: number; effective_from: string };
  differences: RateDifference[];
}

/**
 * Whether saving `schedule` (`id` when it is an edit) needs the administrator's confirmation: while
 * another schedule is announced (starting after `today`), a schedule that differs from the one it
 * follows may undo an announced revision or bring one forward. Null when there is nothing to confirm.
 */
export function announcedRatesChange(
  schedules: readonly DatedSchedule[],
  schedule: ScheduleRows & { effective_from: string; id?: number },
  today: string,
): AnnouncedRatesChange | null {
  const announced = schedules.some((other) => other.id !== schedule.id && other.effective_from > today);
  const follows = followedSchedule(schedules, schedule.effective_from, schedule.id);
  if (!announced || !follows) return null;
  const differences = scheduleDifferences(follows, schedule);
  return differences.length > 0
    ? { follows: { id: follows.id, effective_from: follows.effective_from }, differences }
    : null;
}

/**
 * 409 from POST and PUT /api/admin/rate-schedules[/{id}] for such a save sent without
 * `confirm_differences: true`: nothing is stored.
 */
export interface AnnouncedRatesConflict extends AnnouncedRatesChange {
  message: string;
}
