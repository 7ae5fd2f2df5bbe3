import type { UID } from '@strapi/strapi';
import type { ResourceRule } from '@bank/shared';
import { notFound } from './errors';
import { acceptedFile, removeFile, withStoredFiles } from './uploads';
import { pickFields, recordId, validated } from './validation';

/** A back-office list resource: the shared rule plus where it is stored and how it is shown. */
export interface ResourceDefinition<R> {
  uid: UID.ContentType;
  rule: ResourceRule;
  orderBy: Record<string, 'asc' | 'desc'> | Array<Record<string, 'asc' | 'desc'>>;
  serialize: (row) => R;
  /** Alternative text for the stored file, from the record's values. */
  altText?: (values: Record<string, unknown>) => string;
}

/** Reads through the query engine (not the Document Service): one query, media URL populated. */
export function createResourceStore<R>(definition: ResourceDefinition<R>) {
  const mediaField = definition.rule.media?.field;
  const populate = mediaField ? { [mediaField]: { select: ['id', 'url'] } } : undefined;
  const query = () => strapi.db.query(definition.uid);

  return {
    findAll: () => query().findMany({ orderBy: definition.orderBy, populate }),
    findById: (id: number) => query().findOne({ where: { id }, populate }),
    async findExisting(ctx) {
      const id = recordId(ctx);
      const row = id === null ? null : await query().findOne({ where: { id }, populate });
      if (!row) throw notFound();
      return row;
    },
  };
}

/**
 * The controller of every admin list resource (CONTRACT §4): list, create, update, remove.
 * Input is checked with the shared schema and the file by its bytes before anything is written;
 * writes go through the Document Service so the Strapi panel and lifecycle hooks see them.
 */
export function createResourceController<R>(definition: ResourceDefinition<R>) {
  const { uid, rule, serialize } = definition;
  const store = createResourceStore(definition);
  const documents = () => strapi.documents(uid);
  const mediaField = rule.media?.field;

  async function readInput(ctx, isCreate: boolean) {
    const values = await validated(rule.schema, pickFields(ctx.request.body, rule.fields));
    const file = await acceptedFile(ctx, rule.media, isCreate && rule.media?.requiredOnCreate === true);
    return { values, files: mediaField ? { [mediaField]: file } : {} };
  }

  return () => ({
    async list(ctx) {
      ctx.body = (await store.findAll()).map(serialize);
    },

    async create(ctx) {
      const { values, files } = await readInput(ctx, true);
      const row = await withStoredFiles(
        files,
        async (fileIds) => {
          const created = await documents().create({ data: { ...values, ...fileIds } as never });
          return store.findById(created.id as number);
        },
        definition.altText?.(values),
      );
      ctx.status = 201;
      ctx.body = serialize(row);
    },

    async update(ctx) {
      const existing = await store.findExisting(ctx);
      const { values, files } = await readInput(ctx, false);
      const row = await withStoredFiles(
        files,
        async (fileIds) => {
          await documents().update({ documentId: existing.documentId, data: { ...values, ...fileIds } as never });
          return store.findById(existing.id);
        },
        definition.altText?.(values),
      );
      // The replaced file goes only once the record points at its successor.
      if (mediaField && files[mediaField] && existing[mediaField]) await removeFile(existing[mediaField].id);
      ctx.body = serialize(row);
    },

    async remove(ctx) {
      const existing = await store.findExisting(ctx);
      await documents().delete({ documentId: existing.documentId });
      if (mediaField && existing[mediaField]) await removeFile(existing[mediaField].id);
      ctx.status = 204;
    },
  });
}
