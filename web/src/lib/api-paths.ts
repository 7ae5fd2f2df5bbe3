import {
  DEFAULT_LOCALE,
  LOCALE_PARAM,
  PAGE_SLUGS,
  PUBLIC_READ_PATHS,
  resourceListPath,
  type PublicReadName,
  type ResourceName,
  type SiteLocale,
} from '@bank/shared';

const { pages, unclaimedSearch, pastRates } = PUBLIC_READ_PATHS;
const pagePath = (slug: string) => `${pages.path}?slug=${slug}`;
/** The public reads at a path of their own: a read of one record (`:id`) has its function below. */
type ExactReadName = {
  [Name in PublicReadName]: (typeof PUBLIC_READ_PATHS)[Name]['path'] extends `${string}:id` ? never : Name;
}[PublicReadName];
const READ_PATHS = Object.fromEntries(
  Object.entries(PUBLIC_READ_PATHS).flatMap(([name, read]) => (read.path.includes(':id') ? [] : [[name, read.path]])),
) as Record<ExactReadName, string>;

/**
 * The public API reads the site is made of (declared in @bank/shared's PUBLIC_READ_PATHS; a list
 * resource's is `listPath(name)`, below). Each is a
 * page's data key twice over: the server renders the page with it (read in-process) and SWR in the
 * browser keeps it under the same key. Kept apart from the API client so the route table can name
 * them without loading axios or SWR.
 */
export const API_PATHS = {
  ...READ_PATHS,
  about: pagePath(PAGE_SLUGS.about),
  circulars: pagePath(PAGE_SLUGS.circulars),
  customerProtection: pagePath(PAGE_SLUGS.customerProtection),
  ombudsman: pagePath(PAGE_SLUGS.ombudsman),
  unauthorisedTransactions: pagePath(PAGE_SLUGS.unauthorisedTransactions),
  cyberFraud: pagePath(PAGE_SLUGS.cyberFraud),
  unclaimedDeposits: pagePath(PAGE_SLUGS.unclaimedDeposits),
  privacy: pagePath(PAGE_SLUGS.privacy),
  /** Where the site tells the server it showed another page without loading a document (POST). */
  pageViews: '/api/page-views',
} as const;

/** A list resource's public read, `/api/awards`: all its records. */
export const listPath = (name: ResourceName): string => resourceListPath(name);

/**
 * What every page shows around its own content: the footer's offices, the band of protection notices,
 * the menus less the hidden pages, and the site settings (the footer's hours, social and banking links).
 */
export const SITE_READS = [
  listPath('branches'),
  API_PATHS.protectionSettings,
  API_PATHS.hiddenPages,
  API_PATHS.siteSettings,
] as const;

/** One page of the unclaimed-deposits search. */
export const unclaimedSearchPath = (query: string, page: number) =>
  `${unclaimedSearch.path}?${new URLSearchParams({ q: query, page: String(page) })}`;

/** A past rate schedule, in full. */
export const pastRatesPath = (id: number) => pastRates.path.replace(':id', String(id));

/**
 * The reads that answer the same in every locale (the rates' history, the settings, the hidden
 * pages, the unclaimed search): every other read (the pages, each list, the rates) is of records
 * written per locale.
 * Named from the declaration alone, so that the site does not load the resources' rules.
 */
const SAME_IN_EVERY_LOCALE: readonly RegExp[] = Object.values(PUBLIC_READ_PATHS)
  .filter((read) => !read.translated)
  .map((read) => new RegExp(`^${read.path.replace(':id', '[^/]+')}$`));

/** Whether a read's records are written per locale: only those tell whether a page is translated. */
export const isTranslatedRead = (apiPath: string): boolean => {
  const queryAt = apiPath.indexOf('?');
  const path = queryAt === -1 ? apiPath : apiPath.slice(0, queryAt);
  return !SAME_IN_EVERY_LOCALE.some((read) => read.test(path));
};

/**
 * The address a page in `locale` reads a read at: a translated read names the locale
 * (`/api/deposits?locale=mr`), any other is the same in every locale. A page's data stays keyed by
 * the read's own path (the page state, SWR): a page holds one locale's records.
 */
export function localizedRead(apiPath: string, locale: SiteLocale): string {
  if (locale === DEFAULT_LOCALE || !isTranslatedRead(apiPath)) return apiPath;
  return `${apiPath}${apiPath.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`;
}
