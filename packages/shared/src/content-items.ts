import { DEFAULT_LOCALE } from './locales';

const ROW_LISTS = ['deposits', 'loans', 'charges'] as const;

/**
 * What of a public read's answer counts when judging how far a page is translated (the site's
 * note and noindex, the back office's coverage): each record of a list; each row of a rate
 * schedule, its announced one's too (each row is translated on its own, the schedule is not a
 * text); each text of a read that says the locale of each (`locales`: the site settings in Marathi
 * or Hindi); else the read as one record.
 */
export function translatableItemsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (answer == null || typeof answer !== 'object') return answer == null ? [] : [answer];
  const record = answer as Record<string, unknown>;
  if (ROW_LISTS.every((list) => Array.isArray(record[list])))
    return [...ROW_LISTS.flatMap((list) => record[list] as unknown[]), ...translatableItemsOf(record.upcoming)];
  const { locales } = record;
  return locales && typeof locales === 'object' ? Object.values(locales).map((locale) => ({ locale })) : [answer];
}

/**
 * The locale an item came in: its own `locale` when it says one, else English. The CMS answers a
 * Marathi or Hindi read's records each with the locale it came in (English where it has no
 * translation), a rate schedule's rows each likewise; the reads not written per locale (the
 * rates' history, the protection settings) say none, and are English.
 */
export const localeOfItem = (item: unknown): string =>
  item && typeof item === 'object' && 'locale' in item && typeof item.locale === 'string'
    ? item.locale
    : DEFAULT_LOCALE;
