import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, type SiteLocale } from '@bank/shared';
import { useLocale } from './i18n';

/**
 * The locale a record without a `locale` of its own came in: English. The CMS answers a Marathi or
 * Hindi read's records each with the locale it came in (English where it has no translation); the
 * reads not written per locale (the rates, the settings) say none, and are English.
 */
const READ_LOCALE: SiteLocale = DEFAULT_LOCALE;

/** The locale a record or text came in: its own `locale` when it says one, else the locale it was read in. */
const localeOf = (item: unknown): string =>
  item && typeof item === 'object' && 'locale' in item && typeof item.locale === 'string' ? item.locale : READ_LOCALE;

/**
 * What of a read counts: each record of a list; each text of a read that says the locale of each
 * (`locales`: the site settings in Marathi or Hindi); else the read as one record.
 */
function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value == null) return [];
  const { locales } = value as { locales?: unknown };
  return locales && typeof locales === 'object' ? Object.values(locales).map((locale) => ({ locale })) : [value];
}

/** What a page's own content came in: how many of its records or texts are in its locale, and how many are not. */
export interface ContentLanguage {
  translated: number;
  untranslated: number;
}

/**
 * Counts the records and texts of a page's reads by whether they came in the page's locale: each
 * record of a list, each text of the settings, or a read that is one record (a rate schedule). The interface's own
 * texts do not count: they are always in the page's locale.
 */
export function contentLanguage(values: readonly unknown[], locale: SiteLocale): ContentLanguage {
  const items = values.flatMap(itemsOf);
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
 * The `lang` a record's texts take on this page, for each record of a list (one of them may not be
 * translated yet): its own locale where that is not the page's (an English record on a Marathi page
 * is marked English, for screen readers, fonts and hyphenation), else none (it inherits the page's).
 */
export function useRecordLangs(): (record?: unknown) => string | undefined {
  const locale = useLocale();
  return (record) => {
    const recordLocale = localeOf(record);
    return recordLocale === locale ? undefined : recordLocale;
  };
}

/** The `lang` of one record's texts on this page (useRecordLangs). */
export const useRecordLang = (record?: unknown): string | undefined => useRecordLangs()(record);
