import {
  DEFAULT_LOCALE,
  SITE_LOCALES,
  TRANSLATION_LOCALES,
  isTranslationLocale,
  distinctRateTexts,
  rateTextLimit,
  type Charge,
  type DepositRate,
  type LoanRate,
  type RateScheduleBody,
  type RateScheduleInput,
  type RateTextTranslations,
  type SiteLocale,
  type TranslationLocale,
} from '@bank/shared';
import { badRequest } from '../lib/errors';
import { RATE_SCHEDULES } from './content-types';

/**
 * The glossary of rate texts (content type `api::rate-text.rate-text`, Strapi's i18n): one document
 * per distinct English text of the schedules' rows, its `en` row the English words and its `mr`/`hi`
 * rows their translation. Schedules copy their rows from one to the next, so a text is translated
 * once and every schedule with the same words shows it. Every read names its locale (content/locales.ts).
 */
const TEXTS = RATE_SCHEDULES.texts;

type Rows = Pick<RateScheduleBody, 'deposits' | 'loans' | 'charges'>;
/** A schedule whose texts are read: stored (rows with ids) or as a form sent it (a waiting change's). */
type TextRows = Pick<RateScheduleInput, 'deposits' | 'loans' | 'charges'>;

/** The glossary's English documents of `texts`: the document of each English text there is one of. */
async function englishDocuments(texts: readonly string[]): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const rows: { documentId: string; text: string }[] = await strapi.db.query(TEXTS).findMany({
    select: ['documentId', 'text'],
    where: { locale: DEFAULT_LOCALE, text: { $in: [...new Set(texts)] } },
    orderBy: { id: 'asc' },
  });
  const documents = new Map<string, string>();
  // The first where the panel made the same words twice.
  for (const row of rows) if (!documents.has(row.text)) documents.set(row.text, row.documentId);
  return documents;
}

/** The translations of `texts` in `locale`, by English text: those that have one. */
async function translationsOf(texts: readonly string[], locale: TranslationLocale): Promise<Map<string, string>> {
  const english = await englishDocuments(texts);
  if (english.size === 0) return new Map();
  const rows: { documentId: string; text: string | null }[] = await strapi.db.query(TEXTS).findMany({
    select: ['documentId', 'text'],
    where: { locale, documentId: { $in: [...english.values()] } },
  });
  const byDocument = new Map(rows.filter((row) => row.text).map((row) => [row.documentId, row.text as string]));
  return new Map(
    [...english].flatMap(([text, documentId]) => {
      const translation = byDocument.get(documentId);
      return translation ? [[text, translation] as const] : [];
    }),
  );
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A row in `locale`: every one of its texts replaced by its translation, and the locale, where each
 * has one; else the row as it is, said English (a row's texts are never mixed, the site marks it).
 */
function rowInLocale<Row extends object>(
  row: Row,
  fields: readonly (keyof Row & string)[],
  translations: ReadonlyMap<string, string>,
  locale: TranslationLocale,
  english: Partial<Row> = {},
): Row & { locale: SiteLocale } {
  const given = fields.filter((field) => isText(row[field]));
  if (!given.every((field) => translations.has(row[field] as string))) return { ...row, locale: DEFAULT_LOCALE };
  const texts = Object.fromEntries(given.map((field) => [field, translations.get(row[field] as string)]));
  return { ...row, ...texts, ...english, locale };
}

/**
 * Schedules' rows in `locale` (a Marathi or Hindi read of the rates): each row translated or said
 * English; a deposit or loan row translated keeps its product's English name, which a card's
 * calculator link names. English: the schedules as they are.
 */
export async function schedulesInLocale<S extends Rows>(
  schedules: readonly S[],
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<S[]> {
  if (!isTranslationLocale(locale)) return [...schedules];
  const translations = await translationsOf(schedules.flatMap(distinctRateTexts), locale);
  return schedules.map((schedule) => ({
    ...schedule,
    deposits: schedule.deposits.map((row) =>
      rowInLocale<DepositRate>(row, ['product'], translations, locale, { english_product: row.product }),
    ),
    loans: schedule.loans.map((row) =>
      rowInLocale<LoanRate>(row, ['scheme', 'processing_fee', 'note'], translations, locale, {
        english_scheme: row.scheme,
      }),
    ),
    charges: schedule.charges.map((row) =>
      rowInLocale<Charge>(row, ['name', 'charge', 'reason'], translations, locale),
    ),
  }));
}

/** GET /api/admin/rate-schedules/:id/translations/:locale: the schedule's texts in order, each with its translation or null. */
export async function scheduleTranslations(
  schedule: TextRows,
  locale: TranslationLocale,
): Promise<RateTextTranslations> {
  const texts = distinctRateTexts(schedule);
  const translations = await translationsOf(texts, locale);
  return { locale, texts: texts.map((english) => ({ english, text: translations.get(english) ?? null })) };
}

const TEXTS_MESSAGE = 'Give the texts as a list of { english, text }, text empty to remove a translation';

/**
 * A translation's body checked against its schedule: `{ texts: [{ english, text }] }`, each English
 * text one of the schedule's, each translation trimmed and no longer than its field allows (null or
 * empty removes it). 400 naming `texts` otherwise, nothing written.
 */
export function checkedTranslations(body: unknown, schedule: TextRows): { english: string; text: string | null }[] {
  const given = (body as { texts?: unknown } | null)?.texts;
  if (!Array.isArray(given)) throw badRequest({ texts: TEXTS_MESSAGE });
  const own = new Set(distinctRateTexts(schedule));
  return given.map((entry: unknown) => {
    const { english, text } = (entry ?? {}) as { english?: unknown; text?: unknown };
    if (typeof english !== 'string' || (text !== null && text !== undefined && typeof text !== 'string'))
      throw badRequest({ texts: TEXTS_MESSAGE });
    if (!own.has(english)) throw badRequest({ texts: `"${english}" is not a text of this schedule` });
    const trimmed = (text ?? '').trim();
    const limit = rateTextLimit(schedule, english);
    if (trimmed.length > limit)
      throw badRequest({ texts: `The translation of "${english}" takes at most ${limit} characters` });
    return { english, text: trimmed === '' ? null : trimmed };
  });
}

/**
 * Writes translations of English texts in `locale` through the Document Service (so the cache drops
 * that locale's answers and the activity log records each as a translation): created or replaced,
 * removed where null. An English text the glossary has not yet is added to it first.
 */
export async function writeTranslations(
  entries: readonly { english: string; text: string | null }[],
  locale: TranslationLocale,
): Promise<void> {
  await strapi.db.transaction(async () => {
    const documents = await englishDocuments(entries.map((entry) => entry.english));
    for (const { english, text } of entries) {
      let documentId = documents.get(english);
      const current: { text: string | null } | null = documentId
        ? await strapi.db.query(TEXTS).findOne({ select: ['text'], where: { documentId, locale } })
        : null;
      if (text === null) {
        if (documentId && current) await strapi.documents(TEXTS).delete({ documentId, locale });
        continue;
      }
      if (current?.text === text) continue;
      if (!documentId) {
        documentId = (await strapi.documents(TEXTS).create({ data: { text: english }, locale: DEFAULT_LOCALE }))
          .documentId;
        documents.set(english, documentId);
      }
      await strapi.documents(TEXTS).update({ documentId, locale, data: { text } });
    }
  });
}

/**
 * The locales each schedule reads in whole, English first then in the site's order: what the back
 * office's list shows of a schedule's translations (`?view=staff`).
 */
export async function scheduleLocales(schedules: readonly Rows[]): Promise<(schedule: Rows) => SiteLocale[]> {
  const texts = [...new Set(schedules.flatMap(distinctRateTexts))];
  const translated = new Map(
    await Promise.all(
      TRANSLATION_LOCALES.map(async (locale) => [locale as SiteLocale, await translationsOf(texts, locale)] as const),
    ),
  );
  return (schedule) =>
    SITE_LOCALES.filter((locale) =>
      distinctRateTexts(schedule).every((text) => translated.get(locale)?.has(text) ?? true),
    );
}
