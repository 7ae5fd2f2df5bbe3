import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { RECORD_VERSION_FIELD, STAFF_VIEW, catalogueCommand } from '@bank/shared';
import { recordVersion } from './record-versions';
import { listReaders, type ListResource } from './list-resource';
import { createRecord, createRecordReader, deleteRecord, updateRecord } from './records';
import type { AppliedInput, CommandHandler } from '../lib/commands';
import { acceptedFileOf } from '../lib/uploads';
import { pickFields, validated } from '../lib/validation';
import type { StoredRow } from '../lib/stored-rows';

/**
 * The list and the commands of every admin list resource: create, update, delete. Input is checked
 * with the shared schema (and the resource's own check), and the file by its bytes, before anything
 * is written, whether a request sends it or an approval applies it.
 */
export function createResourceController<R, T extends UID.ContentType>(resource: ListResource<R, T>) {
  const { uid, rule } = resource;
  const mediaFields = rule.media ? [rule.media.field] : [];
  const records = createRecordReader(uid, mediaFields);
  const readers = listReaders(resource);
  /** The contract's record, or with the back office's own fields when it asks (`?view=staff`). */
  const viewOf = (ctx: Context) => (ctx.query[STAFF_VIEW.param] === STAFF_VIEW.value ? 'staff' : 'record');
  const serializeOne = async (ctx: Context, row: StoredRow<T>) => {
    const record =
      viewOf(ctx) === 'staff'
        ? ({
            ...(resource.serializeForStaff(row) as object),
            [RECORD_VERSION_FIELD]: await recordVersion(uid, String(row.documentId)),
          } as R)
        : resource.serialize(row);
    return resource.complete ? (await resource.complete([record]))[0] : record;
  };

  async function readInput(input: AppliedInput, existing: Record<string, unknown> | null) {
    const isCreate = existing === null;
    const values = await validated(rule.schema, pickFields(input.values, rule.fields));
    await resource.checkInput?.(values, existing);
    const file = await acceptedFileOf(input.files, rule.media, isCreate && rule.media?.requiredOnCreate === true);
    return {
      values,
      files: rule.media ? { [rule.media.field]: file } : {},
      alt: String(values[resource.labelField] ?? ''),
    };
  }

  const command = (write: 'create' | 'update' | 'delete') => catalogueCommand(`${rule.path}.${write}`);

  const create: CommandHandler<StoredRow<T>> = {
    definition: command('create'),
    check: async (input) => (await readInput(input, null)).values,
    async apply(input) {
      const { values, files, alt } = await readInput(input, null);
      return createRecord(uid, values, files, records.findById, alt);
    },
    async answer(ctx, row) {
      ctx.status = 201;
      ctx.body = await serializeOne(ctx, row);
    },
  };
  const update: CommandHandler<StoredRow<T>> = {
    definition: command('update'),
    check: async (input) => (await readInput(input, await records.findRecord(input.target.id))).values,
    async apply(input) {
      const existing = await records.findRecord(input.target.id);
      const { values, files, alt } = await readInput(input, existing);
      return updateRecord(uid, existing, values, files, records.findById, alt);
    },
    async answer(ctx, row) {
      ctx.body = await serializeOne(ctx, row);
    },
  };
  const remove: CommandHandler<void> = {
    definition: command('delete'),
    check: async (input) => void (await records.findRecord(input.target.id)),
    async apply(input) {
      await deleteRecord(uid, await records.findRecord(input.target.id), mediaFields);
    },
    answer(ctx) {
      ctx.status = 204;
    },
  };

  return {
    async list(ctx: Context) {
      // Every record, those past their unpublish time included.
      ctx.body = await readers.all(viewOf(ctx));
    },
    commands: { create, update, remove },
  };
}
