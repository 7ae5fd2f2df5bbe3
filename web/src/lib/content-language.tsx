import type { ReactNode } from 'react';
import { localeOfItem, translatableItemsOf, type SiteLocale } from '@bank/shared';
import { useLocale } from './i18n';

/** What a page's own content came in: how many of its records or texts are in its locale, and how many are not. */
export interface ContentLanguage {
  translated: number;
  untranslated: number;
}

/**
 * Counts the records and texts of a page's reads by whether they came in the page's locale: each
 * record of a list, each row of a rate schedule, each text of the settings (translatableItemsOf).
 * The interface's own texts do not count: they are always in the page's locale.
 */
export function contentLanguage(values: readonly unknown[], locale: SiteLocale): ContentLanguage {
  const items = values.flatMap(translatableItemsOf);
  const translated = items.filter((item) => localeOfItem(item) === locale).length;
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
    const recordLocale = localeOfItem(record);
    return recordLocale === locale ? undefined : recordLocale;
  };
}

/** The `lang` of one record's texts on this page (useRecordLangs). */
export const useRecordLang = (record?: unknown): string | undefined => useRecordLangs()(record);
