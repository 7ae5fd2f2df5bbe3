import {
  announcedRatesChange,
  formatDate,
  RATE_SCHEDULE_MESSAGES,
  validateRateSchedule,
  type AnnouncedRatesConflict,
  type RateScheduleInput,
} from '@bank/shared';
import { badRequest, conflict, type HttpError } from '../lib/errors';
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

/**
 * The back office's saves only (the Strapi panel has no way to confirm): while another schedule
 * is announced, one whose rates differ from the schedule it follows is refused with the
 * differences unless the body says `confirm_differences: true`, so that it cannot silently undo
 * an announced revision or bring one forward.
 */
export async function unconfirmedRatesChange(
  body: unknown,
  values: RateScheduleInput,
  existingId?: number,
): Promise<AnnouncedRatesConflict | null> {
  // The request's parsed body: only this flag is read from it.
  if ((body as { confirm_differences?: unknown } | null)?.confirm_differences === true) return null;
  const change = announcedRatesChange(await readSchedules(), { ...scheduleData(values), id: existingId }, bankToday());
  return (
    change && {
      message: RATE_SCHEDULE_MESSAGES.confirmDifferences(formatDate(change.follows.effective_from)),
      ...change,
    }
  );
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
