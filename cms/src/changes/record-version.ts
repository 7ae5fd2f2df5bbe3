import type { UID } from '@strapi/strapi';
import { CHANGE_MESSAGES, formatIndiaDateTime, type StaleRecord } from '@bank/shared';
import { ACTIVITY } from '../activity/entries';
import { resourceNameOf } from '../activity/document-log';
import { USER_UID } from '../auth/backoffice-auth';
import { HttpError } from '../lib/errors';
import { withConnection } from '../lib/transactions';
import { recordVersion } from '../content/record-versions';

/**
 * Takes every row of the record whose row is `id` (each language's) inside the apply's transaction,
 * by a conditional update that changes nothing, so that another approval of a change to the same
 * record, in any process, waits for this one until it ends, then finds the record moved on, instead
 * of both passing a plain read and the later one silently overwriting the earlier. Answers the
 * record's document id, or null when it is gone.
 */
export async function takeRecord(uid: UID.ContentType, id: number): Promise<string | null> {
  const { tableName } = strapi.db.metadata.get(uid);
  const row = await withConnection((knex) => knex(tableName).select('document_id').where({ id }).first());
  const documentId = (row as { document_id?: string } | undefined)?.document_id;
  if (!documentId) return null;
  await withConnection((knex) =>
    knex(tableName)
      .where({ document_id: documentId })
      .update({ updated_at: knex.ref('updated_at') }),
  );
  return documentId;
}

/** The 409 of an update sent with an older copy of its record: its body names who changed it, when, and the version now. */
class StaleRecordError extends HttpError {
  constructor(private readonly answer: StaleRecord) {
    super(409, answer.message);
  }

  override toBody(): StaleRecord {
    return this.answer;
  }
}

/**
 * Who changed a record last, as people read it: the name of the account of its latest activity entry
 * (any language's; a Strapi-panel edit is logged too), else what the entry names (a panel user's
 * e-mail, the server).
 */
async function lastChangedBy(uid: UID.ContentType, recordId: number): Promise<string> {
  const entry = (await withConnection((knex) =>
    knex(strapi.db.metadata.get(ACTIVITY).tableName)
      .select('actor', 'actor_kind')
      .where({ resource: resourceNameOf(uid), record_id: recordId })
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first(),
  )) as { actor: string; actor_kind: string } | undefined;
  if (!entry) return 'Someone';
  if (entry.actor_kind === 'system') return 'The server';
  const user = (await strapi.db.query(USER_UID).findOne({ select: ['name'], where: { email: entry.actor } })) as {
    name?: string | null;
  } | null;
  return user?.name || entry.actor;
}

/**
 * Refuses (409 `StaleRecord`) a write made from a copy of the record at `seen` when the record has
 * moved on since: at the save (a version the form sent), or at the approval of a change (the version
 * it was made from), so that it cannot silently undo what another person changed meanwhile.
 */
export async function assertRecordAt(
  uid: UID.ContentType,
  row: { id: number; documentId: string },
  seen: string,
  when: 'save' | 'approval',
): Promise<void> {
  const version = await recordVersion(uid, row.documentId);
  if (version === null || Number.isNaN(Date.parse(seen)) || version === new Date(seen).toISOString()) return;
  const who = await lastChangedBy(uid, row.id);
  throw new StaleRecordError({
    message: CHANGE_MESSAGES.changedSince(who, formatIndiaDateTime(version), when === 'approval'),
    changed_by: who,
    changed_at: version,
    version,
  });
}
