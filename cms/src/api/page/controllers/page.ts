import { PAGE_FIELDS, PAGE_MEDIA_RULES, PAGE_SLUGS, circularSchema, pageSchema } from '@bank/shared';
import { badRequest, notFound } from '../../../lib/errors';
import { serializePage } from '../../../lib/serializers';
import { acceptedFile, removeFile, withStoredFiles, type CheckedFile } from '../../../lib/uploads';
import { pickFields, recordId, validated } from '../../../lib/validation';

const UID = 'api::page.page';
const POPULATE = { image: { select: ['id', 'url'] }, pdf: { select: ['id', 'url'] } };
const pages = () => strapi.db.query(UID);
const findPage = (id: number) => pages().findOne({ where: { id }, populate: POPULATE });

async function findExistingPage(ctx) {
  const id = recordId(ctx);
  const row = id === null ? null : await findPage(id);
  if (!row) throw notFound();
  return row;
}

/** The page's image and PDF, each checked by its bytes when sent. */
async function pageFiles(ctx, pdfRequired = false): Promise<Record<string, CheckedFile | null>> {
  return {
    image: await acceptedFile(ctx, PAGE_MEDIA_RULES.image, false),
    pdf: await acceptedFile(ctx, PAGE_MEDIA_RULES.pdf, pdfRequired),
  };
}

/** Writes values and new files onto an existing page, then drops the files they replaced. */
async function updatePage(existing, values: Record<string, unknown>, files: Record<string, CheckedFile | null>) {
  const row = await withStoredFiles(files, async (fileIds) => {
    await strapi.documents(UID).update({ documentId: existing.documentId, data: { ...values, ...fileIds } as never });
    return findPage(existing.id);
  });
  for (const field of Object.keys(files)) {
    if (files[field] && existing[field]) await removeFile(existing[field].id);
  }
  return row;
}

async function createPage(values: Record<string, unknown>, files: Record<string, CheckedFile | null>) {
  return withStoredFiles(files, async (fileIds) => {
    const created = await strapi.documents(UID).create({ data: { ...values, ...fileIds } as never });
    return findPage(created.id as number);
  });
}

/**
 * Server pages: About (slug about-us), the circulars header (the first circulars record) and the
 * circulars themselves (slug circulars, title, content, PDF).
 */
export default () => ({
  /** GET /pages?slug=X: the pages with that slug by id, so the circulars header comes first. */
  async list(ctx) {
    const { slug } = ctx.query;
    if (slug !== undefined && typeof slug !== 'string') throw badRequest({ slug: 'Give one slug' });
    const rows = await pages().findMany({ where: slug === undefined ? {} : { slug }, orderBy: { id: 'asc' }, populate: POPULATE });
    ctx.body = rows.map(serializePage);
  },

  /** POST /admin/pages: creates or updates the (first) page with the given slug. */
  async upsert(ctx) {
    const values = await validated(pageSchema, pickFields(ctx.request.body, PAGE_FIELDS));
    const files = await pageFiles(ctx);
    const existing = await pages().findOne({ where: { slug: values.slug }, orderBy: { id: 'asc' }, populate: POPULATE });
    if (existing) {
      ctx.body = serializePage(await updatePage(existing, values, files));
    } else {
      ctx.status = 201;
      ctx.body = serializePage(await createPage(values, files));
    }
  },

  /** POST /admin/pages/:id: updates one page, a circular for instance. The slug stays unless sent. */
  async update(ctx) {
    const existing = await findExistingPage(ctx);
    const input = { slug: existing.slug, ...pickFields(ctx.request.body, PAGE_FIELDS) };
    const values = await validated(pageSchema, input);
    ctx.body = serializePage(await updatePage(existing, values, await pageFiles(ctx)));
  },

  /** POST /admin/circulars: a new circular (title, content and a PDF). */
  async createCircular(ctx) {
    const values = await validated(circularSchema, pickFields(ctx.request.body, ['title', 'content']));
    const files = await pageFiles(ctx, true);
    ctx.status = 201;
    ctx.body = serializePage(await createPage({ ...values, slug: PAGE_SLUGS.circulars }, files));
  },

  /** DELETE /admin/circulars/:id: removes a circular and its files. */
  async removeCircular(ctx) {
    const existing = await findExistingPage(ctx);
    if (existing.slug !== PAGE_SLUGS.circulars) throw notFound();
    await strapi.documents(UID).delete({ documentId: existing.documentId });
    await Promise.all([removeFile(existing.image?.id), removeFile(existing.pdf?.id)]);
    ctx.status = 204;
  },
});
