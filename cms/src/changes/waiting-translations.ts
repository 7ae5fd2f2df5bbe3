import type { Context } from 'koa';
import {
  CHANGE_MESSAGES,
  TRANSLATION_LANGUAGE_NAMES,
  isTranslationLocale,
  upcastInput,
  type ActivityChange,
  type RateScheduleInput,
  type RateTextTranslations,
  type TranslationLocale,
} from '@bank/shared';
import { signedInStaff } from '../auth/backoffice-auth';
import { commandHandler } from '../lib/commands';
import { conflict, HttpError, notFound } from '../lib/errors';
import { inOneTransaction } from '../lib/transactions';
import { recordId } from '../lib/validation';
import { checkedTranslations, scheduleTranslations } from '../rates/rate-texts';
import { moveChange, readChange } from './change-requests';
import { logDecision } from './decision-entries';

/** The command of a new schedule, which a translation may join while it waits (a schedule that exists is translated as itself). */
const NEW_SCHEDULE = 'rate-schedules.create';

const LANGUAGES = TRANSLATION_LANGUAGE_NAMES;

type HeldTranslations = Partial<Record<TranslationLocale, { english: string; text: string | null }[]>>;

/**
 * The waiting new schedule the route names, for its maker, and the language asked: 404 for another
 * change, a locale other than mr or hi, or a change that is no new schedule's; 403 for anyone but its
 * maker; 409 once it no longer waits for approval (a scheduled or decided one is not changed).
 */
async function waitingSchedule(ctx: Context) {
  const id = recordId(ctx);
  const change = id === null ? null : await readChange(id);
  const { locale } = ctx.params as { locale?: string };
  if (!change?.command || change.command.name !== NEW_SCHEDULE || !isTranslationLocale(locale)) throw notFound();
  if (signedInStaff(ctx).user.id !== change.maker_id) throw new HttpError(403, CHANGE_MESSAGES.onlyMakerTranslates);
  if (change.status !== 'pending') throw conflict(CHANGE_MESSAGES.notPending);
  const input = upcastInput(commandHandler(NEW_SCHEDULE).definition, change.command.version, change.command.input);
  return { change, input, schedule: input.values as unknown as RateScheduleInput, locale };
}

const heldOf = (values: Record<string, unknown>): HeldTranslations =>
  (values.translations && typeof values.translations === 'object' ? values.translations : {}) as HeldTranslations;

/**
 * GET /api/admin/changes/{id}/translations/{locale}: a waiting new schedule's texts in that language,
 * each with the translation its change holds, else the glossary's (a text other schedules share).
 */
export async function readWaitingTranslation(ctx: Context): Promise<RateTextTranslations> {
  const { input, schedule, locale } = await waitingSchedule(ctx);
  const glossary = await scheduleTranslations(schedule, locale);
  const held = heldOf(input.values)[locale];
  if (!held) return glossary;
  const heldText = new Map(held.map((entry) => [entry.english, entry.text]));
  return {
    locale,
    texts: glossary.texts.map((entry) => ({
      english: entry.english,
      text: heldText.has(entry.english) ? heldText.get(entry.english)! : entry.text,
    })),
  };
}

/**
 * PUT /api/admin/changes/{id}/translations/{locale} {texts}: its maker translates a new schedule while
 * it waits for approval. The texts are checked as a schedule's translation is (each one of its
 * texts, within its length) and join the change as its next revision: approving it writes the
 * schedule and these translations together; the change shows each text that differs from the
 * glossary as '<Language>: <English>' before and after. Answers the texts as the GET does.
 */
export async function saveWaitingTranslation(ctx: Context): Promise<RateTextTranslations> {
  const { change, input, schedule, locale } = await waitingSchedule(ctx);
  const texts = checkedTranslations(ctx.request.body, schedule);
  const glossary = new Map((await scheduleTranslations(schedule, locale)).texts.map((e) => [e.english, e.text]));
  const values = { ...input.values, translations: { ...heldOf(input.values), [locale]: texts } };
  const language = LOCALE_FIELD(locale);
  const translated: ActivityChange[] = texts
    .filter((entry) => entry.text !== (glossary.get(entry.english) ?? null))
    .map((entry) => ({
      field: `${language}${entry.english}`,
      before: glossary.get(entry.english) ?? null,
      after: entry.text,
    }));
  const changes = [...change.changes.filter((each) => !each.field.startsWith(language)), ...translated];
  const moved = await inOneTransaction(async () => {
    const joined = await moveChange(change.id, 'pending', {
      status: 'pending',
      input: JSON.stringify({ ...input, values }),
      command_version: commandHandler(NEW_SCHEDULE).definition.version,
      changes: JSON.stringify(changes),
      revision: change.revision + 1,
    });
    if (joined) await logDecision('change_translate', change, `${LANGUAGES[locale]}, revision ${change.revision + 1}`);
    return joined;
  });
  if (!moved) throw conflict(CHANGE_MESSAGES.notPending);
  return readWaitingTranslation(ctx);
}

/** How a translated text is named among a change's fields: 'Marathi: Savings Account'. */
const LOCALE_FIELD = (locale: TranslationLocale) => `${LANGUAGES[locale]}: `;
