import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { STAFF_VIEW } from '@bank/shared';
import { listReaders, type ListResource } from './list-resource';
import { createRecord, createRecordReader, deleteRecord, updateRecord } from './records';
import { acceptedFile } from '../lib/uploads';
import { pickFields, validated } from '../lib/validation';
import type { StoredRow } from '../lib/stored-rows';

/**
 * The actions of every admin list resource: list, create, update, remove. Input is checked with the
 * shared schema (and the resource's own check), and the file by its bytes, before anything is written.
 */
export function createResourceController<R, T extends UID.ContentType>(resource: ListResource<R, T>) {
  const { uid, rule } = resource;
  const mediaFields = rule.media ? [rule.media.field] : [];
  const records = createRecordReader(uid, mediaFields);
  const readers = listReaders(resource);
  /** The contract's record, or with the back office's own fields when it asks (`?view=staff`). */
  const viewOf = (ctx: Context) => (ctx.query[STAFF_VIEW.param] === STAFF_VIEW.value ? 'staff' : 'record');
  const serializeOne = async (ctx: Context, row: StoredRow<T>) => {
    const record = viewOf(ctx) === 'staff' ? resource.serializeForStaff(row) : resource.serialize(row);
    return resource.complete ? (await resource.complete([record]))[0] : record;
  };

  async function readInput(ctx: Context, existing: Record<string, unknown> | null) {
    const isCreate = existing === null;
    const values = await validated(rule.schema, pickFields(ctx.request.body, rule.fields));
    await resource.checkInput?.(values, existing);
    const file = await acceptedFile(ctx, rule.media, isCreate && rule.media?.requiredOnCreate === true);
    return {
      values,
      files: rule.media ? { [rule.media.field]: file } : {},
      alt: String(values[resource.labelField] ?? ''),
    };
  }

  return {
    /** Four eyes: the checks of a create, nothing written (the values to be stored). */
    async checkCreate(ctx: Context): Promise<Record<string, unknown>> {
      return (await readInput(ctx, null)).values;
    },

    /** Four eyes: the checks of an update, nothing written; 404 for an unknown id. */
    async checkUpdate(ctx: Context): Promise<Record<string, unknown>> {
      return (await readInput(ctx, await records.findExisting(ctx))).values;
    },

    async list(ctx: Context) {
      // Every record, those past their unpublish time included.
      ctx.body = await readers.all(viewOf(ctx));
    },

    async create(ctx: Context) {
      const { values, files, alt } = await readInput(ctx, null);
      ctx.status = 201;
      ctx.body = await serializeOne(ctx, await createRecord(uid, values, files, records.findById, alt));
    },

    async update(ctx: Context) {
      const existing = await records.findExisting(ctx);
      const { values, files, alt } = await readInput(ctx, existing);
      ctx.body = await serializeOne(ctx, await updateRecord(uid, existing, values, files, records.findById, alt));
    },

    async remove(ctx: Context) {
      await deleteRecord(uid, await records.findExisting(ctx), mediaFields);
      ctx.status = 204;
    },
  };
}
