import type { Context } from 'koa';
import {
  API_MESSAGES,
  PAGE_FIELDS,
  PAGE_MEDIA_RULES,
  PAGE_SLUGS,
  RECORD_VERSION_FIELD,
  STAFF_VIEW,
  circularSchema,
  catalogueCommand,
  pageSchema,
} from '@bank/shared';
import { localesOf } from '../../../content/locales';
import { conflict, notFound } from '../../../lib/errors';
import { readPageRows, readPages } from '../../../reads/public-reads';
import { createRecord, createRecordReader, deleteRecord, updateRecord } from '../../../content/records';
import { serializePage } from '../../../content/serializers';
import type { AppliedInput, CommandHandler } from '../../../lib/commands';
import { acceptedFileOf, type CheckedFile } from '../../../lib/uploads';
import { pickFields, validated } from '../../../lib/validation';
import type { StoredRow } from '../../../lib/stored-rows';
import { versionsOf } from '../../../content/record-versions';

export const PAGE_UID = 'api::page.page';
const MEDIA_FIELDS = Object.keys(PAGE_MEDIA_RULES);
const pages = createRecordReader(PAGE_UID, MEDIA_FIELDS);
type PageRow = StoredRow<typeof PAGE_UID>;

/** The page's image and PDF, each checked by its bytes when sent. */
async function pageFiles(input: AppliedInput, pdfRequired = false): Promise<Record<string, CheckedFile | null>> {
  return {
    image: await acceptedFileOf(input.files, PAGE_MEDIA_RULES.image, false),
    pdf: await acceptedFileOf(input.files, PAGE_MEDIA_RULES.pdf, pdfRequired),
  };
}

// A page written answers it as the contract's page; a new one 201.
const answerPage = (ctx: Context, { row, created }: { row: PageRow; created: boolean }) => {
  if (created) ctx.status = 201;
  ctx.body = serializePage(row);
};

const pageValues = (input: AppliedInput) => validated(pageSchema, pickFields(input.values, PAGE_FIELDS));
/** The circular a target names (404 for another page). */
async function circularOf(input: AppliedInput): Promise<PageRow> {
  const existing = await pages.findRecord(input.target.id);
  if (existing.slug !== PAGE_SLUGS.circulars) throw notFound();
  // Deleting the header would silently make the oldest circular the page's heading.
  const header = await pages.findFirst({ where: { slug: PAGE_SLUGS.circulars }, orderBy: { id: 'asc' } });
  if (header?.id === existing.id) throw conflict(API_MESSAGES.circularsHeaderKept);
  return existing;
}
/** An update keeps the page's slug unless one is sent. */
async function updatedValues(input: AppliedInput) {
  const existing = await pages.findRecord(input.target.id);
  const values = await validated(pageSchema, { slug: existing.slug, ...pickFields(input.values, PAGE_FIELDS) });
  return { existing, values };
}
const circularValues = (input: AppliedInput) =>
  validated(circularSchema, pickFields(input.values, ['title', 'content']));

/**
 * The server pages' commands: About (slug about-us), the circulars header (the first circulars
 * record) and the circulars themselves (slug circulars, title, content, PDF).
 */
export const PAGE_COMMANDS = {
  /** POST /admin/pages: creates or updates the (first) page with the given slug. */
  save: {
    definition: catalogueCommand('pages.save'),
    async check(input) {
      const values = await pageValues(input);
      await pageFiles(input);
      return values;
    },
    async apply(input) {
      const values = await pageValues(input);
      const files = await pageFiles(input);
      const existing = await pages.findFirst({ where: { slug: values.slug }, orderBy: { id: 'asc' } });
      return existing
        ? { row: await updateRecord(PAGE_UID, existing, values, files, pages.findById, values.title), created: false }
        : { row: await createRecord(PAGE_UID, values, files, pages.findById, values.title), created: true };
    },
    answer: answerPage,
  } satisfies CommandHandler<{ row: PageRow; created: boolean }>,

  /** POST /admin/pages/:id: updates one page, a circular for instance. The slug stays unless sent. */
  update: {
    definition: catalogueCommand('pages.update'),
    async check(input) {
      const { values } = await updatedValues(input);
      await pageFiles(input);
      return values;
    },
    async apply(input) {
      const { existing, values } = await updatedValues(input);
      const files = await pageFiles(input);
      return {
        row: await updateRecord(PAGE_UID, existing, values, files, pages.findById, values.title),
        created: false,
      };
    },
    answer: answerPage,
  } satisfies CommandHandler<{ row: PageRow; created: boolean }>,

  /** POST /admin/circulars: a new circular (title, content and a PDF). */
  createCircular: {
    definition: catalogueCommand('circulars.create'),
    async check(input) {
      const values = await circularValues(input);
      await pageFiles(input, true);
      return values;
    },
    async apply(input) {
      const values = await circularValues(input);
      const files = await pageFiles(input, true);
      const data = { ...values, slug: PAGE_SLUGS.circulars };
      return { row: await createRecord(PAGE_UID, data, files, pages.findById, values.title), created: true };
    },
    answer: answerPage,
  } satisfies CommandHandler<{ row: PageRow; created: boolean }>,

  /** DELETE /admin/circulars/:id: removes a circular and its files; the page's header record stays (409). */
  removeCircular: {
    definition: catalogueCommand('circulars.delete'),
    check: async (input) => void (await circularOf(input)),
    async apply(input) {
      await deleteRecord(PAGE_UID, await circularOf(input), MEDIA_FIELDS);
    },
    answer(ctx) {
      ctx.status = 204;
    },
  } satisfies CommandHandler<void>,
};

/** GET /pages?slug=X: the pages with that slug by id, so the circulars header comes first. */
export default () => ({
  async list(ctx: Context) {
    if (ctx.query[STAFF_VIEW.param] !== STAFF_VIEW.value) {
      ctx.body = await readPages(ctx.query.slug);
      return;
    }
    // The back office's view also says the locales each page has, and its version (an edit sends it back).
    const rows = await readPageRows(ctx.query.slug);
    const localesOfRow = await localesOf(PAGE_UID, rows);
    const versions = await versionsOf(
      PAGE_UID,
      rows.map((row) => String(row.documentId)),
    );
    ctx.body = rows.map((row) => ({
      ...serializePage(row),
      locales: localesOfRow(row),
      [RECORD_VERSION_FIELD]: versions.get(String(row.documentId)),
    }));
  },
});
