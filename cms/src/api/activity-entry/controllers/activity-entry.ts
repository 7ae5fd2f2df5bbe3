import type { Context } from 'koa';
import { activityQuerySchema } from '@bank/shared';
import { filterOptions, readEntries } from '../../../activity/entries';
import { restoreEntry } from '../../../activity/restore';
import { notFound } from '../../../lib/errors';
import { recordId, validated } from '../../../lib/validation';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The activity log, read only: the API has no path that changes or deletes an entry (a restore adds one). */
export default () => ({
  /** GET /api/admin/activity?actor=&resource=&action=&from=&to=&page= */
  async list(ctx: Context) {
    const { actor, resource, action, from, to, page } = ctx.query;
    const query = await validated(activityQuerySchema, {
      actor: text(actor),
      resource: text(resource),
      action: text(action),
      from: text(from),
      to: text(to),
      page: text(page),
    });
    ctx.body = await readEntries(query);
  },

  /** GET /api/admin/activity/filters: the people, resources and actions the log holds. */
  async filters(ctx: Context) {
    ctx.body = await filterOptions();
  },

  /** POST /api/admin/activity/{id}/restore: writes the version before the change back; the restored record. */
  async restore(ctx: Context) {
    const id = recordId(ctx);
    if (id === null) throw notFound();
    ctx.body = await restoreEntry(id, ctx.state.backofficeUser);
  },
});
