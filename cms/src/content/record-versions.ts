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

/** The versions of a content type's records, by document id, in one query (the back office's lists). */
export async function versionsOf(uid: UID.ContentType, documentIds: readonly string[]): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const { tableName } = strapi.db.metadata.get(uid);
  const rows = (await withConnection((knex) =>
    knex(tableName)
      .whereIn('document_id', [...new Set(documentIds)])
      .groupBy('document_id')
      .select('document_id', knex.raw('max(updated_at) as latest')),
  )) as { document_id: string; latest: unknown }[];
  return new Map(rows.map((row) => [row.document_id, instantOf(row.latest)!]));
}

/** A single type's version (the site settings): the latest `updated_at` of its rows, every language's; null before it is saved. */
export async function singleTypeVersion(uid: UID.ContentType): Promise<string | null> {
  const { tableName } = strapi.db.metadata.get(uid);
  const row = await withConnection((knex) => knex(tableName).max({ latest: 'updated_at' }).first());
  return instantOf((row as { latest?: unknown } | undefined)?.latest);
}
