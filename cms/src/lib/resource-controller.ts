import type { UID } from '@strapi/strapi';
import type { ResourceRule } from '@bank/shared';
import { createRecord, createRecordReader, deleteRecord, updateRecord } from './records';
import { acceptedFile } from './uploads';
import { pickFields, validated } from './validation';

/** A back-office list resource: the shared rule plus where it is stored and how it is shown. */
export interface ResourceDefinition<R> {
  uid: UID.ContentType;
  rule: ResourceRule;
  orderBy: Record<string, 'asc' | 'desc'> | Array<Record<string, 'asc' | 'desc'>>;
  serialize: (row) => R;
  /** Alternative text for the stored file, from the record's values. */
  altText?: (values: Record<string, unknown>) => string;
}

/**
 * The controller of every admin list resource (CONTRACT §4): list, create, update, remove.
 * Input is checked with the shared schema, and the file by its bytes, before anything is written.
 */
export function createResourceController<R>(definition: ResourceDefinition<R>) {
  const { uid, rule, serialize } = definition;
  const mediaFields = rule.media ? [rule.media.field] : [];
  const records = createRecordReader(uid, mediaFields);

  async function readInput(ctx, isCreate: boolean) {
    const values = await validated(rule.schema, pickFields(ctx.request.body, rule.fields));
    const file = await acceptedFile(ctx, rule.media, isCreate && rule.media?.requiredOnCreate === true);
    return { values, files: rule.media ? { [rule.media.field]: file } : {}, alt: definition.altText?.(values) };
  }

  return () => ({
    async list(ctx) {
      ctx.body = (await records.findMany({ orderBy: definition.orderBy })).map(serialize);
    },

    async create(ctx) {
      const { values, files, alt } = await readInput(ctx, true);
      ctx.status = 201;
      ctx.body = serialize(await createRecord(uid, values, files, records.findById, alt));
    },

    async update(ctx) {
      const existing = await records.findExisting(ctx);
      const { values, files, alt } = await readInput(ctx, false);
      ctx.body = serialize(await updateRecord(uid, existing, values, files, records.findById, alt));
    },

    async remove(ctx) {
      await deleteRecord(uid, await records.findExisting(ctx), mediaFields);
      ctx.status = 204;
    },
  });
}
