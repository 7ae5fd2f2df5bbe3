import type { Context } from 'koa';
import { backoffice } from '../../../content/resource-routes';
import { readEntry } from '../../../activity/entries';
import { assertMayRestore } from '../../../activity/restore';
import { notFound } from '../../../lib/errors';
import { recordId } from '../../../lib/validation';

/** Four eyes: a restore as a change request names the entry's record and the fields it writes back. */
async function describeRestore(ctx: Context) {
  const id = recordId(ctx);
  const entry = id === null ? undefined : await readEntry(id);
  if (!entry?.restorable) throw notFound();
  // Refused now, not held for approval only to fail when applied.
  await assertMayRestore(entry, ctx.state.backofficeUser);
  return {
    kind: 'update' as const,
    resource: entry.resource ?? '',
    record_id: entry.record_id,
    record_label: `Restore of ${entry.record_label ?? entry.resource ?? ''}`,
    changes: entry.changes.map(({ field, before, after }) => ({ field, before: after, after: before })),
  };
}

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/activity', handler: 'activity-entry.list', config: backoffice('activity.read') },
    {
      method: 'GET',
      path: '/admin/activity/filters',
      handler: 'activity-entry.filters',
      config: backoffice('activity.read'),
    },
    {
      method: 'POST',
      path: '/admin/activity/:id/restore',
      handler: 'activity-entry.restore',
      config: backoffice('content.write', { publishes: { describe: describeRestore } }),
    },
  ],
};
