import {
  LOCALE_PARAM,
  TRANSLATION_LOCALES,
  localeOfItem,
  translatableItemsOf,
  type ReadPublic,
  type SiteRenderer,
  type TranslationCoverage,
  type TranslationLocale,
} from '@bank/shared';
import { isTranslatedRead, readPublic } from '../reads/public-reads';

const inLocale = (apiPath: string, locale: string) =>
  `${apiPath}${apiPath.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`;

/** readPublic made once per path for one answer: many pages share their reads (a list and each of its records). */
function readOnce(): ReadPublic {
  const answers = new Map<string, Promise<unknown>>();
  return (apiPath) => {
    let answer = answers.get(apiPath);
    if (!answer) answers.set(apiPath, (answer = readPublic(apiPath)));
    return answer;
  };
}

/** What of a read's answer in a locale counts, as the site counts it: a list's records, a rate schedule's rows, … */
async function itemsIn(read: ReadPublic, apiPath: string, locale: TranslationLocale): Promise<unknown[]> {
  return translatableItemsOf(await read(inLocale(apiPath, locale)));
}

/**
 * The translation coverage of every public page that shows records: for each language, how many of
 * the records the page shows have it. The pages and the reads each makes come from the site's own
 * table, as its sitemap lists them (hidden pages left out); each read is made once per language.
 */
export async function translationCoverage(site: SiteRenderer | undefined): Promise<TranslationCoverage> {
  if (!site) return { pages: [] };
  const read = readOnce();
  const sitemapPages = (await site.sitemapPages(read))
    .map(({ path, reads }) => ({ path, reads: [...new Set(reads.filter(isTranslatedRead))] }))
    .filter(({ reads }) => reads.length > 0);
  const pages = await Promise.all(
    sitemapPages.map(async ({ path, reads }) => {
      const locales = Object.fromEntries(
        await Promise.all(
          TRANSLATION_LOCALES.map(async (locale) => {
            const items = (await Promise.all(reads.map((pageRead) => itemsIn(read, pageRead, locale)))).flat();
            const translated = items.filter((item) => localeOfItem(item) === locale).length;
            return [locale, { translated, total: items.length }] as const;
          }),
        ),
      ) as TranslationCoverage['pages'][number]['locales'];
      return { path, locales };
    }),
  );
  return { pages: pages.sort((a, b) => a.path.localeCompare(b.path)) };
}
