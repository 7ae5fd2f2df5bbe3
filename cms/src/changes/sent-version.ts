import type { Context } from 'koa';
import type { UID } from '@strapi/strapi';
import { RECORD_VERSION_FIELD } from '@bank/shared';
import { badRequest } from '../lib/errors';
import { requestInput } from '../lib/commands';
import type { Publishes } from '../content/publishes';
import { currentRecord } from './capture';
import { assertRecordAt } from './record-version';

/** The version an update sent back (its body's `version`), or undefined; 400 for one that is not a time. */
function sentVersion(ctx: Context): string | undefined {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const sent = body && typeof body === 'object' ? body[RECORD_VERSION_FIELD] : undefined;
  if (sent === undefined || sent === null || sent === '') return undefined;
  if (typeof sent !== 'string' || Number.isNaN(Date.parse(sent)))
    throw badRequest({ [RECORD_VERSION_FIELD]: 'Version must be the version the record was read at' });
  return sent;
}

/**
 * Concurrent edits, for every publishing route, whether its command is applied now or held: an
 * update that sends the version of the copy it was made from answers 409 (who changed the record
 * since, and when) when the record has moved on, before anything is written or held. One without
 * it applies as the spec's clients expect. A held change keeps the version it was made from; its
 * approval checks it again (decisions.ts).
 */
export async function assertSentVersion(ctx: Context, command: string, publishes: Publishes): Promise<void> {
  const seen = sentVersion(ctx);
  if (seen === undefined || !publishes.record) return;
  const uid: UID.ContentType = publishes.record;
  const row = await currentRecord(publishes, uid, requestInput(ctx, command));
  if (row) await assertRecordAt(uid, { id: Number(row.id), documentId: String(row.documentId) }, seen, 'save');
}

/**
 * A returned change sent again is made from the copy of its record its first revision was made
 * from, or from the one its form loaded since (the `version` it sends): 409 `StaleRecord` when the
 * record has moved on since, before anything is held, so that sending it again cannot undo another
 * person's change approved meanwhile. (Its revision then keeps the version it was checked at.)
 */
export async function assertResentFromCurrent(
  ctx: Context,
  change: { record_uid: string | null; record_id: number | null; record_updated_at: string | null },
): Promise<void> {
  const seen = sentVersion(ctx) ?? change.record_updated_at;
  if (!change.record_uid || !seen) return;
  const uid = change.record_uid as UID.ContentType;
  // A single type's change names no row: its one record's. A record gone is said at approval.
  const where = change.record_id == null ? {} : { id: change.record_id };
  const row = (await strapi.db.query(uid).findOne({ select: ['id', 'documentId'], where })) as {
    id: number;
    documentId: string;
  } | null;
  if (row) await assertRecordAt(uid, { id: row.id, documentId: row.documentId }, seen, 'save');
}
