import {
  DEFAULT_LOCALE,
  SITE_LOCALES,
  localePath,
  type ReadPublic,
  type SitemapPage,
  type SitemapSources,
} from '@bank/shared';
import { PUBLIC_PAGES } from '../app/public-pages';
import { API_PATHS } from '../lib/api-paths';

/** Paths search engines are asked to leave alone: the back office, the Strapi panel and the admin API. */
const PRIVATE_PATHS = ['/AdminLogin', '/AdminSetPassword', '/AdminPage', '/admin', '/api/admin'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const newest = (dates: (string | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);

/** A page's address in every locale, and English for any other language (x-default), as xhtml:link alternates. */
const alternates = (origin: string, path: string) =>
  [
    ...SITE_LOCALES.map((locale) => [locale, localePath(locale, path)]),
    ['x-default', localePath(DEFAULT_LOCALE, path)],
  ].map(
    ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`,
  );

/** Every public page but those hidden, and every record with an address of its own, each with the reads it shows. */
export async function sitemapPages(read: ReadPublic): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  const hidden = new Set((await read(API_PATHS.hiddenPages)) as string[]);
  for (const page of PUBLIC_PAGES.filter(({ path }) => !hidden.has(path))) {
    pages.push({ path: page.path, reads: page.reads });
    if (page.recordPages) {
      const records = ((await read(page.reads[0])) as { id: number }[] | undefined) ?? [];
      for (const record of records) pages.push({ path: `${page.path}/${record.id}`, reads: page.reads });
    }
  }
  return pages;
}

/**
 * The sitemap's pages with the date their newest record changed: in each locale, each entry naming
 * the others as its alternates.
 */
export async function sitemapXml({ origin, read, lastModified }: SitemapSources): Promise<string> {
  const urls: { path: string; lastmod?: string }[] = [];
  // A record's page shows its list's reads: dated once for the list and all its records.
  const dates = new Map<readonly string[], string | undefined>();
  for (const { path, reads } of await sitemapPages(read)) {
    if (!dates.has(reads)) dates.set(reads, newest(await Promise.all(reads.map(lastModified))));
    urls.push({ path, lastmod: dates.get(reads) });
  }
  const entries = urls.flatMap(({ path, lastmod }) =>
    SITE_LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(origin + localePath(locale, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(origin, path).join('')}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
