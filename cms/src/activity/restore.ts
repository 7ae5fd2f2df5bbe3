import type { UID } from '@strapi/strapi';
import {
  PAGE_FIELDS,
  STAFF_MESSAGES,
  hiddenPageSchema,
  pageSchema,
  roleMay,
  roleRefusal,
  type ActivityEntry,
  type StaffRole,
} from '@bank/shared';
import { HttpError, conflict, notFound } from '../lib/errors';
import { calendarDate, serializePage } from '../content/serializers';
import { pickFields, validated } from '../lib/validation';
import { HIDDEN_PAGES, LIST_RESOURCES, PAGES, RATE_SCHEDULES } from '../resources';
import { checkScheduleWrite } from '../rates/rules';
import { asRecordAction } from './actor';
import { snapshotOf } from './changes';
import { kindsOf, readRow } from './document-log';
import { readEntry, writeEntry } from './entries';
import { fileBack, keepFile } from './kept-files';
import { listRestoreOf } from './list-restores';
import { restoreAbilityOf, uidOf } from './restorable';
import type { StoredRow } from '../lib/stored-rows';

type Values = Record<string, unknown>;

/**
 * What restoring means for a content type: the checks any edit of it passes (the shared form
 * schema, the rate-schedule rules: a schedule in force answers 409), and the record answered.
 * Content types not named here are checked by Strapi's own attribute rules (required, unique, types),
 * and the site settings by their rule on every write (registerSiteSettingsRule).
 */
interface RestoreRules<T extends UID.ContentType = UID.ContentType> {
  // Methods, as in ListResource: the rules of one content type stand among all of them (RULES).
  check?(values: Values, existing: StoredRow<T> | null): Promise<void>;
  serialize?(row: StoredRow<T>): Promise<unknown>;
}

const rulesOf = <T extends UID.ContentType>(uid: T, rules: RestoreRules<T>): [string, RestoreRules] => [uid, rules];

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
  rulesOf(PAGES.uid, {
    check: async (values) => void (await validated(pageSchema, pickFields(values, PAGE_FIELDS))),
    serialize: async (row) => serializePage(row),
  }),
  [
    // Restoring a 'Show' hides the page again: one row a part, so not while it is hidden already.
    HIDDEN_PAGES,
    {
      check: async (values) => {
        const { part } = await validated(hiddenPageSchema, { part: values.part, hidden: true });
        if (await strapi.db.query(HIDDEN_PAGES).findOne({ where: { part } }))
          throw conflict(`${part} is hidden already.`);
      },
    },
  ],
  rulesOf(RATE_SCHEDULES.uid, {
    check: async (values, existing) => {
      const check = await checkScheduleWrite(
        values,
        existing && { id: existing.id, effective_from: calendarDate(existing.effective_from) },
      );
      if ('problem' in check) throw check.problem;
    },
  }),
]);

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
  // A media field's populated value: the file, or files, with their ids.
  return files.map((file) => Number((file as { id: number }).id));
};

const alreadyRestored = (id: number) => conflict(`This record has already been restored: #${id}`);

/** Restores of one record in this process, one after another (see restoreEntry). */
const restoresUnderWay = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = restoresUnderWay.get(key) ?? Promise.resolve();
  const turn = before.then(work, work);
  const settled = turn.then(
    () => undefined,
    () => undefined,
  );
  restoresUnderWay.set(key, settled);
  try {
    return await turn;
  } finally {
    if (restoresUnderWay.get(key) === settled) restoresUnderWay.delete(key);
  }
}

/**
 * 'Restore this version' (POST /api/admin/activity/{id}/restore). An update entry writes each changed
 * field's value before back; a delete entry makes the record again, with its own id, and its files;
 * once that record is back, restoring the deletion again answers 409 and makes nothing. Through the
 * Document Service with the same checks as an edit, in the request of the person restoring: the cache
 * is dropped and the restore is itself logged (action 'restore'). Returns the record as the
 * resource's API answers it.
 *
 * Two restores of one record sent at once run one after the other in a process, so the second sees
 * the record the first made; across processes the record's id is the guard (its primary key takes
 * it once), and the loser answers the same 409. An entry that replaced a whole list puts back the list
 * it replaced, as that list's owner registered (`list-restores.ts`).
 */
export async function restoreEntry(entryId: number, restorer: Restorer): Promise<unknown> {
  const entry = await readEntry(entryId);
  if (!entry) throw notFound();
  const listRestore = entry.restorable && entry.record_id == null ? listRestoreOf(entry.resource) : undefined;
  if (listRestore) return listRestore(entry);
  const uid = await restoredType(entry, restorer);
  return oneAtATime(`${uid}#${entry.record_id}`, () => restoreRecord(entry, uid));
}

/**
 * The checks of a restore, nothing written but the `forbidden` entry of a role refused: the entry
 * (404 when there is none, or it is not restorable), the role (403), the record as it is now and
 * the rules of an edit of it (409, 400). Run before a restore is held for approval; the restore
 * makes them all again when it runs. A list's restore is checked by its owner when it runs.
 */
export async function checkRestore(entryId: number, restorer: Restorer): Promise<void> {
  const entry = await readEntry(entryId);
  if (!entry?.restorable) throw notFound();
  if (entry.record_id == null && listRestoreOf(entry.resource)) return;
  await plannedRestore(entry, await restoredType(entry, restorer));
}

/** The content type of the record an entry restores: 403 for a role that may not write it, 409 for an entry that names no record kept. */
async function restoredType(entry: ActivityEntry, restorer: Restorer): Promise<UID.ContentType> {
  await assertMayRestore(entry, restorer);
  if (!entry.restorable || !entry.resource || entry.record_id == null)
    throw conflict('Only a change or a deletion of a record can be restored.');
  const uid = uidOf(entry.resource);
  if (!uid) throw conflict(`Records of ${entry.resource} are no longer kept by the site.`);
  return uid;
}

/** The member of staff restoring: their account and role (the maker's, for a restore approved later). */
export interface Restorer {
  id: number;
  email: string;
  staff_role: StaffRole;
}

/**
 * A record's entry is restored only by a role that may write such records (`restorable.ts`): else
 * 403, with a `forbidden` entry naming the ability, as the guard refuses a route. An entry of a
 * resource the log does not restore (a complaint, an enquiry) answers 409 saying so.
 */
async function assertMayRestore(entry: ActivityEntry, restorer: Restorer): Promise<void> {
  // An entry that is no change of a record (a sign-in names its account) is refused by what follows.
  if (entry.record_id == null || entry.resource == null || entry.translation) return;
  if (entry.action !== 'update' && entry.action !== 'delete') return;
  const ability = restoreAbilityOf(entry.resource);
  if (!ability) throw conflict(`Changes to ${entry.resource} are not restored from the activity log.`);
  if (roleMay(restorer.staff_role, ability)) return;
  await writeEntry({
    action: 'forbidden',
    resource: 'staff-accounts',
    record_id: restorer.id,
    record_label: `${roleRefusal(restorer.staff_role, ability)}: restoring entry #${entry.id} (${entry.resource})`,
  });
  throw new HttpError(403, STAFF_MESSAGES.forbidden);
}

/**
 * What restoring a record's entry writes back, checked as an edit of the record is, nothing written:
 * 409 for an update of a record deleted since, or a deletion whose record is back already.
 */
async function plannedRestore(entry: ActivityEntry, uid: UID.ContentType) {
  // restoredType checked that the entry names a record.
  const recordId = entry.record_id as number;
  const kinds = kindsOf(uid);
  const label = entry.record_label ?? `#${recordId}`;
  const restored: Values = Object.fromEntries(
    entry.changes
      .filter((change) => kinds.fields.includes(change.field))
      .map((change) => [change.field, change.before]),
  );

  const existing = await readRow(uid, { id: recordId });
  if (entry.action === 'update' && !existing)
    throw conflict(`${label} was deleted after this change: restore its deletion first.`);
  // Ids are never handed out twice (both databases count on it): a deletion's id in use is that record back.
  if (entry.action === 'delete' && existing) throw alreadyRestored(existing.id);
  const rules = RULES.get(uid) ?? {};
  const current = entry.action === 'update' && existing ? snapshotOf(existing, kinds) : {};
  await rules.check?.({ ...current, ...restored }, entry.action === 'update' ? existing : null);
  return { recordId, kinds, restored, existing, rules };
}

async function restoreRecord(entry: ActivityEntry, uid: UID.ContentType): Promise<unknown> {
  const { recordId, kinds, restored, existing, rules } = await plannedRestore(entry, uid);
  const broughtBack: number[] = [];
  try {
    const data = await withFileIds(restored, kinds.media, broughtBack);
    const row = await asRecordAction('restore', async () => {
      if (entry.action === 'update') {
        await strapi.documents(uid).update({ documentId: existing!.documentId, data });
        return readRow(uid, { id: existing!.id });
      }
      const made = await strapi.documents(uid).create({ data: { ...data, id: recordId } });
      return readRow(uid, { id: made.id });
    });
    // Files the restored version replaced are kept in turn, as an edit's are.
    if (entry.action === 'update') {
      for (const field of Object.keys(data).filter((name) => kinds.media.has(name))) {
        const restoredIds = new Set(fileIdsOf(row, field));
        for (const id of fileIdsOf(existing, field)) if (!restoredIds.has(id)) await keepFile(id);
      }
    }
    return rules.serialize ? rules.serialize(row!) : { id: row!.id, ...snapshotOf(row!, kinds) };
  } catch (error) {
    // Another process made the record first (its id was taken): that record uses the same files.
    const madeMeanwhile = entry.action === 'delete' ? await readRow(uid, { id: recordId }) : null;
    if (madeMeanwhile) throw alreadyRestored(madeMeanwhile.id);
    // The write was refused: the files brought back for it are kept again as they were.
    await Promise.all(broughtBack.map((id) => keepFile(id)));
    throw error;
  }
}
