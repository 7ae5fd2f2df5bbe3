import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, isSiteLocale } from '@bank/shared';
import { installCacheFrontDoor } from './front-door';
import { CacheInvalidator } from './invalidation';
import { inLocaleScope, isCachedContentType } from './cache-keys';
import { publicCache } from './public-cache';
import { afterCommit } from '../lib/transactions';

const UPLOAD_FILE = 'plugin::upload.file';
/** Document Service actions that change what readers see. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);

let invalidator: CacheInvalidator | null = null;

/**
 * Invalidates once the write is visible to other connections: at once when no transaction is open
 * (the Document Service has committed its own), else when the caller's transaction commits (awaited
 * by `inOneTransaction`, so the caller answers after every process has dropped its answers).
 */
export async function invalidateAfterCommit(contentTypes: readonly string[] | '*'): Promise<void> {
  if (contentTypes !== '*' && contentTypes.length === 0) return;
  const run = () =>
    invalidator ? invalidator.invalidate(contentTypes) : Promise.resolve(publicCache.invalidate(contentTypes));
  await afterCommit(async () => {
    await run();
  });
}

/** Content types that show a media file, found through the file's polymorphic join table. */
async function contentTypesUsingFile(where: unknown): Promise<readonly string[] | '*'> {
  // The query's where clause: only a plain { id } names one file.
  const id = (where as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number' && typeof id !== 'string') return '*';
  // Strapi's metadata types attributes loosely: the file's related attribute has a join table.
  const joinTable = (strapi.db.metadata.get(UPLOAD_FILE).attributes as Record<string, { joinTable?: { name: string } }>)
    .related?.joinTable?.name;
  if (!joinTable) return '*';
  const rows: { related_type: string }[] = await strapi.db
    .connection(joinTable)
    .distinct('related_type')
    .where({ file_id: id });
  return rows.map((row) => row.related_type).filter(isCachedContentType);
}

/**
 * register(): every write through the Document Service (our controllers and the Strapi panel alike)
 * invalidates the answers made of that content type, before the write is acknowledged.
 */
export function registerCacheInvalidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (WRITE_ACTIONS.has(context.action) && isCachedContentType(context.uid)) {
      // A translation's write (`locale: 'mr'`) changes that locale's answers only; any other, all of them.
      const { locale } = context.params as { locale?: unknown };
      const scope = typeof locale === 'string' && isSiteLocale(locale) ? locale : DEFAULT_LOCALE;
      await invalidateAfterCommit([inLocaleScope(context.uid, scope)]);
    }
    return result;
  });
}

/**
 * bootstrap(): media library edits made in the panel (replacing or deleting a file a record shows)
 * invalidate the content types using that file; then other processes are listened to.
 */
export async function startCacheInvalidation(strapi: Core.Strapi): Promise<void> {
  const noteUsers = async (event: { params: { where?: unknown }; state: Record<string, unknown> }) => {
    event.state.contentTypes = await contentTypesUsingFile(event.params.where);
  };
  // noteUsers put the content types in the event's state.
  const invalidateUsers = (event: { state: Record<string, unknown> }) =>
    invalidateAfterCommit((event.state.contentTypes as readonly string[] | '*') ?? '*');
  strapi.db.lifecycles.subscribe({
    models: [UPLOAD_FILE],
    beforeUpdate: noteUsers,
    afterUpdate: invalidateUsers,
    beforeDelete: noteUsers,
    afterDelete: invalidateUsers,
    afterUpdateMany: () => invalidateAfterCommit('*'),
    afterDeleteMany: () => invalidateAfterCommit('*'),
  });

  invalidator = new CacheInvalidator(strapi.log);
  // Configuration values are unknown to TypeScript: config/database.ts gives this shape.
  const database = strapi.config.get('database.connection') as { client: string; connection: Record<string, unknown> };
  const via = await invalidator.start({
    redisUrl: process.env.REDIS_URL || undefined,
    postgres: database.client === 'postgres' ? database.connection : undefined,
  });
  installCacheFrontDoor(strapi);
  strapi.log.info(
    `Public cache: ${publicCache.isEnabled ? 'on' : 'off until its listener connects'}, invalidated through ${via}`,
  );
}

/**
 * Why this process must not take traffic, as far as the cache can tell: it shares invalidations with
 * other processes and cannot hear them now (it would serve answers they have made stale).
 */
export function cacheNotReadyReason(): string | null {
  return invalidator?.shared && !publicCache.isEnabled ? 'the cache invalidation listener is not connected' : null;
}

export async function stopCacheInvalidation(): Promise<void> {
  await invalidator?.stop();
  invalidator = null;
}
