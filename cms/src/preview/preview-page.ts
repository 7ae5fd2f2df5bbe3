import { DEFAULT_LOCALE, splitLocalePath, type SiteRenderer } from '@bank/shared';
import { contentTypesOfRead, readPublic } from '../reads/public-reads';

/** Marks, as sitemap dates, of a page that reads the content type itself, or a read it also changes. */
const READS_IT = '2000-01-02T00:00:00.000Z';
const ALSO_CHANGES_IT = '2000-01-01T00:00:00.000Z';
const ORIGIN = 'http://site';

/**
 * The public page that shows a record of a content type, for a preview's link: the site's own table
 * of pages and the reads each makes, through the seam the sitemap already uses (each page dated by
 * the newest of its reads). Here a read is dated only when it is made of the content type, so the
 * first page with a date is the first page showing it; one whose read reads it first comes before
 * one that only changes with it (a deposit card's rate from a schedule). A record with an address of
 * its own is shown on its list page; a page other than Home before Home (a rate schedule opens
 * /InterestRates). Hidden pages are left out, as in the sitemap. The home page when no page shows it
 * (the site's settings, or no content type at all).
 */
export async function pageShowing(site: SiteRenderer | undefined, uid: string | null): Promise<string> {
  if (!site || !uid) return '/';
  const sitemap = await site.sitemapXml({
    origin: ORIGIN,
    read: readPublic,
    lastModified: async (apiPath) => {
      const contentTypes = contentTypesOfRead(apiPath);
      if (contentTypes[0] === uid) return READS_IT;
      return contentTypes.includes(uid) ? ALSO_CHANGES_IT : undefined;
    },
  });
  const pages = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map(
    ([, loc, lastmod]) => ({ path: loc.slice(ORIGIN.length), lastmod }),
  );
  const inDefaultLocale = (path: string) => splitLocalePath(path).locale === DEFAULT_LOCALE;
  const first = (mark: string, notHome = false) =>
    pages.find((page) => page.lastmod === mark && inDefaultLocale(page.path) && !(notHome && page.path === '/'))?.path;
  // Home shows a little of everything (a schedule's highlights): a page of the record's own says more.
  return first(READS_IT, true) ?? first(READS_IT) ?? first(ALSO_CHANGES_IT, true) ?? first(ALSO_CHANGES_IT) ?? '/';
}
