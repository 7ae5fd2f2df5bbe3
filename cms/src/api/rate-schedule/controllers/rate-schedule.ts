import type { Context } from 'koa';
import { STAFF_VIEW, isTranslationLocale, type TranslationLocale } from '@bank/shared';
import { notFound } from '../../../lib/errors';
import { recordId } from '../../../lib/validation';
import { RATE_SCHEDULES } from '../../../resources';
import { checkScheduleWrite, frozenProblem, scheduleData, unconfirmedRatesChange } from '../../../rates/rules';
import { adminSchedule, readSchedule, readSchedules } from '../../../rates/schedules';
import {
  checkedTranslations,
  scheduleLocales,
  scheduleTranslations,
  writeTranslations,
} from '../../../rates/rate-texts';
import { createdRow, documentChanges, documentData } from '../../../lib/stored-rows';

async function existingSchedule(ctx: Context) {
  const id = recordId(ctx);
  const schedule = id === null ? null : await readSchedule(id);
  if (!schedule) throw notFound();
  return schedule;
}

/** A translation's `:locale`: mr or hi, else 404 (as the list resources' translations). */
function translationLocale(ctx: Context): TranslationLocale {
  const { locale } = ctx.params as { locale?: string };
  if (!isTranslationLocale(locale)) throw notFound();
  return locale;
}

/** 409 with the differences when the save changes announced rates unconfirmed (rates/rules.ts). */
async function refusedUnconfirmed(
  ctx: Context,
  values: Parameters<typeof unconfirmedRatesChange>[1],
  existingId?: number,
): Promise<boolean> {
  const conflict = await unconfirmedRatesChange(ctx.request.body, values, existingId);
  if (conflict) {
    ctx.status = 409;
    ctx.body = conflict;
  }
  return conflict !== null;
}

async function answerWith(ctx: Context, id: number, status = 200) {
  const schedules = await readSchedules();
  ctx.status = status;
  ctx.body = adminSchedule(
    schedules.find((schedule) => schedule.id === id)!,
    schedules,
  );
}

/**
 * Four eyes: the checks a write's request passes before it is kept as a change request (the same
 * as the action's own, nothing written): the values to be stored, or 'answered' for a 409 asking to
 * confirm announced rates changing.
 */
export const scheduleChecks = {
  async create(ctx: Context): Promise<Record<string, unknown> | 'answered'> {
    const check = await checkScheduleWrite(ctx.request.body, null);
    if ('problem' in check) throw check.problem;
    if (await refusedUnconfirmed(ctx, check.values)) return 'answered';
    return scheduleData(check.values);
  },
  async update(ctx: Context): Promise<Record<string, unknown> | 'answered'> {
    const existing = await existingSchedule(ctx);
    const check = await checkScheduleWrite(ctx.request.body, existing);
    if ('problem' in check) throw check.problem;
    if (await refusedUnconfirmed(ctx, check.values, existing.id)) return 'answered';
    return scheduleData(check.values);
  },
  async remove(ctx: Context): Promise<Record<string, unknown>> {
    const frozen = frozenProblem(await existingSchedule(ctx));
    if (frozen) throw frozen;
    return {};
  },
  /** A translation of a schedule's texts: any schedule's, past ones too (a translation changes no rate). */
  async translate(ctx: Context): Promise<Record<string, unknown>> {
    translationLocale(ctx);
    return { texts: checkedTranslations(ctx.request.body, await existingSchedule(ctx)) };
  },
};

/** The interest-rate schedules: the back office's editor (the public reads are in reads/public-reads.ts). */
export default () => ({
  async list(ctx: Context) {
    const schedules = await readSchedules();
    const answer = schedules.map((schedule) => adminSchedule(schedule, schedules)).reverse();
    if (ctx.query[STAFF_VIEW.param] !== STAFF_VIEW.value) {
      ctx.body = answer;
      return;
    }
    const localesOf = await scheduleLocales(schedules);
    ctx.body = answer.map((schedule) => ({ ...schedule, locales: localesOf(schedule) }));
  },

  /** The schedule's texts with their translations in `:locale` (the glossary of rate texts). */
  async findTranslations(ctx: Context) {
    const locale = translationLocale(ctx);
    ctx.body = await scheduleTranslations(await existingSchedule(ctx), locale);
  },

  /** Writes translations of the schedule's texts: every schedule with the same words shows them. */
  async updateTranslations(ctx: Context) {
    const locale = translationLocale(ctx);
    const schedule = await existingSchedule(ctx);
    await writeTranslations(checkedTranslations(ctx.request.body, schedule), locale);
    ctx.body = await scheduleTranslations(schedule, locale);
  },

  async findOne(ctx: Context) {
    await answerWith(ctx, (await existingSchedule(ctx)).id);
  },

  async create(ctx: Context) {
    const check = await checkScheduleWrite(ctx.request.body, null);
    if ('problem' in check) throw check.problem;
    if (await refusedUnconfirmed(ctx, check.values)) return;
    const created = await strapi
      .documents(RATE_SCHEDULES.uid)
      .create({ data: documentData(RATE_SCHEDULES.uid, scheduleData(check.values)) });
    await answerWith(ctx, createdRow(RATE_SCHEDULES.uid, created).id, 201);
  },

  async update(ctx: Context) {
    const existing = await existingSchedule(ctx);
    const check = await checkScheduleWrite(ctx.request.body, existing);
    if ('problem' in check) throw check.problem;
    if (await refusedUnconfirmed(ctx, check.values, existing.id)) return;
    await strapi.documents(RATE_SCHEDULES.uid).update({
      documentId: existing.documentId,
      data: documentChanges(RATE_SCHEDULES.uid, scheduleData(check.values)),
    });
    await answerWith(ctx, existing.id);
  },

  async remove(ctx: Context) {
    const existing = await existingSchedule(ctx);
    const frozen = frozenProblem(existing);
    if (frozen) throw frozen;
    await strapi.documents(RATE_SCHEDULES.uid).delete({ documentId: existing.documentId });
    ctx.status = 204;
  },
});
