import {
  announcedRatesChange,
  formatDate,
  RATE_SCHEDULE_MESSAGES,
  validateRateSchedule,
  type AnnouncedRatesConflict,
  type RateScheduleInput,
} from '@bank/shared';
import { HttpError, badRequest, conflict } from '../lib/errors';
import { bankToday } from '../lib/clock';
import { readSchedules, type ScheduleRow } from './schedules';

/**
 * The rules every write of a schedule follows, from the back office and the Strapi panel alike:
 * a schedule that has come into force (today's included) is frozen; a new or changed one is
 * checked row by row against the shared rules and dated today or later; one schedule a date.
 */
export type ScheduleCheck = { values: RateScheduleInput } | { problem: HttpError };

export function frozenProblem(existing: Pick<ScheduleRow, 'effective_from'>, today = bankToday()): HttpError | null {
  return existing.effective_from <= today ? conflict(RATE_SCHEDULE_MESSAGES.frozen) : null;
}

export async function checkScheduleWrite(
  input: unknown,
  existing: Pick<ScheduleRow, 'id' | 'effective_from'> | null,
): Promise<ScheduleCheck> {
  const today = bankToday();
  const frozen = existing && frozenProblem(existing, today);
  if (frozen) return { problem: frozen };
  const result = await validateRateSchedule(input, today);
  if ('errors' in result) return { problem: badRequest(result.errors) };
  const taken = (await readSchedules()).some(
    (schedule) => schedule.effective_from === result.values.effective_from && schedule.id !== existing?.id,
  );
  if (taken) return { problem: badRequest({ effective_from: RATE_SCHEDULE_MESSAGES.dateTaken }) };
  return { values: result.values };
}

/** The field of a back-office save that confirms its announced rates' differences (`assertRatesChangeConfirmed`). */
export const CONFIRM_DIFFERENCES = 'confirm_differences';

/** 409 asking to confirm a save that changes announced rates: its body is the differences, not a message only. */
class UnconfirmedRatesChange extends HttpError {
  constructor(private readonly answer: AnnouncedRatesConflict) {
    super(409, answer.message);
  }

  override toBody(): AnnouncedRatesConflict {
    return this.answer;
  }
}

/**
 * The back office's saves only (the Strapi panel has no way to confirm): while another schedule
 * is announced, one whose rates differ from the schedule it follows is refused with 409 and the
 * differences unless its values say `confirm_differences: true`, so that it cannot silently undo
 * an announced revision or bring one forward. Thrown, so that a change applied on approval is
 * refused the same way when a schedule was announced meanwhile.
 */
export async function assertRatesChangeConfirmed(
  given: Record<string, unknown>,
  values: RateScheduleInput,
  existingId?: number,
): Promise<void> {
  if (given[CONFIRM_DIFFERENCES] === true) return;
  const change = announcedRatesChange(await readSchedules(), { ...scheduleData(values), id: existingId }, bankToday());
  if (change)
    throw new UnconfirmedRatesChange({
      message: RATE_SCHEDULE_MESSAGES.confirmDifferences(formatDate(change.follows.effective_from)),
      ...change,
    });
}

/** The stored form of a checked schedule: its rows without ids (a write replaces them all). */
export function scheduleData(values: RateScheduleInput) {
  return {
    effective_from: values.effective_from,
    deposits: values.deposits.map(
      ({ product, tenure_from_days, tenure_to_days, general_rate, senior_rate, minimum_balance }) => ({
        product,
        tenure_from_days,
        tenure_to_days,
        general_rate,
        senior_rate,
        minimum_balance,
      }),
    ),
    loans: values.loans.map(({ scheme, rate_from, rate_to, processing_fee, note }) => ({
      scheme,
      rate_from,
      rate_to,
      processing_fee,
      note,
    })),
    charges: values.charges.map(({ kind, name, charge, reason }) => ({ kind, name, charge, reason })),
  };
}
