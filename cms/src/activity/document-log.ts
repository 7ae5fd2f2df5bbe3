import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, isTranslationLocale } from '@bank/shared';
import { isTranslated } from '../content/locales';
import { LIST_RESOURCES } from '../resources';
import { currentActor, recordActionOverride, recordEntriesPaused } from './actor';
import { allFields, changedFields, fieldKindsOf, recordLabelOf, snapshotOf, type FieldKinds } from './changes';
import { ACTIVITY, writeEntry } from './entries';
import { KEPT_FILE } from './kept-files';
import type { StoredRow } from '../lib/stored-rows';

const LOGGED_ACTIONS = new Set(['create', 'update', 'delete']);
export const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);
/** Content of ours that is not the bank's content: counts, sign-in records, the log itself. */
const NOT_LOGGED: ReadonlySet<string> = new Set([
  ACTIVITY,
  KEPT_FILE,
  'api::page-view.page-view',
  'api::staff-session.staff-session',
  'api::sign-in-guard.sign-in-guard',
  // A complaint's thread is logged as the complaint's change (protection/complaints.ts).
  'api::complaint-update.complaint-update',
]);
const LABEL_FIELDS: ReadonlyMap<string, string> = new Map(
  LIST_RESOURCES.map((resource) => [resource.uid, resource.labelField]),
);

const APPEND_ONLY_MESSAGE = 'The activity log cannot be changed: entries are only ever added.';

const kindsCache = new Map<string, FieldKinds>();
export function kindsOf(uid: UID.ContentType): FieldKinds {
  let kinds = kindsCache.get(uid);
  if (!kinds) {
    kinds = fieldKindsOf(strapi.getModel(uid).attributes);
    kindsCache.set(uid, kinds);
  }
  return kinds;
}

// Four eyes (src/changes/, above this layer) says whether changes need approval: it registers the test.
let needApproval: () => Promise<boolean> = async () => false;
/** register(): how the log tells whether a Strapi-panel edit is made while changes need approval. */
export const flagPanelEditsWhen = (test: () => Promise<boolean>): void => {
  needApproval = test;
};

/** The resource name an entry carries: the content type's plural name (awards, rate-schedules…). */
export const resourceNameOf = (uid: UID.ContentType): string => strapi.getModel(uid).info.pluralName;

/** What an entry names its record by: a single type (the site settings) by its name, a record by its label field. */
export function labelOf(uid: UID.ContentType, row: Record<string, unknown>): string {
  const model = strapi.getModel(uid);
  return model.kind === 'singleType' ? model.info.displayName : recordLabelOf(row, LABEL_FIELDS.get(uid));
}

/** The row of `uid` that `where` names, media and components populated, or null. */
export function readRow(
  uid: UID.ContentType,
  where: Record<string, unknown>,
): Promise<StoredRow<UID.ContentType> | null> {
  const kinds = kindsOf(uid);
  const populate = Object.fromEntries([
    ...[...kinds.media].map((field) => [field, { select: ['id', 'url'] }]),
    ...[...kinds.components].map((field) => [field, true]),
  ]);
  return strapi.db.query(uid).findOne({ where, populate });
}

/**
 * register(): every create, update and delete of the bank's content through the Document Service
 * (the back office's controllers and the Strapi panel alike) is logged, with who made it and the
 * fields before and after, in one transaction with the write: a write that fails leaves no entry.
 * Registered after the cache's middleware, so the cache is dropped once both are committed. Also
 * refuses any write of the log itself through the Document Service (the panel included).
 */
export function registerActivityLog(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === ACTIVITY && WRITE_ACTIONS.has(context.action))
      throw new errors.ForbiddenError(APPEND_ONLY_MESSAGE);
    if (
      !LOGGED_ACTIONS.has(context.action) ||
      !context.uid.startsWith('api::') ||
      NOT_LOGGED.has(context.uid) ||
      recordEntriesPaused()
    )
      return next();
    const actor = currentActor();
    if (!actor) return next();

    const uid = context.uid;
    // The Document Service's parameters differ by action: the fields read here.
    const params = context.params as { documentId?: string; locale?: unknown };
    // A translation's write is logged as such, against its record (the English row); any other
    // write of a translated type (the record's, a delete of every locale) as the English row's.
    const translation = isTranslated(uid) && isTranslationLocale(params.locale) ? params.locale : null;
    const rowOf = (documentId: string) =>
      readRow(uid, isTranslated(uid) ? { documentId, locale: translation ?? DEFAULT_LOCALE } : { documentId });
    return strapi.db.transaction(async () => {
      const beforeRow = params.documentId ? await rowOf(params.documentId) : null;
      const result = await next();
      // A write's result is the document written (or null).
      const documentId = (result as { documentId?: string } | null)?.documentId ?? params.documentId;
      const afterRow = context.action === 'delete' || !documentId ? null : await rowOf(documentId);
      const row = afterRow ?? beforeRow;
      if (!row) return result;
      const record = translation ? await readRow(uid, { documentId: row.documentId, locale: DEFAULT_LOCALE }) : row;
      const kinds = kindsOf(uid);
      const before = beforeRow ? snapshotOf(beforeRow, kinds) : null;
      const after = afterRow ? snapshotOf(afterRow, kinds) : null;
      const changes =
        before && after
          ? changedFields(before, after)
          : after
            ? allFields(after, 'created')
            : allFields(before!, 'deleted');
      // An update that changed nothing is not a change.
      if (context.action === 'update' && changes.length === 0) return result;
      await writeEntry({
        // LOGGED_ACTIONS let only these three through.
        action: recordActionOverride() ?? (context.action as 'create' | 'update' | 'delete'),
        actor,
        resource: resourceNameOf(uid),
        record_id: Number((record ?? row).id),
        record_label: labelOf(uid, row),
        translation,
        changes,
        // Four eyes bind the back office; a panel edit stays immediate (emergencies) and says so.
        unapproved_panel_edit: actor.actor_kind === 'panel' && (await needApproval()),
      });
      return result;
    });
  });

  // Below the Document Service too: no query of the log but an insert goes through.
  const refuse = () => {
    throw new errors.ForbiddenError(APPEND_ONLY_MESSAGE);
  };
  strapi.db.lifecycles.subscribe({
    models: [ACTIVITY],
    beforeUpdate: refuse,
    beforeUpdateMany: refuse,
    beforeDelete: refuse,
    beforeDeleteMany: refuse,
  });
}

/** bootstrap(): the log is read newest first and by person. */
export async function ensureActivityIndexes(): Promise<void> {
  const table = strapi.db.metadata.get(ACTIVITY).tableName;
  await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS activity_entries_at_index ON ${table} (at, id)`);
  await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS activity_entries_actor_index ON ${table} (actor)`);
}
