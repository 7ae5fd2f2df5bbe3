import { promises as fs } from 'fs';
import { badRequest } from '../../../lib/errors';
import { incomingFile } from '../../../lib/uploads';
import { importUnclaimed, searchUnclaimed } from '../../../protection/unclaimed-deposits';

/** A CSV of 50,000 names is about 3 MB; ten times that is surely not a list of names. */
const CSV_LIMIT_BYTES = 32 * 1024 * 1024;

/** The unclaimed-deposits list: searched by name by anyone, replaced from a CSV in the back office. */
export default () => ({
  async search(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await searchUnclaimed(ctx.query.q, ctx.query.page);
  },

  /** The back office's view: every name a page at a time, or those matching q. */
  async list(ctx) {
    ctx.body = await searchUnclaimed(ctx.query.q ?? '', ctx.query.page, { everyName: true });
  },

  async import(ctx) {
    const file = incomingFile(ctx, 'file');
    if (!file) throw badRequest({ file: 'Choose a CSV file of name,address lines' });
    if (file.size > CSV_LIMIT_BYTES) throw badRequest({ file: 'The file is larger than 32 MB' });
    const result = await importUnclaimed(await fs.readFile(file.filepath));
    ctx.body = { ...result, total: result.imported };
  },
});
