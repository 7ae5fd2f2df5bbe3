import type { Context } from 'koa';
import type { CommandInput } from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import { readEntry } from '../../../activity/entries';
import { uidOf } from '../../../activity/restorable';
import { notFound } from '../../../lib/errors';
import { commandRoute, registerCommands } from '../../../lib/commands';
import { restoreCommand } from '../controllers/activity-entry';

registerCommands([restoreCommand]);
const RESTORE = restoreCommand.definition.name;

/**
 * Four eyes: a restore as a change request names the entry's record and the fields it writes back
 * (its command's check refused it first where it cannot be restored).
 */
async function describeRestore(_ctx: Context, input: CommandInput) {
  const entry = await readEntry(Number(input.target.entry));
  if (!entry) throw notFound();
  return {
    kind: 'update' as const,
    resource: entry.resource ?? '',
    // Its preview shows the page of the record's content type.
    record_uid: (entry.resource && uidOf(entry.resource)) || null,
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
      path: '/admin/activity/export',
      handler: 'activity-entry.export',
      config: backoffice('activity.read'),
    },
    {
      method: 'GET',
      path: '/admin/activity/filters',
      handler: 'activity-entry.filters',
      config: backoffice('activity.read'),
    },
    {
      method: 'POST',
      path: '/admin/activity/:id/restore',
      handler: commandRoute(RESTORE),
      config: backoffice('content.write', { publishes: { describe: describeRestore }, command: RESTORE }),
    },
  ],
};
