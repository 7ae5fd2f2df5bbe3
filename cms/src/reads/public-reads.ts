import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  DEFAULT_LOCALE,
  HIDEABLE_READS,
  LOCALE_PARAM,
  PUBLIC_READ_PATHS,
  listReadPath,
  type PublicReadPath,
  type SiteLocale,
} from '@bank/shared';
import { LIST_RESOURCES, PAGES, RATE_SCHEDULES, HIDDEN_PAGES, SITE_SETTINGS_UID } from '../resources';
import { badRequest, notFound } from '../lib/errors';
import { positiveId } from '../lib/validation';
import { listReader } from '../content/list-resource';
import { createRecordReader } from '../content/records';
import { serializePage } from '../content/serializers';
import { inLocale, requestedLocale } from '../content/locales';
import type { CachedRead } from '../cache/cache-keys';
import { readHistory, readPastSchedule, readRates } from '../rates/schedules';
import { readProtectionSettings } from '../protection/settings';
import { searchUnclaimed } from '../protection/unclaimed-deposits';
import { readHiddenParts, refuseHiddenRead } from '../site-settings/hidden-pages';
import { readSiteSettings } from '../site-settings/site-settings';

/** A public read as the route and the renderer hand it over: the query string parsed, and the path's `:id`. */
interface ReadRequest {
  query: Record<string, unknown>;
  id?: string;
  /** The locale asked for (`?locale=`, checked): English without one. */
  locale: SiteLocale;
}

/** One public GET of the API: where it is, what its answer is made of, and how it is read. */
interface PublicRead extends PublicReadPath {
  /** The content types whose writes change the answer: the first is the one it reads. */
  contentTypes: readonly UID.ContentType[];
  /** The answer; undefined when the record the path names does not exist (404). */
  read: (request: ReadRequest) => Promise<unknown>;
  /** False for an answer never kept (a search). */
  cached: boolean;
  /** Route middlewares besides the hidden-page check (a rate limit). */
  middlewares?: readonly unknown[];
}

/** A record id in a path: what the cache accepts as one (the router's `:id`). */
const ID_SEGMENT = '[1-9]\\d{0,9}';
/** Reads a hidden page takes away (HIDEABLE_PARTS): 404 while that page is hidden, dropped when it is hidden or shown. */
const HIDEABLE_PATHS: ReadonlySet<string> = new Set(
  [...HIDEABLE_READS].map((read) => new URL(read, 'http://site').pathname),
);
const CARDS: readonly UID.ContentType[] = Object.values(RATE_SCHEDULES.cards);
const PROTECTION_SETTINGS = 'api::protection-setting.protection-setting' satisfies UID.ContentType;
const UNCLAIMED_DEPOSITS = 'api::unclaimed-deposit.unclaimed-deposit' satisfies UID.ContentType;

function publicRead(
  { path, params, translated }: PublicReadPath,
  contentType: UID.ContentType,
  read: PublicRead['read'],
  options: Partial<Pick<PublicRead, 'cached' | 'middlewares'>> = {},
): PublicRead {
  const alsoChangedBy: UID.ContentType[] = [];
  // A deposit or loan card shows its product's rate from the schedule in force.
  if (CARDS.includes(contentType)) alsoChangedBy.push(RATE_SCHEDULES.uid);
  // A schedule's rows show their texts' translations from the glossary of rate texts.
  if (contentType === RATE_SCHEDULES.uid) alsoChangedBy.push(RATE_SCHEDULES.texts);
  if (HIDEABLE_PATHS.has(path)) alsoChangedBy.push(HIDDEN_PAGES);
  return {
    path,
    params,
    translated,
    contentTypes: [contentType, ...alsoChangedBy],
    read,
    cached: options.cached ?? true,
    middlewares: options.middlewares,
  };
}

const pages = createRecordReader(PAGES.uid, Object.keys(PAGES.files));

/** The English rows of the pages with that slug (every page without one) by id; 400 for anything but one slug. */
export async function readPageRows(slug: unknown) {
  if (slug !== undefined && typeof slug !== 'string') throw badRequest({ slug: 'Give one slug' });
  return pages.findMany({ where: slug === undefined ? {} : { slug }, orderBy: { id: 'asc' } });
}

/**
 * The page records with a slug (all of them without one), by id: the circulars header comes first;
 * in Marathi or Hindi each in its translation where it has one, saying which locale it came in.
 */
export async function readPages(slug: unknown, locale: SiteLocale = DEFAULT_LOCALE) {
  const rows = await readPageRows(slug);
  if (locale === DEFAULT_LOCALE) return rows.map(serializePage);
  const translated = await inLocale(PAGES.uid, rows, locale, pages.populate);
  return translated.map((row) => ({ ...serializePage(row), locale: row.locale }));
}

/**
 * Every public GET of the API, once: its path and query parameters (declared in @bank/shared, which
 * the site reads), what it is made of, and its reader. The routes (api/public-read), the public
 * cache's table, the sitemap's dates and the server renderer's in-process reads all come from it.
 */
const PUBLIC_READ_TABLE: readonly PublicRead[] = [
  publicRead(PUBLIC_READ_PATHS.pages, PAGES.uid, ({ query, locale }) => readPages(query.slug, locale)),
  ...LIST_RESOURCES.map((resource) => {
    const read = listReader(resource);
    return publicRead(listReadPath(resource.rule), resource.uid, ({ locale }) => read(locale));
  }),
  publicRead(PUBLIC_READ_PATHS.rates, RATE_SCHEDULES.uid, ({ locale }) => readRates(locale)),
  publicRead(PUBLIC_READ_PATHS.ratesHistory, RATE_SCHEDULES.uid, readHistory),
  publicRead(PUBLIC_READ_PATHS.pastRates, RATE_SCHEDULES.uid, async ({ id, locale }) => {
    const scheduleId = positiveId(id);
    return scheduleId === null ? undefined : readPastSchedule(scheduleId, locale);
  }),
  publicRead(PUBLIC_READ_PATHS.protectionSettings, PROTECTION_SETTINGS, readProtectionSettings),
  publicRead(PUBLIC_READ_PATHS.hiddenPages, HIDDEN_PAGES, readHiddenParts),
  publicRead(PUBLIC_READ_PATHS.siteSettings, SITE_SETTINGS_UID, ({ locale }) => readSiteSettings(locale)),
  // A search: never cached; read fresh by a page opened with one (no JavaScript).
  publicRead(
    PUBLIC_READ_PATHS.unclaimedSearch,
    UNCLAIMED_DEPOSITS,
    ({ query }) => searchUnclaimed(query.q, query.page),
    {
      cached: false,
      middlewares: [{ name: 'global::rate-limit', config: { bucket: 'unclaimedSearch' } }],
    },
  ),
];

const isPattern = (read: PublicRead) => read.path.includes(':id');
const patternOf = (read: PublicRead) => new RegExp(`^${read.path.replace(':id', `(${ID_SEGMENT})`)}$`);
const EXACT_READS = new Map(PUBLIC_READ_TABLE.filter((read) => !isPattern(read)).map((read) => [read.path, read]));
const PATTERN_READS = PUBLIC_READ_TABLE.filter(isPattern).map((read) => ({ read, pattern: patternOf(read) }));

/** Every cached public GET at an exact path, `/api/<path>`, and the content type its answer is made of. */
export const PUBLIC_READS: Readonly<Record<string, string>> = Object.fromEntries(
  [...EXACT_READS.values()].filter((read) => read.cached).map((read) => [read.path, read.contentTypes[0]]),
);

/** What the public cache keeps (registered with it in register()). */
export const CACHED_READS: readonly CachedRead[] = PUBLIC_READ_TABLE.filter((read) => read.cached).map((read) => ({
  path: isPattern(read) ? patternOf(read) : read.path,
  contentTypes: read.contentTypes,
  params: read.params,
}));

/** The Strapi routes of the public reads (mounted under /api): the reader's answer, 404 when it names nothing. */
export const PUBLIC_READ_ROUTES = PUBLIC_READ_TABLE.map((read) => {
  const middlewares = [...(HIDEABLE_PATHS.has(read.path) ? [refuseHiddenRead] : []), ...(read.middlewares ?? [])];
  return {
    method: 'GET',
    path: read.path.slice('/api'.length),
    handler: async (ctx: Context) => {
      if (!read.cached) ctx.set('Cache-Control', 'no-store');
      const locale = requestedLocale(ctx.query[LOCALE_PARAM]);
      const answer = await read.read({ query: ctx.query, id: ctx.params.id, locale });
      if (answer === undefined) throw notFound();
      ctx.body = answer;
    },
    config: middlewares.length > 0 ? { auth: false, middlewares } : { auth: false },
  };
});

/** The public read at a request path, and the record id the path names. */
function publicReadAt(pathname: string): { read: PublicRead; id?: string } | undefined {
  const exact = EXACT_READS.get(pathname);
  if (exact) return { read: exact };
  for (const { read, pattern } of PATTERN_READS) {
    const match = pattern.exec(pathname);
    if (match) return { read, id: match[1] };
  }
  return undefined;
}

/**
 * The content types a public read's answer is made of (the one it reads first), or none for a path
 * that is not a public read: what a page reading it shows when a record of them changes.
 */
export function contentTypesOfRead(apiPath: string): readonly string[] {
  return publicReadAt(new URL(apiPath, 'http://site').pathname)?.read.contentTypes ?? [];
}

/** Whether a public read answers per locale (declared `translated` in @bank/shared): false for any other path. */
export function isTranslatedRead(apiPath: string): boolean {
  return publicReadAt(new URL(apiPath, 'http://site').pathname)?.read.translated ?? false;
}

/** A query string as the router parses it: one value as a string, a repeated one as a list. */
function queryOf(search: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    [...new Set(search.keys())].map((name) => {
      const values = search.getAll(name);
      return [name, values.length === 1 ? values[0] : values];
    }),
  );
}

/**
 * A public API read done in-process, for the server renderer: `/api/news` or `/api/pages?slug=about-us`
 * gives the same records the API answers with, without an HTTP round trip to itself.
 */
export async function readPublic(apiPath: string): Promise<unknown> {
  const url = new URL(apiPath, 'http://site');
  const found = publicReadAt(url.pathname);
  if (!found) throw new Error(`Not a public read: ${apiPath}`);
  const query = queryOf(url.searchParams);
  return (await found.read.read({ query, id: found.id, locale: requestedLocale(query[LOCALE_PARAM]) })) ?? null;
}

/** When the newest record a public read is made of last changed (ISO 8601), for the sitemap. */
export async function lastModified(apiPath: string): Promise<string | undefined> {
  const url = new URL(apiPath, 'http://site');
  const read = EXACT_READS.get(url.pathname);
  if (!read?.cached) return undefined;
  const where = Object.fromEntries(
    read.params
      // Any locale's change dates the page in every locale.
      .filter((name) => name !== LOCALE_PARAM && url.searchParams.get(name))
      .map((name) => [name, url.searchParams.get(name)]),
  );
  const [newest] = await strapi.db.query(read.contentTypes[0]).findMany({
    select: ['updatedAt'],
    where,
    orderBy: { updatedAt: 'desc' },
    limit: 1,
  });
  return newest?.updatedAt ? new Date(newest.updatedAt).toISOString() : undefined;
}
