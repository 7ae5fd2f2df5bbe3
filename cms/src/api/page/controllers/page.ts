import type { Context } from 'koa';
import {
  API_MESSAGES,
  PAGE_FIELDS,
  PAGE_MEDIA_RULES,
  PAGE_SLUGS,
  STAFF_VIEW,
  circularSchema,
  pageSchema,
} from '@bank/shared';
import { localesOf } from '../../../content/locales';
import { conflict, notFound } from '../../../lib/errors';
import { readPageRows, readPages } from '../../../reads/public-reads';
import { createRecord, createRecordReader, deleteRecord, updateRecord } from '../../../content/records';
import { serializePage } from '../../../content/serializers';
import { acceptedFile, type CheckedFile } from '../../../lib/uploads';
import { pickFields, validated } from '../../../lib/validation';

const UID = 'api::page.page';
const MEDIA_FIELDS = Object.keys(PAGE_MEDIA_RULES);
const pages = createRecordReader(UID, MEDIA_FIELDS);

/** The page's image and PDF, each checked by its bytes when sent. */
async function pageFiles(ctx: Context, pdfRequired = false): Promise<Record<string, CheckedFile | null>> {
  return {
    image: await acceptedFile(ctx, PAGE_MEDIA_RULES.image, false),
    pdf: await acceptedFile(ctx, PAGE_MEDIA_RULES.pdf, pdfRequired),
  };
}

/**
 * Server pages: About (slug about-us), the circulars header (the first circulars record) and the
 * circulars themselves (slug circulars, title, content, PDF).
 */
export default () => ({
  /** GET /pages?slug=X: the pages with that slug by id, so the circulars header comes first. */
  async list(ctx: Context) {
    if (ctx.query[STAFF_VIEW.param] !== STAFF_VIEW.value) {
      ctx.body = await readPages(ctx.query.slug);
      return;
    }
    // The back office's view also says the locales each page has.
    const rows = await readPageRows(ctx.query.slug);
    const localesOfRow = await localesOf(UID, rows);
    ctx.body = rows.map((row) => ({ ...serializePage(row), locales: localesOfRow(row) }));
  },

  /** POST /admin/pages: creates or updates the (first) page with the given slug. */
  async upsert(ctx: Context) {
    const values = await validated(pageSchema, pickFields(ctx.request.body, PAGE_FIELDS));
    const files = await pageFiles(ctx);
    const existing = await pages.findFirst({ where: { slug: values.slug }, orderBy: { id: 'asc' } });
    if (existing) {
      ctx.body = serializePage(await updateRecord(UID, existing, values, files, pages.findById, values.title));
    } else {
      ctx.status = 201;
      ctx.body = serializePage(await createRecord(UID, values, files, pages.findById, values.title));
    }
  },

  /** POST /admin/pages/:id: updates one page, a circular for instance. The slug stays unless sent. */
  async update(ctx: Context) {
    const existing = await pages.findExisting(ctx);
    const values = await validated(pageSchema, { slug: existing.slug, ...pickFields(ctx.request.body, PAGE_FIELDS) });
    ctx.body = serializePage(
      await updateRecord(UID, existing, values, await pageFiles(ctx), pages.findById, values.title),
    );
  },

  /** POST /admin/circulars: a new circular (title, content and a PDF). */
  async createCircular(ctx: Context) {
    const values = await validated(circularSchema, pickFields(ctx.request.body, ['title', 'content']));
    const files = await pageFiles(ctx, true);
    ctx.status = 201;
    ctx.body = serializePage(
      await createRecord(UID, { ...values, slug: PAGE_SLUGS.circulars }, files, pages.findById, values.title),
    );
  },

  /** DELETE /admin/circulars/:id: removes a circular and its files; the page's header record stays (409). */
  async removeCircular(ctx: Context) {
    const existing = await pages.findExisting(ctx);
    if (existing.slug !== PAGE_SLUGS.circulars) throw notFound();
    // Deleting the header would silently make the oldest circular the page's heading.
    const header = await pages.findFirst({ where: { slug: PAGE_SLUGS.circulars }, orderBy: { id: 'asc' } });
    if (header?.id === existing.id) throw conflict(API_MESSAGES.circularsHeaderKept);
    await deleteRecord(UID, existing, MEDIA_FIELDS);
    ctx.status = 204;
  },
});
