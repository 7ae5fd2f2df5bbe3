import type { UID } from '@strapi/strapi';
import { PAGE_FIELDS, pageSchema } from '@bank/shared';
import { conflict, notFound } from '../lib/errors';
import { serializePage } from '../lib/serializers';
import { pickFields, validated } from '../lib/validation';
import { LIST_RESOURCES, PAGES, RATE_SCHEDULES } from '../resources';
import { checkScheduleWrite } from '../rates/rules';
import { asRecordAction } from './actor';
import { snapshotOf } from './changes';
import { kindsOf, readRow } from './document-log';
import { readEntry } from './entries';
import { fileBack, keepFile } from './kept-files';

type Values = Record<string, unknown>;
type Row = Record<string, unknown> & { id: number; documentId: string };

/**
 * What restoring means for a content type: the checks any edit of it passes (the shared form
 * schema, the rate-schedule rules: a schedule in force answers 409), and the record answered.
 * Content types not named here are checked by Strapi's own attribute rules (required, unique, types).
 */
interface RestoreRules {
  check?: (values: Values, existing: Row | null) => Promise<void>;
  serialize?: (row: Row) => Promise<unknown>;
}

const RULES: ReadonlyMap<string, RestoreRules> = new Map<string, RestoreRules>([
  ...LIST_RESOURCES.map((resource): [string, RestoreRules] => [
    resource.uid,
    {
      check: async (values) => void (await validated(resource.rule.schema, pickFields(values, resource.rule.fields))),
      serialize: async (row) => {
        const record = resource.serialize(row);
        return resource.complete ? (await resource.complete([record]))[0] : record;
      },
    },
  ]),
  [PAGES.uid, { check: async (values) => void (await validated(pageSchema, pickFields(values, PAGE_FIELDS))), serialize: async (row) => serializePage(row) }],
  [
    RATE_SCHEDULES.uid,
    {
      check: async (values, existing) => {
        const check = await checkScheduleWrite(values, existing as never);
        if ('problem' in check) throw check.problem;
      },
    },
  ],
]);

/** The content type an entry's resource (a plural name: awards, rate-schedules) is stored in. */
function uidOf(resource: string): UID.ContentType | undefined {
  return Object.values(strapi.contentTypes).find((type) => type.uid.startsWith('api::') && type.info.pluralName === resource)?.uid as UID.ContentType | undefined;
}

/** Media fields as the log keeps them (URLs) made into media library ids; the ids of kept files brought back are added to `broughtBack`. */
async function withFileIds(values: Values, mediaFields: Set<string>, broughtBack: number[]): Promise<Values> {
  const data: Values = { ...values };
  for (const field of Object.keys(values).filter((name) => mediaFields.has(name))) {
    const value = values[field];
    if (value === null || value === undefined) continue;
    const urls = Array.isArray(value) ? value : [value];
    const ids: number[] = [];
    for (const url of urls) {
      const { id, kept } = await fileBack(String(url));
      if (kept) broughtBack.push(id);
      ids.push(id);
    }
    data[field] = Array.isArray(value) ? ids : ids[0];
  }
  return data;
}

const fileIdsOf = (row: Values | null, field: string): number[] => {
  const value = row?.[field];
  const files = Array.isArray(value) ? value : value ? [value] : [];
  return files.map((file) => Number((file as { id: number }).id));
};

/**
 * 'Restore this version' (POST /api/admin/activity/{id}/restore). An update entry writes each changed
 * field's value before back; a delete entry makes the record again, with its id when no record has
 * it, and its files. Through the Document Service with the same checks as an edit, in the request of
 * the person restoring: the cache is dropped and the restore is itself logged (action 'restore').
 * Returns the record as the resource's API answers it.
 */
export async function restoreEntry(entryId: number): Promise<unknown> {
  const entry = await readEntry(entryId);
  if (!entry) throw notFound();
  if (!entry.restorable || !entry.resource || entry.record_id == null) throw conflict('Only a change or a deletion of a record can be restored.');
  const uid = uidOf(entry.resource);
  if (!uid) throw conflict(`Records of ${entry.resource} are no longer kept by the site.`);
  const kinds = kindsOf(uid);
  const label = entry.record_label ?? `#${entry.record_id}`;
  const restored: Values = Object.fromEntries(entry.changes.filter((change) => kinds.fields.includes(change.field)).map((change) => [change.field, change.before]));

  const existing = (await readRow(uid, { id: entry.record_id })) as Row | null;
  if (entry.action === 'update' && !existing) throw conflict(`${label} was deleted after this change: restore its deletion first.`);
  const rules = RULES.get(uid) ?? {};
  const current = entry.action === 'update' && existing ? snapshotOf(existing, kinds) : {};
  await rules.check?.({ ...current, ...restored }, entry.action === 'update' ? existing : null);

  const broughtBack: number[] = [];
  try {
    const data = await withFileIds(restored, kinds.media, broughtBack);
    const row = await asRecordAction('restore', async () => {
      if (entry.action === 'update') {
        await strapi.documents(uid).update({ documentId: existing!.documentId, data: data as never });
        return readRow(uid, { id: existing!.id });
      }
      // Ids are never handed out twice (both databases count on), so a free id is the record's own.
      const made = await strapi.documents(uid).create({ data: { ...data, ...(existing ? {} : { id: entry.record_id }) } as never });
      return readRow(uid, { id: made.id });
    });
    // Files the restored version replaced are kept in turn, as an edit's are.
    if (entry.action === 'update') {
      for (const field of Object.keys(data).filter((name) => kinds.media.has(name))) {
        const restoredIds = new Set(fileIdsOf(row, field));
        for (const id of fileIdsOf(existing, field)) if (!restoredIds.has(id)) await keepFile(id);
      }
    }
    return rules.serialize ? rules.serialize(row as Row) : { id: row!.id, ...snapshotOf(row as Row, kinds) };
  } catch (error) {
    // The write was refused: the files brought back for it are kept again as they were.
    await Promise.all(broughtBack.map((id) => keepFile(id)));
    throw error;
  }
}
