import type { UID } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  LOCALE_PARAM,
  TRANSLATION_LOCALES,
  splitLocalePath,
  type SiteRenderer,
  type TranslationCoverage,
  type TranslationLocale,
} from '@bank/shared';
import { isTranslated } from '../content/locales';
import { contentTypesOfRead, readPublic } from '../reads/public-reads';

const ORIGIN = 'http://site';
/** The sitemap date that marks the pages making the one read asked about. */
const MAKES_IT = '2000-01-01T00:00:00.000Z';

const isTranslatedRead = (apiPath: string) => {
  const [uid] = contentTypesOfRead(apiPath);
  return uid !== undefined && isTranslated(uid as UID.ContentType);
};

/** The English pages of a sitemap, each with its date. */
const englishPagesOf = (sitemap: string) =>
  [...sitemap.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)]
    .map(([, loc, lastmod]) => ({ path: loc.slice(ORIGIN.length) || '/', lastmod }))
    .filter((page) => splitLocalePath(page.path).locale === DEFAULT_LOCALE);

const inLocale = (apiPath: string, locale: string) =>
  `${apiPath}${apiPath.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`;

/** The records a read answers with in a locale: a list's, or the one record it is. */
async function recordsIn(apiPath: string, locale: TranslationLocale): Promise<{ locale?: string }[]> {
  const answer = await readPublic(inLocale(apiPath, locale));
  return Array.isArray(answer) ? answer : answer ? [answer] : [];
}

/**
 * The translation coverage of every public page that shows records: for each language, how many of
 * the records the page shows have it. The pages and the reads each makes come from the site's own
 * table through the seam the sitemap uses (each page dated by its reads): first every translated
 * read any page makes, then, one read at a time, which pages make it. Hidden pages are left out, as
 * in the sitemap.
 */
export async function translationCoverage(site: SiteRenderer | undefined): Promise<TranslationCoverage> {
  if (!site) return { pages: [] };
  const sitemap = (lastModified: (apiPath: string) => Promise<string | undefined>) =>
    site.sitemapXml({ origin: ORIGIN, read: readPublic, lastModified });
  const reads = new Set<string>();
  await sitemap(async (apiPath) => {
    if (isTranslatedRead(apiPath)) reads.add(apiPath);
    return undefined;
  });
  const readsOfPage = new Map<string, string[]>();
  for (const read of reads) {
    const pages = englishPagesOf(await sitemap(async (apiPath) => (apiPath === read ? MAKES_IT : undefined)));
    for (const page of pages.filter(({ lastmod }) => lastmod === MAKES_IT))
      readsOfPage.set(page.path, [...(readsOfPage.get(page.path) ?? []), read]);
  }
  const pages = await Promise.all(
    [...readsOfPage].map(async ([path, pageReads]) => {
      const locales = Object.fromEntries(
        await Promise.all(
          TRANSLATION_LOCALES.map(async (locale) => {
            const records = (await Promise.all(pageReads.map((read) => recordsIn(read, locale)))).flat();
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
