import type { Core } from '@strapi/strapi';

/** One table of the archive: its name, the model (or the model's relation) it stores, its typed columns. */
export interface BackupTable {
  name: string;
  /** The content type uid, or `<uid>.<attribute>` for a relation's join table. */
  owner: string;
  /** Column name -> Strapi attribute type, for the columns whose value differs between SQLite and PostgreSQL. */
  types: Record<string, string>;
}

/**
 * Tables a fresh start recreates and no restore should carry: sign-in sessions, the panel's and the
 * back office's (a restore would bring back sessions ended since the backup: everyone signs in
 * again instead), the failed sign-in counts and the two-step sign-in's challenges (five minutes
 * each). The two-step credentials are carried: sealed, they open only under the same ENCRYPTION_KEY. Strapi's migration and schema bookkeeping
 * (`strapi_migrations*`, `strapi_database_schema`) and the rate-limit counters are not models, so
 * never listed at all.
 */
export const SKIPPED_TABLES: ReadonlySet<string> = new Set([
  'strapi_sessions',
  'staff_sessions',
  'sign_in_guards',
  'sign_in_challenges',
]);

const DATETIME_TYPES = new Set(['datetime', 'timestamp']);
const TYPED = new Set([...DATETIME_TYPES, 'boolean', 'json']);

/**
 * Every table Strapi keeps for the product's models, from its own metadata (never a written list):
 * each content type's table (ours, the media library's, users-permissions', the panel's, the core
 * store) and every join table of their relations and components.
 */
export function backupTables(strapi: Core.Strapi): BackupTable[] {
  const tables = new Map<string, BackupTable>();
  // Strapi's metadata is a Map of each model's table and attributes, typed loosely.
  for (const [uid, meta] of strapi.db.metadata as unknown as Map<
    string,
    { tableName: string; attributes: Record<string, Record<string, unknown>> }
  >) {
    const types: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(meta.attributes)) {
      // Attributes are read as records: a relation's join table, its column and its type are these.
      const joinTable = attribute.joinTable as { name: string } | undefined;
      if (joinTable && !tables.has(joinTable.name))
        tables.set(joinTable.name, { name: joinTable.name, owner: `${uid}.${name}`, types: {} });
      if (TYPED.has(attribute.type as string))
        types[(attribute.columnName as string) ?? name] = attribute.type as string;
    }
    // A join table is also a model of its own (named after its table): it keeps the relation's name.
    const joined = tables.get(meta.tableName);
    tables.set(meta.tableName, {
      name: meta.tableName,
      owner: joined && uid === meta.tableName ? joined.owner : uid,
      types: { ...joined?.types, ...types },
    });
  }
  return [...tables.values()].filter((table) => !SKIPPED_TABLES.has(table.name));
}

/**
 * A value as the archive keeps it, the same whichever database it came from: booleans as true/false
 * (SQLite answers 0/1), timestamps as ISO strings (SQLite keeps epoch milliseconds, PostgreSQL answers
 * Date objects), JSON as its text (both drivers answer text under Strapi's settings).
 */
export function toArchiveValue(type: string | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
  // A stored time: epoch milliseconds (SQLite), a Date (PostgreSQL) or a text; new Date takes each of them.
  if (type && DATETIME_TYPES.has(type))
    return new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string)).toISOString();
  if (type === 'json' && typeof value !== 'string') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) throw new Error('Binary columns are not part of the backup format');
  return value;
}

/** An archived value as the target database stores it, as Strapi itself would have written it there. */
export function toDatabaseValue(client: string, type: string | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const sqlite = client === 'sqlite';
  if (type === 'boolean') return sqlite ? (value ? 1 : 0) : Boolean(value);
  // An archived time is an ISO text (toArchiveValue wrote it).
  if (type && DATETIME_TYPES.has(type)) return sqlite ? Date.parse(value as string) : value;
  return value;
}
