import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, type SiteLocale } from '@bank/shared';
import { useLocale } from './i18n';

/**
 * The locale the site reads records in. English for now: the CMS serves its records in English
 * only, so a Marathi or Hindi page shows them in English. Once it serves `?locale=`, the reads
 * name the page's locale and each record says `locale` where it fell back to English.
 */
const READ_LOCALE: SiteLocale = DEFAULT_LOCALE;

/** The locale a record or text came in: its own `locale` when it says one, else the locale it was read in. */
const localeOf = (item: unknown): string =>
  item && typeof item === 'object' && 'locale' in item && typeof item.locale === 'string' ? item.locale : READ_LOCALE;

/** What a page's own content came in: how many of its records or texts are in its locale, and how many are not. */
export interface ContentLanguage {
  translated: number;
  untranslated: number;
}

/**
 * Counts the records and texts of a page's reads by whether they came in the page's locale: each
 * record of a list, or a read that is one record (a rate schedule, a setting). The interface's own
 * texts do not count: they are always in the page's locale.
 */
export function contentLanguage(values: readonly unknown[], locale: SiteLocale): ContentLanguage {
  const items = values.flatMap((value) => (Array.isArray(value) ? value : value == null ? [] : [value]));
  const translated = items.filter((item) => localeOf(item) === locale).length;
  return { translated, untranslated: items.length - translated };
}

/** Whether search engines should leave a page out: content it has, none of it in the page's locale. */
export const isUntranslatedPage = ({ translated, untranslated }: ContentLanguage) =>
  untranslated > 0 && translated === 0;

/** A record's text inside a sentence of the page's: in an element of its own language only where that differs. */
export function RecordText({ lang, children }: { lang: string | undefined; children?: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}

/**
 * The `lang` a record's texts take on this page: its own locale where that is not the page's (an
 * English record on a Marathi page is marked English, for screen readers, fonts and hyphenation),
 * else none (it inherits the page's).
 */
export function useRecordLang(record?: unknown): string | undefined {
  const locale = useLocale();
  const recordLocale = localeOf(record);
  return recordLocale === locale ? undefined : recordLocale;
}
