import type { UID } from '@strapi/strapi';
import { withConnection } from '../lib/transactions';

// A stored date-time as each database keeps it: PostgreSQL a timestamp, SQLite (through knex) milliseconds.
const instantOf = (value: unknown): string | null =>
  value == null
    ? null
    : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string)).toISOString();

/**
 * A record's version: the latest `updated_at` of its rows, every language's (a Marathi translation
 * saved moves the record on as an English edit does), or null when it has none.
 */
export async function recordVersion(uid: UID.ContentType, documentId: string): Promise<string | null> {
  const { tableName } = strapi.db.metadata.get(uid);
  const row = await withConnection((knex) =>
    knex(tableName).where({ document_id: documentId }).max({ latest: 'updated_at' }).first(),
  );
  return instantOf((row as { latest?: unknown } | undefined)?.latest);
}

/**
 * Whether the record whose row is `id` is still at the version a change saw, asked inside the
 * apply's transaction: every row of the record (each language's) is taken first, by a conditional
 * update that changes nothing, so that another approval of a change to the same record, in any
 * process, waits for this one until it ends, then finds the record moved on, instead of both
 * passing a plain read and the later one silently overwriting the earlier. A record gone is not.
 */
export async function stillAtVersion(uid: UID.ContentType, id: number, seen: string): Promise<boolean> {
  const { tableName } = strapi.db.metadata.get(uid);
  const row = await withConnection((knex) => knex(tableName).select('document_id').where({ id }).first());
  const documentId = (row as { document_id?: string } | undefined)?.document_id;
  if (!documentId) return false;
  await withConnection((knex) =>
    knex(tableName)
      .where({ document_id: documentId })
      .update({ updated_at: knex.ref('updated_at') }),
  );
  return (await recordVersion(uid, documentId)) === new Date(seen).toISOString();
}
