import type { Context } from 'koa';
import { promises as fs } from 'fs';
import { catalogueCommand, indiaToday, type UnclaimedImportResult } from '@bank/shared';
import { badRequest } from '../../../lib/errors';
import type { AppliedInput, CommandHandler } from '../../../lib/commands';
import { incomingFile, type IncomingFile } from '../../../lib/uploads';
import { pickFields } from '../../../lib/validation';
import {
  checkUnclaimedImport,
  importUnclaimed,
  previewUnclaimed,
  searchUnclaimed,
  unclaimedListCsv,
} from '../../../protection/unclaimed-deposits';

/** A CSV of 50,000 names is about 3 MB; ten times that is surely not a list of names. */
const CSV_LIMIT_BYTES = 32 * 1024 * 1024;

/** The field the CSV file is sent in. */
const CSV_FIELD = 'file';

/** The bytes of the CSV file sent, or 400. */
async function csvOf(file: IncomingFile | null | undefined): Promise<Buffer> {
  if (!file) throw badRequest({ [CSV_FIELD]: 'Choose a CSV file of name,address lines' });
  if (file.size > CSV_LIMIT_BYTES) throw badRequest({ [CSV_FIELD]: 'The file is larger than 32 MB' });
  return fs.readFile(file.filepath);
}

/** An import's file and the preview's list it replaces (`replaces`: the preview's `list_version`), if given. */
async function importOf(input: AppliedInput): Promise<{ csv: Buffer; replaces?: string }> {
  const csv = await csvOf(input.files[CSV_FIELD]);
  const { replaces } = input.values;
  return typeof replaces === 'string' && replaces !== '' ? { csv, replaces } : { csv };
}

const definition = catalogueCommand('unclaimed-deposits.import');

/**
 * POST /api/admin/unclaimed-deposits/import, the command `unclaimed-deposits.import`: the CSV replaces
 * the whole list, or nothing changes. While changes need approval its file and lines are checked, and
 * the list compared with the preview's, before it is held; applied, it checks them all again.
 */
export const importCommand: CommandHandler<UnclaimedImportResult> = {
  definition,
  // The form's fields: `replaces` only (an empty one is not given).
  valuesOf: (body) => {
    const { replaces } = pickFields(body, ['replaces']);
    return typeof replaces === 'string' && replaces !== '' ? { replaces } : {};
  },
  async check(input) {
    const { csv, replaces } = await importOf(input);
    await checkUnclaimedImport(csv, { replaces });
  },
  async apply(input) {
    const { csv, replaces } = await importOf(input);
    return importUnclaimed(csv, { replaces });
  },
};

/** The unclaimed-deposits list in the back office, replaced from a CSV (anyone's search is a public read). */
export default () => ({
  /** The back office's view: every name a page at a time, or those matching q. */
  async list(ctx: Context) {
    ctx.body = await searchUnclaimed(ctx.query.q ?? '', ctx.query.page, { everyName: true });
  },

  /** What the import of the file would change, checked as the import checks it; nothing written. */
  async preview(ctx: Context) {
    ctx.body = await previewUnclaimed(await csvOf(incomingFile(ctx, CSV_FIELD)));
  },

  /** The list held, as a CSV file the import takes back. */
  async download(ctx: Context) {
    ctx.set('Content-Disposition', `attachment; filename="unclaimed-deposits-${indiaToday()}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = await unclaimedListCsv();
  },
});
