import type { Context } from 'koa';
import { promises as fs } from 'fs';
import { indiaToday } from '@bank/shared';
import { badRequest } from '../../../lib/errors';
import { incomingFile } from '../../../lib/uploads';
import {
  importUnclaimed,
  previewUnclaimed,
  searchUnclaimed,
  unclaimedListCsv,
} from '../../../protection/unclaimed-deposits';

/** A CSV of 50,000 names is about 3 MB; ten times that is surely not a list of names. */
const CSV_LIMIT_BYTES = 32 * 1024 * 1024;

/** The bytes of the request's CSV file, or 400. */
async function csvOf(ctx: Context): Promise<Buffer> {
  const file = incomingFile(ctx, 'file');
  if (!file) throw badRequest({ file: 'Choose a CSV file of name,address lines' });
  if (file.size > CSV_LIMIT_BYTES) throw badRequest({ file: 'The file is larger than 32 MB' });
  return fs.readFile(file.filepath);
}

/** The unclaimed-deposits list in the back office, replaced from a CSV (anyone's search is a public read). */
export default () => ({
  /** The back office's view: every name a page at a time, or those matching q. */
  async list(ctx: Context) {
    ctx.body = await searchUnclaimed(ctx.query.q ?? '', ctx.query.page, { everyName: true });
  },

  /** What the import of the file would change, checked as the import checks it; nothing written. */
  async preview(ctx: Context) {
    ctx.body = await previewUnclaimed(await csvOf(ctx));
  },

  async import(ctx: Context) {
    const csv = await csvOf(ctx);
    const replaces =
      typeof ctx.request.body?.replaces === 'string' && ctx.request.body.replaces !== ''
        ? ctx.request.body.replaces
        : undefined;
    ctx.body = await importUnclaimed(csv, { replaces });
  },

  /** The list held, as a CSV file the import takes back. */
  async download(ctx: Context) {
    ctx.set('Content-Disposition', `attachment; filename="unclaimed-deposits-${indiaToday()}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = await unclaimedListCsv();
  },
});
