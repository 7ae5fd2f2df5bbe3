import type { Context, Next } from 'koa';
import type { ChangeDescription } from '../content/publishes';
import { catalogueCommand, hiddenPageSchema, hiddenReads, type CommandInput } from '@bank/shared';
import { notFound } from '../lib/errors';
import type { CommandHandler } from '../lib/commands';
import { pickFields, validated } from '../lib/validation';
import { HIDDEN_PAGES } from '../resources';

const UNIQUE_INDEX = 'hidden_pages_part_unique';

/** One row a hidden part, whichever process hides it: the database keeps it so (made at start). */
export async function ensureHiddenPageIndex(): Promise<void> {
  const table = strapi.db.metadata.get(HIDDEN_PAGES).tableName;
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${UNIQUE_INDEX} ON ${table} (part)`);
}

/** GET /api/hidden-pages: the parts hidden from visitors, in path order. */
export async function readHiddenParts(): Promise<string[]> {
  const rows = await strapi.db.query(HIDDEN_PAGES).findMany({ select: ['part'], orderBy: { part: 'asc' } });
  return rows.map((row) => String(row.part));
}

/** A hide or show as the shared schema takes it: the part, and whether it is to be hidden (400 naming what is wrong). */
const partSent = (input: CommandInput) => validated(hiddenPageSchema, pickFields(input.values, ['part', 'hidden']));

const SET = catalogueCommand('hidden-pages.set');

/**
 * PUT /api/admin/hidden-pages {part, hidden}, the command `hidden-pages.set`: hides a part (its row
 * made) or shows it again (its row deleted), through the Document Service so that the activity log
 * and the public cache see it as any other write. Hiding what is hidden, or showing what is shown,
 * changes and logs nothing. Its one check, the shared schema, refuses a bad input before it is held.
 */
export const setPartHidden: CommandHandler<string[]> = {
  definition: SET,
  check: partSent,
  async apply(input) {
    const { part, hidden } = await partSent(input);
    const existing = await strapi.db.query(HIDDEN_PAGES).findOne({ where: { part } });
    if (hidden && !existing) {
      try {
        await strapi.documents(HIDDEN_PAGES).create({ data: { part } });
      } catch (error) {
        // Another process hid it at the same moment: the unique index kept one row, which is the outcome asked for.
        if (!(await strapi.db.query(HIDDEN_PAGES).findOne({ where: { part } }))) throw error;
      }
    }
    if (!hidden && existing) await strapi.documents(HIDDEN_PAGES).delete({ documentId: existing.documentId });
    return readHiddenParts();
  },
};

/** Four eyes: a hide or show as a change request shows it: the part, hidden before and after. */
export async function describeHiddenPart(_ctx: Context, input?: CommandInput): Promise<Partial<ChangeDescription>> {
  if (!input) throw new Error("A hide or show is described by its command's input");
  const { part, hidden } = await partSent(input);
  const existing = await strapi.db.query(HIDDEN_PAGES).findOne({ where: { part } });
  return {
    kind: 'update',
    resource: 'hidden-pages',
    record_label: part,
    changes: [{ field: 'hidden', before: existing !== null, after: hidden }],
  };
}

/**
 * Route middleware of the public reads a hideable part names (HIDEABLE_PARTS): 404 while that part
 * is hidden. The answer is never cached, and a hide or show drops the cached answers of those reads.
 */
export async function refuseHiddenRead(ctx: Context, next: Next): Promise<void> {
  const slug = ctx.query.slug;
  const read = typeof slug === 'string' ? `${ctx.path}?slug=${slug}` : ctx.path;
  if (hiddenReads(await readHiddenParts()).has(read)) throw notFound();
  await next();
}
