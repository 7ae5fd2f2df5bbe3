import type { Context } from 'koa';
import { activityQuerySchema } from '@bank/shared';
import { filterOptions, readEntries } from '../../../activity/entries';
import { restoreEntry } from '../../../activity/restore';
import { resourcesHiddenFrom } from '../../../activity/readers';
import { signedInStaff } from '../../../auth/backoffice-auth';
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
    ctx.body = await readEntries(query, resourcesHiddenFrom(signedInStaff(ctx).user.staff_role));
  },

  /** GET /api/admin/activity/filters: the accounts, resources and actions of the entries the role may see. */
  async filters(ctx: Context) {
    ctx.body = await filterOptions(resourcesHiddenFrom(signedInStaff(ctx).user.staff_role));
  },

  /** POST /api/admin/activity/{id}/restore: writes the version before the change back; the restored record. */
  async restore(ctx: Context) {
    const id = recordId(ctx);
    if (id === null) throw notFound();
    ctx.body = await restoreEntry(id, ctx.state.backofficeUser);
  },
});
