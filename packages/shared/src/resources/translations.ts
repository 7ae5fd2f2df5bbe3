import type { AnyObject, ObjectSchema } from 'yup';
import type { SiteLocale } from '../locales';
import type { ResourceRule } from './rule';

/**
 * The languages a record may be written in besides English, its first: a translation is always of an
 * English record, which keeps its `id` in every language's address and answer.
 */
export const TRANSLATION_LOCALES = ['mr', 'hi'] as const satisfies readonly SiteLocale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const isTranslationLocale = (value: unknown): value is TranslationLocale =>
  typeof value === 'string' && (TRANSLATION_LOCALES as readonly string[]).includes(value);

/** A server page's (About, a circular's) fields written per language. */
export const PAGE_TRANSLATED_FIELDS = ['title', 'content', 'meta_title', 'meta_description', 'pdf'] as const;

/** The translated fields of a resource that are texts (not its file): what a translation's form shows. */
export const translatedTexts = (rule: ResourceRule, translated: readonly string[]): string[] =>
  translated.filter((field) => field !== rule.media?.field);

/** Whether a resource's file is written per language (a document's PDF). */
export const translatesFile = (rule: ResourceRule, translated: readonly string[]): boolean =>
  rule.media !== null && translated.includes(rule.media.field);

/**
 * The rule of a translation, from the resource's own: its text fields' rules, the same words and
 * limits as in English, so a Marathi title may be no longer than an English one.
 */
export const translationSchema = (rule: ResourceRule, translated: readonly string[]): ObjectSchema<AnyObject> =>
  rule.schema.pick(translatedTexts(rule, translated));

/**
 * A record's translation as the back office reads and writes it
 * (`/api/admin/<path>/:id/translations/:locale`): the translated fields, with the file as its URL.
 */
export type Translation = { locale: TranslationLocale } & Record<string, string | null>;

/** How much of a page's content is translated in one language: its records that have it, of all it shows. */
export interface LocaleCoverage {
  translated: number;
  total: number;
}

/**
 * `GET /api/admin/translation-coverage`: each public page that shows records (by its English path,
 * as the Pages table names it), and how many of them each language has.
 */
export interface TranslationCoverage {
  pages: { path: string; locales: Record<TranslationLocale, LocaleCoverage> }[];
}
