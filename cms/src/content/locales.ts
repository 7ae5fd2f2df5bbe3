import type { UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, SITE_LOCALES, isSiteLocale, type SiteLocale } from '@bank/shared';
import { badRequest } from '../lib/errors';
import { contentTypeSchema } from './content-type-schemas';

/**
 * Records in three locales with Strapi's i18n: one row per locale, each with its own `id`, sharing a
 * `documentId`. English is the record: its `id` is the one every address and answer names, in every
 * locale (`/mr/Awards/3` is `/Awards/3` in Marathi). A Marathi or Hindi row holds the translated
 * attributes (texts, and a file a locale may have its own of); the rest are the English row's, which
 * Strapi's i18n copies to every locale on each write. The query engine and knex know nothing of
 * locales, so every read of a translated content type names its locale here.
 */

/** The attributes of a content type written per locale; none when its records are not translated. */
export const translatedAttributes = (uid: UID.ContentType): readonly string[] =>
  contentTypeSchema(uid).translated ?? [];

export const isTranslated = (uid: UID.ContentType): boolean => contentTypeSchema(uid).translated !== null;

/** A query-engine condition narrowed to the English rows, the records themselves, where the type is translated. */
export const englishRows = (uid: UID.ContentType, where: Record<string, unknown> = {}): Record<string, unknown> =>
  isTranslated(uid) ? { ...where, locale: DEFAULT_LOCALE } : where;

/** The message of a `?locale=` the public reads do not serve. */
const LOCALE_MESSAGE = `locale must be one of ${SITE_LOCALES.join(', ')}`;

/**
 * The locale a public read is asked in (`?locale=`): English without one; 400 for any other value,
 * so that a made-up locale is neither answered nor kept by the public cache.
 */
export function requestedLocale(value: unknown): SiteLocale {
  if (value === undefined) return DEFAULT_LOCALE;
  if (isSiteLocale(value)) return value;
  throw badRequest({ locale: LOCALE_MESSAGE });
}

/** A row with the locale its translated attributes came in: the asked one, or English where it has none. */
export type InLocale<Row> = Row & { locale: SiteLocale };

const isGiven = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * English rows in `locale`: each one's translated attributes replaced by its row in that locale where
 * it has one (a translation's empty optional text or missing file keeps the English one), its `id`
 * and everything else kept. A row without a translation stays English and says so (`locale: 'en'`).
 */
export async function inLocale<Row extends { documentId: string }>(
  uid: UID.ContentType,
  rows: readonly Row[],
  locale: SiteLocale,
  populate?: Record<string, unknown>,
): Promise<InLocale<Row>[]> {
  const attributes = translatedAttributes(uid);
  if (locale === DEFAULT_LOCALE || attributes.length === 0 || rows.length === 0)
    return rows.map((row) => ({ ...row, locale: DEFAULT_LOCALE }));
  const translations: Record<string, unknown>[] = await strapi.db.query(uid).findMany({
    where: { locale, documentId: { $in: rows.map((row) => row.documentId) } },
    populate,
  });
  const byDocument = new Map(translations.map((translation) => [translation.documentId, translation]));
  return rows.map((row) => {
    const translation = byDocument.get(row.documentId);
    if (!translation) return { ...row, locale: DEFAULT_LOCALE };
    const texts = Object.fromEntries(
      attributes
        .filter((attribute) => isGiven(translation[attribute]))
        .map((attribute) => [attribute, translation[attribute]]),
    );
    return { ...row, ...texts, locale };
  });
}

/**
 * The locales each English row has, English first then in the site's order: what the back office's
 * lists show of a record's translations.
 */
export async function localesOf(uid: UID.ContentType, rows: readonly { documentId: string }[]) {
  const found = new Map<string, Set<string>>();
  if (isTranslated(uid) && rows.length > 0) {
    const translations: { documentId: string; locale: string }[] = await strapi.db.query(uid).findMany({
      select: ['documentId', 'locale'],
      where: { locale: { $ne: DEFAULT_LOCALE }, documentId: { $in: rows.map((row) => row.documentId) } },
    });
    for (const { documentId, locale } of translations)
      found.set(documentId, (found.get(documentId) ?? new Set()).add(locale));
  }
  return (row: { documentId: string }): SiteLocale[] =>
    SITE_LOCALES.filter((locale) => locale === DEFAULT_LOCALE || found.get(row.documentId)?.has(locale));
}

const LOCALE_LABELS: Readonly<Record<SiteLocale, string>> = {
  en: 'English (en)',
  mr: 'Marathi (mr)',
  hi: 'Hindi (hi)',
};

/** bootstrap(): the site's locales in Strapi's i18n (English its default), so that the panel offers them too. */
export async function ensureSiteLocales(): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const code of SITE_LOCALES)
    if (!(await locales.findByCode(code))) await locales.create({ code, name: LOCALE_LABELS[code] });
}
