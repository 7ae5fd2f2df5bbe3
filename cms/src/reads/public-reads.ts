import { LIST_RESOURCES, PAGES, PUBLIC_READS, type ListResource } from '../resources';
import { badRequest } from '../lib/errors';
import { createRecordReader } from '../content/records';
import { serializePage } from '../content/serializers';
import { readHistory, readPastSchedule, readRates } from '../rates/schedules';
import { readProtectionSettings } from '../protection/settings';
import { searchUnclaimed } from '../protection/unclaimed-deposits';
import { readHiddenParts } from '../site-settings/hidden-pages';
import { readSiteSettings } from '../site-settings/site-settings';

/** The records a public list answers with, in its order: the controller's answer and the server renderer's data alike. */
export function listReader<R>(resource: ListResource<R>): () => Promise<R[]> {
  const records = createRecordReader(resource.uid, resource.rule.media ? [resource.rule.media.field] : []);
  const complete = resource.complete ?? (async (list: R[]) => list);
  return async () => complete((await records.findMany({ orderBy: resource.orderBy })).map(resource.serialize));
}

const pages = createRecordReader(PAGES.uid, Object.keys(PAGES.files));

/** The page records with a slug (all of them without one), by id: the circulars header comes first. */
export async function readPages(slug: unknown) {
  if (slug !== undefined && typeof slug !== 'string') throw badRequest({ slug: 'Give one slug' });
  const rows = await pages.findMany({ where: slug === undefined ? {} : { slug }, orderBy: { id: 'asc' } });
  return rows.map(serializePage);
}

const LIST_READERS = new Map<string, () => Promise<unknown[]>>(LIST_RESOURCES.map((resource) => [`/api/${resource.rule.path}`, listReader(resource)]));

/**
 * A public API read done in-process, for the server renderer: `/api/news` or `/api/pages?slug=about-us`
 * gives the same records the API answers with, without an HTTP round trip to itself.
 */
export async function readPublic(apiPath: string): Promise<unknown> {
  const url = new URL(apiPath, 'http://site');
  if (url.pathname === `/api/${PAGES.path}`) return readPages(url.searchParams.get('slug') ?? undefined);
  if (url.pathname === '/api/rates') return readRates();
  if (url.pathname === '/api/rates/history') return readHistory();
  if (url.pathname === '/api/protection-settings') return readProtectionSettings();
  if (url.pathname === '/api/hidden-pages') return readHiddenParts();
  if (url.pathname === '/api/site-settings') return readSiteSettings();
  // A search the page was opened with (no JavaScript): read fresh, and the page is never stored.
  if (url.pathname === '/api/unclaimed-deposits') return searchUnclaimed(url.searchParams.get('q') ?? '', url.searchParams.get('page') ?? undefined);
  const pastSchedule = /^\/api\/rates\/history\/([1-9]\d{0,9})$/.exec(url.pathname);
  if (pastSchedule) return (await readPastSchedule(Number(pastSchedule[1]))) ?? null;
  const read = LIST_READERS.get(url.pathname);
  if (!read) throw new Error(`Not a public read: ${apiPath}`);
  return read();
}

/** When the newest record a public read is made of last changed (ISO 8601), for the sitemap. */
export async function lastModified(apiPath: string): Promise<string | undefined> {
  const url = new URL(apiPath, 'http://site');
  const uid = PUBLIC_READS[url.pathname];
  if (!uid) return undefined;
  const slug = url.searchParams.get('slug');
  const [newest] = await strapi.db.query(uid).findMany({
    select: ['updatedAt'],
    where: uid === PAGES.uid && slug ? { slug } : {},
    orderBy: { updatedAt: 'desc' },
    limit: 1,
  });
  return newest?.updatedAt ? new Date(newest.updatedAt).toISOString() : undefined;
}
