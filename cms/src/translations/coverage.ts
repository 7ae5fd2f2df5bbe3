import type { UID } from '@strapi/strapi';
import {
  LOCALE_PARAM,
  TRANSLATION_LOCALES,
  type ReadPublic,
  type SiteRenderer,
  type TranslationCoverage,
  type TranslationLocale,
} from '@bank/shared';
import { isTranslated } from '../content/locales';
import { contentTypesOfRead, readPublic } from '../reads/public-reads';

const isTranslatedRead = (apiPath: string) => {
  const [uid] = contentTypesOfRead(apiPath);
  return uid !== undefined && isTranslated(uid as UID.ContentType);
};

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

/** The records a read answers with in a locale: a list's, or the one record it is. */
async function recordsIn(read: ReadPublic, apiPath: string, locale: TranslationLocale): Promise<{ locale?: string }[]> {
  const answer = await read(inLocale(apiPath, locale));
  return Array.isArray(answer) ? answer : answer ? [answer] : [];
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
            const records = (await Promise.all(reads.map((pageRead) => recordsIn(read, pageRead, locale)))).flat();
            const translated = records.filter((record) => record.locale === locale).length;
            return [locale, { translated, total: records.length }] as const;
          }),
        ),
      ) as TranslationCoverage['pages'][number]['locales'];
      return { path, locales };
    }),
  );
  return { pages: pages.sort((a, b) => a.path.localeCompare(b.path)) };
}
