import type { UID } from '@strapi/strapi';
import { isDevelopment } from '../lib/secrets';
import { registerPreviewSource } from './preview-sources';

/** One change the test source applies: a record of a content type, by its id, and the values it is given. */
interface TestChange {
  uid: UID.ContentType;
  id: number;
  data: Record<string, unknown>;
}

/**
 * For the preview's own tests, before change requests plug in: PREVIEW_TEST_CHANGES, a JSON object
 * from change request ids to `{uid, id, data}`, registers a source that applies each through the
 * Document Service (the real write path: its validation hooks, the activity log's and the cache's
 * middlewares). Honoured only by a server started in development (the test harness's mode, the one
 * with demo secrets and accounts); anything else ignores the variable and says so.
 */
export function registerTestPreviewSource(log: { warn: (message: string) => void }): void {
  const setting = process.env.PREVIEW_TEST_CHANGES;
  if (!setting) return;
  if (!isDevelopment()) {
    log.warn('PREVIEW_TEST_CHANGES is ignored: it is honoured only with NODE_ENV=development (tests).');
    return;
  }
  // The test's own JSON, shaped as TestChange by the test that sets it.
  const changes = JSON.parse(setting) as Record<string, TestChange>;
  log.warn(`Previews: test changes from PREVIEW_TEST_CHANGES (${Object.keys(changes).join(', ')}), development only`);
  registerPreviewSource(async ({ changeRequestId }) => {
    const change = changes[String(changeRequestId)];
    if (!change) return undefined;
    return async () => {
      const row = await strapi.db.query(change.uid).findOne({ where: { id: change.id }, select: ['documentId'] });
      if (!row) throw new Error(`PREVIEW_TEST_CHANGES: no ${change.uid} ${change.id}`);
      await strapi.documents(change.uid).update({ documentId: row.documentId, data: change.data });
    };
  });
}
