import { DEFAULT_LOCALE, LOCALE_PARAM, PAGE_QUERY_PARAMS, SITE_LOCALES, splitLocalePath } from '@bank/shared';

/**
 * A public read the cache may answer: its exact path or a pattern, the content types whose writes
 * drop it (the first is the one it is made of), and the query parameters its answer depends on.
 */
export interface CachedRead {
  path: string | RegExp;
  contentTypes: readonly string[];
  params: readonly string[];
}

let exactReads = new Map<string, CachedRead>();
let patternReads: readonly CachedRead[] = [];
let cachedContentTypes: ReadonlySet<string> = new Set();
let dependents = new Map<string, readonly string[]>();

/**
 * register(): the public reads the cache keeps, from the table of public reads (reads/), which
 * sits above the cache: the cache is told rather than reaching up for it. Only these exact paths
 * and patterns are cached: any other spelling goes through the router as usual and is never cached.
 */
export function cachePublicReads(reads: readonly CachedRead[]): void {
  exactReads = new Map(reads.flatMap((read) => (typeof read.path === 'string' ? [[read.path, read] as const] : [])));
  patternReads = reads.filter((read) => typeof read.path !== 'string');
  cachedContentTypes = new Set(reads.flatMap((read) => read.contentTypes));
  const changed = new Map<string, Set<string>>();
  for (const {
    contentTypes: [madeOf, ...alsoChangedBy],
  } of reads) {
    for (const writer of alsoChangedBy) changed.set(writer, (changed.get(writer) ?? new Set()).add(madeOf));
  }
  dependents = new Map([...changed].map(([writer, readers]) => [writer, [...readers]]));
}

/** True when public answers are made of this content type: its writes invalidate. */
export const isCachedContentType = (contentType: string): boolean => cachedContentTypes.has(contentType);

/**
 * The content types whose answers also show this one's records: a deposit or loan card shows its
 * product's rate from the schedule in force; a hidden page's reads answer 404 while it is hidden.
 */
export const dependentsOf = (contentType: string): readonly string[] => dependents.get(contentType) ?? [];

/** The cached public read at `path`: a list's exact path, or one record's (`/api/rates/history/3`). */
function cachedReadAt(path: string): CachedRead | undefined {
  return exactReads.get(path) ?? patternReads.find((read) => (read.path as RegExp).test(path));
}

/** A request URL's path, without its query string. */
function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** Paths that are never a public page: the API, media, the Strapi panel, the back office and the built assets. */
const NOT_A_PAGE = /^\/(?:api|uploads|admin|AdminPage|AdminLogin|AdminSetPassword|assets)(?:\/|$)/;

/**
 * `path` with only the named query parameters, in their given order: the answer's cache key.
 * Undefined when one of them is given twice (the answer may not be stored).
 */
function withKeptQuery(url: string, path: string, names: readonly string[] | undefined): string | undefined {
  const queryAt = url.indexOf('?');
  if (!names || queryAt === -1) return path;
  const search = new URLSearchParams(url.slice(queryAt + 1));
  const kept: string[] = [];
  for (const name of names) {
    const values = search.getAll(name);
    if (values.length > 1) return undefined;
    if (values.length === 1) kept.push(`${name}=${encodeURIComponent(values[0])}`);
  }
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/**
 * The key a public page is stored under: its path, and the query parameters its content depends on
 * (the calculators' product, PAGE_QUERY_PARAMS); every other parameter is ignored. The renderer
 * answers any other spelling of a page's path with a redirect, so only real paths are stored. Each
 * locale's page is its own answer under its own path (/Deposits, /mr/Deposits, /hi/Deposits), with
 * the same query parameters kept; a write drops them all (they belong to the site's pages).
 */
export function pageKeyOf(url: string): string | undefined {
  const path = pathOf(url);
  if (NOT_A_PAGE.test(path)) return undefined;
  const key = withKeptQuery(url, path, PAGE_QUERY_PARAMS[splitLocalePath(path).path]);
  return key === undefined ? undefined : `page:${key}`;
}

/** The content type a public answer is made of, when the request may be answered from memory: a GET or HEAD of a cached route without an Origin. */
export function cacheableContentType(
  method: string | undefined,
  url: string,
  origin: string | undefined,
): string | undefined {
  const contentType =
    (method === 'GET' || method === 'HEAD') && !origin ? cachedReadAt(pathOf(url))?.contentTypes[0] : undefined;
  return contentType && inLocaleScope(contentType, localeOfRequest(url));
}

/**
 * The key a public read is stored under: its path and only the query parameters its answer depends
 * on, so that `/api/deposits?anything` is the same answer as `/api/deposits` (the lists ignore the
 * query) and a stream of made-up query strings cannot push the real answers out of the cache.
 * Undefined when the answer may not be stored: not a public read, or a parameter given twice (the
 * controller refuses it).
 */
export function cacheKeyOf(url: string): string | undefined {
  const path = pathOf(url);
  const read = cachedReadAt(path);
  if (read === undefined) return undefined;
  return withKeptQuery(url, path, read.params);
}

/**
 * A content type's answers in one locale, as the cache counts their writes: English's under the
 * content type's own name, a translation's under `<uid>@mr`. A write in English (the record, its
 * shared numbers, dates and pictures) changes every locale's answers; a Marathi translation's
 * write only Marathi's.
 */
export const inLocaleScope = (contentType: string, locale: string): string =>
  locale === DEFAULT_LOCALE ? contentType : `${contentType}@${locale}`;

/** What a scoped name is made of: `api::deposit.deposit@mr` is deposits in Marathi; no locale is every locale. */
export function scopeOf(scoped: string): { contentType: string; locale?: string } {
  const at = scoped.lastIndexOf('@');
  return at === -1 ? { contentType: scoped } : { contentType: scoped.slice(0, at), locale: scoped.slice(at + 1) };
}

/** The locales a write to a scoped name changes: its own, or every one of the site's. */
export const localesChangedBy = (scoped: string): readonly string[] => {
  const { locale } = scopeOf(scoped);
  return locale ? [locale] : SITE_LOCALES;
};

/** The locale of a public read's request (`?locale=`) or of a page (`/mr/…`): what its answer is stored under. */
export function localeOfRequest(url: string): string {
  const path = pathOf(url);
  if (!cachedReadAt(path)) return splitLocalePath(path).locale;
  const queryAt = url.indexOf('?');
  return (queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get(LOCALE_PARAM)) ?? DEFAULT_LOCALE;
}
