import type { Context } from 'koa';
import {
  ACTIVITY_EXPORT_FORMATS,
  activityQuerySchema,
  catalogueCommand,
  type ActivityExportFormat,
} from '@bank/shared';
import { filterOptions, readEntries, type EntryQuery } from '../../../activity/entries';
import { sendActivityExport } from '../../../activity/export';
import { checkRestore, restoreEntry } from '../../../activity/restore';
import { resourcesHiddenFrom } from '../../../activity/readers';
import { signedInStaff } from '../../../auth/backoffice-auth';
import { badRequest, notFound } from '../../../lib/errors';
import type { AppliedInput, CommandHandler } from '../../../lib/commands';
import { positiveId, validated } from '../../../lib/validation';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const definition = catalogueCommand('activity.restore');

/** The entry a restore names: its target's, checked by the command's rule (a positive id). */
const restoredEntryId = (input: AppliedInput): number => Number(input.target.entry);

/**
 * POST /api/admin/activity/{id}/restore, the command `activity.restore`: writes the version before
 * the entry's change back, as the maker (whose role must write such records); answers the restored
 * record. While changes need approval it is checked in full before it is held.
 */
export const restoreCommand: CommandHandler = {
  definition,
  targetOf(params) {
    const entry = positiveId(params.id);
    if (entry === null) throw notFound();
    return { entry };
  },
  check: (input, { maker }) => checkRestore(restoredEntryId(input), maker),
  apply: (input, { maker }) => restoreEntry(restoredEntryId(input), maker),
};

/** The log's filters of a request, checked (400 naming each one refused). */
async function queryOf(ctx: Context): Promise<EntryQuery> {
  const { actor, resource, action, from, to, q, record, page, page_size: pageSize } = ctx.query;
  return validated(activityQuerySchema, {
    actor: text(actor),
    resource: text(resource),
    action: text(action),
    from: text(from),
    to: text(to),
    q: text(q),
    record: text(record),
    page: text(page),
    page_size: text(pageSize),
  });
}

/** The activity log, read only: the API has no path that changes or deletes an entry (a restore adds one). */
export default () => ({
  /** GET /api/admin/activity?actor=&resource=&action=&from=&to=&q=&record=&page=&page_size= */
  async list(ctx: Context) {
    ctx.body = await readEntries(await queryOf(ctx), resourcesHiddenFrom(signedInStaff(ctx).user.staff_role));
  },

  /** GET /api/admin/activity/export?format=csv|json&<the list's filters>: activity/export.ts. */
  async export(ctx: Context) {
    const format = text(ctx.query.format);
    if (!(ACTIVITY_EXPORT_FORMATS as readonly unknown[]).includes(format))
      throw badRequest({ format: 'Format is csv or json' });
    const { page: _page, page_size: _size, ...query } = await queryOf(ctx);
    await sendActivityExport(
      ctx,
      query,
      format as ActivityExportFormat,
      resourcesHiddenFrom(signedInStaff(ctx).user.staff_role),
    );
  },

  /** GET /api/admin/activity/filters: the accounts, resources and actions of the entries the role may see. */
  async filters(ctx: Context) {
    ctx.body = await filterOptions(resourcesHiddenFrom(signedInStaff(ctx).user.staff_role));
  },
});
