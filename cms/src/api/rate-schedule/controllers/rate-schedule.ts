import { translationTarget } from '../../../content/translations';
import type { Context } from 'koa';
import {
  RECORD_VERSION_FIELD,
  STAFF_VIEW,
  catalogueCommand,
  isTranslationLocale,
  rateScheduleSchema,
  type AdminRateSchedule,
  type RateTextTranslations,
  type TranslationLocale,
} from '@bank/shared';
import { notFound } from '../../../lib/errors';
import { pickFields, recordId } from '../../../lib/validation';
import type { AppliedInput, CommandHandler } from '../../../lib/commands';
import { RATE_SCHEDULES } from '../../../resources';
import {
  CONFIRM_DIFFERENCES,
  assertRatesChangeConfirmed,
  checkScheduleWrite,
  frozenProblem,
  scheduleData,
} from '../../../rates/rules';
import { adminSchedule, readSchedule, readSchedules, type ScheduleRow } from '../../../rates/schedules';
import {
  checkedTranslations,
  scheduleLocales,
  scheduleTranslations,
  writeTranslations,
} from '../../../rates/rate-texts';
import { createdRow, documentChanges, documentData } from '../../../lib/stored-rows';
import { versionsOf } from '../../../content/record-versions';

async function scheduleOf(id: number | null): Promise<ScheduleRow> {
  const schedule = id === null ? null : await readSchedule(id);
  if (!schedule) throw notFound();
  return schedule;
}

/** A command's schedule: its target's id, checked by the command's rule (a positive id). */
const targetSchedule = (input: AppliedInput) => scheduleOf(Number(input.target.id));

/** A translation's language: its target's, checked by the command's rule (mr or hi). */
function targetLocale(input: AppliedInput): TranslationLocale {
  const { locale } = input.target;
  if (typeof locale !== 'string' || !isTranslationLocale(locale)) throw notFound();
  return locale;
}

/** A translation's `:locale`: mr or hi, else 404 (as the list resources' translations). */
function translationLocale(ctx: Context): TranslationLocale {
  const { locale } = ctx.params as { locale?: string };
  if (!isTranslationLocale(locale)) throw notFound();
  return locale;
}

/** The back office's schedule, with its status today. */
async function adminScheduleOf(id: number): Promise<AdminRateSchedule> {
  const schedules = await readSchedules();
  return adminSchedule(
    schedules.find((schedule) => schedule.id === id)!,
    schedules,
  );
}

/**
 * A save checked as every write of a schedule is (rates/rules.ts), and refused with 409 and the
 * differences when it changes announced rates unconfirmed: the schedule to be stored. Nothing written.
 */
async function checkedSave(input: AppliedInput, existing: ScheduleRow | null) {
  const check = await checkScheduleWrite(input.values, existing);
  if ('problem' in check) throw check.problem;
  await assertRatesChangeConfirmed(input.values, check.values, existing?.id);
  return scheduleData(check.values);
}

/** A schedule that may be deleted: not yet in force (409 otherwise). */
async function deletableSchedule(input: AppliedInput): Promise<ScheduleRow> {
  const existing = await targetSchedule(input);
  const frozen = frozenProblem(existing);
  if (frozen) throw frozen;
  return existing;
}

/** A new schedule's translations made while it waited for approval, by language (none from a request). */
const translationsOf = (input: AppliedInput): Partial<Record<TranslationLocale, unknown>> => {
  const { translations } = input.values as { translations?: unknown };
  return translations && typeof translations === 'object' ? (translations as Record<TranslationLocale, unknown>) : {};
};

/** A create's schedule, its waiting translations aside: checked as every save is. */
const withoutTranslations = (input: AppliedInput): AppliedInput => {
  const { translations: _translations, ...values } = input.values as Record<string, unknown>;
  return { ...input, values };
};

/** A save's values: the schedule, and whether it confirms its announced rates' differences. */
const saveValues = (body: unknown) =>
  pickFields(body, [...Object.keys(rateScheduleSchema.fields), CONFIRM_DIFFERENCES]);

/**
 * The schedules' writes, each a command (`rate-schedules.*` in @bank/shared): whether a request sends
 * it or an approval applies it, it makes every check of the save (a 409 asking to confirm included)
 * as things are then; while changes need approval, the same checks run before it is held.
 */
export const scheduleCommands = {
  create: {
    definition: catalogueCommand('rate-schedules.create'),
    valuesOf: saveValues,
    check: (input) => checkedSave(withoutTranslations(input), null),
    /** The schedule, then the translations of its texts made while it waited for approval (changes/waiting-translations.ts). */
    async apply(input) {
      const data = await checkedSave(withoutTranslations(input), null);
      const created = await strapi
        .documents(RATE_SCHEDULES.uid)
        .create({ data: documentData(RATE_SCHEDULES.uid, data) });
      const { id } = createdRow(RATE_SCHEDULES.uid, created);
      const schedule = await scheduleOf(id);
      for (const [locale, texts] of Object.entries(translationsOf(input)))
        if (texts) await writeTranslations(checkedTranslations({ texts }, schedule), locale as TranslationLocale);
      return adminScheduleOf(id);
    },
    answer(ctx, schedule) {
      ctx.status = 201;
      ctx.body = schedule;
    },
  } satisfies CommandHandler<AdminRateSchedule>,

  update: {
    definition: catalogueCommand('rate-schedules.update'),
    valuesOf: saveValues,
    check: async (input) => checkedSave(input, await targetSchedule(input)),
    async apply(input) {
      const existing = await targetSchedule(input);
      const data = await checkedSave(input, existing);
      await strapi.documents(RATE_SCHEDULES.uid).update({
        documentId: existing.documentId,
        data: documentChanges(RATE_SCHEDULES.uid, data),
      });
      return adminScheduleOf(existing.id);
    },
  } satisfies CommandHandler<AdminRateSchedule>,

  remove: {
    definition: catalogueCommand('rate-schedules.delete'),
    check: async (input) => void (await deletableSchedule(input)),
    async apply(input) {
      const existing = await deletableSchedule(input);
      await strapi.documents(RATE_SCHEDULES.uid).delete({ documentId: existing.documentId });
    },
    answer(ctx) {
      ctx.status = 204;
    },
  } satisfies CommandHandler<void>,

  /** A translation of a schedule's texts: any schedule's, past ones too (a translation changes no rate). */
  translate: {
    definition: catalogueCommand('rate-schedules.translation.save'),
    targetOf: translationTarget,
    valuesOf: (body) => pickFields(body, ['texts']),
    check: async (input) => ({ texts: checkedTranslations(input.values, await targetSchedule(input)) }),
    /** Writes translations of the schedule's texts: every schedule with the same words shows them. */
    async apply(input) {
      const locale = targetLocale(input);
      const schedule = await targetSchedule(input);
      await writeTranslations(checkedTranslations(input.values, schedule), locale);
      return scheduleTranslations(schedule, locale);
    },
  } satisfies CommandHandler<RateTextTranslations>,
};

/** The interest-rate schedules: the back office's reads (the public reads are in reads/public-reads.ts). */
export default () => ({
  async list(ctx: Context) {
    const schedules = await readSchedules();
    const answer = schedules.map((schedule) => adminSchedule(schedule, schedules)).reverse();
    if (ctx.query[STAFF_VIEW.param] !== STAFF_VIEW.value) {
      ctx.body = answer;
      return;
    }
    const localesOf = await scheduleLocales(schedules);
    // Each schedule's version: an edit sends it back (changes/sent-version.ts).
    const versions = await versionsOf(
      RATE_SCHEDULES.uid,
      schedules.map((schedule) => schedule.documentId),
    );
    const documentOf = new Map(schedules.map((schedule) => [schedule.id, schedule.documentId]));
    ctx.body = answer.map((schedule) => ({
      ...schedule,
      locales: localesOf(schedule),
      [RECORD_VERSION_FIELD]: versions.get(documentOf.get(schedule.id)!),
    }));
  },

  /** The schedule's texts with their translations in `:locale` (the glossary of rate texts). */
  async findTranslations(ctx: Context) {
    const locale = translationLocale(ctx);
    ctx.body = await scheduleTranslations(await scheduleOf(recordId(ctx)), locale);
  },

  async findOne(ctx: Context) {
    ctx.body = await adminScheduleOf((await scheduleOf(recordId(ctx))).id);
  },
});
