import type { Core } from '@strapi/strapi';
import { createHash } from 'crypto';
import { promises as fs } from 'fs';
import type { Knex } from 'knex';
import os from 'os';
import path from 'path';
import {
  ArchiveError,
  FORMAT,
  FORMAT_VERSION,
  readArchive,
  type EndEntry,
  type FileEntry,
  type Manifest,
  type TableEntry,
} from './archive';
import { writeEntry } from '../../activity/entries';
import { mediaStore } from '../../lib/media-store';
import { megabytes, tableLines, type Reporter } from './report';
import { backupTables, SKIPPED_TABLES, toDatabaseValue, type BackupTable } from './tables';

/** What an archive holds, read and checked in full before anything is written. */
export interface ArchiveContents {
  manifest: Manifest;
  tables: Array<TableEntry & { rows: unknown[][] }>;
  /** Each file's bytes wait in `staged` (a temporary folder) until the restore writes them. */
  files: Array<FileEntry & { staged: string }>;
  end: EndEntry;
  stagingDir: string;
}

/**
 * Reads the whole archive (decrypting with `secret` when it is sealed) into memory and a temporary
 * folder, checking every file's SHA-256 and every table's row count against the manifest.
 */
export async function loadArchive(
  file: string,
  secret: string | undefined,
  report: Reporter,
): Promise<ArchiveContents> {
  const stagingDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bank-restore-'));
  // Filled in as the archive is read; complete, or thrown away, when readArchive resolves.
  const contents = { tables: [], files: [], stagingDir } as unknown as ArchiveContents;
  const tables = new Map<string, ArchiveContents['tables'][number]>();
  let bytes = 0;
  try {
    await readArchive(file, secret, async (entry, data) => {
      if (entry.kind === 'manifest') {
        if (entry.format !== FORMAT || entry.version > FORMAT_VERSION)
          throw new ArchiveError(
            `${file} is a ${entry.format} archive of version ${entry.version}; this product reads ${FORMAT} up to version ${FORMAT_VERSION}`,
          );
        contents.manifest = entry;
      } else if (entry.kind === 'table') {
        const table = { ...entry, rows: [] };
        tables.set(entry.name, table);
        contents.tables.push(table);
      } else if (entry.kind === 'rows') {
        const table = tables.get(entry.table);
        if (!table)
          throw new ArchiveError(`${file} has rows of ${entry.table} before the table itself: the archive is damaged`);
        table.rows.push(...entry.rows);
      } else if (entry.kind === 'file') {
        if (!data) throw new ArchiveError(`${entry.url} in ${file} has no bytes: the archive is damaged`);
        if (createHash('sha256').update(data).digest('hex') !== entry.sha256)
          throw new ArchiveError(`${entry.url} in ${file} does not match its checksum: the archive is damaged`);
        const staged = path.join(stagingDir, String(contents.files.length));
        await fs.writeFile(staged, data);
        contents.files.push({ ...entry, staged });
        bytes += data.length;
        report.progress(() => `${contents.files.length} files read, ${megabytes(bytes)}`);
      } else {
        contents.end = entry;
      }
    });
    if (!contents.manifest || !contents.end)
      throw new ArchiveError(`${file} is incomplete: it has no ${contents.manifest ? 'end' : 'manifest'}`);
    for (const { name, rows } of contents.manifest.tables) {
      if (tables.get(name)?.rows.length !== rows)
        throw new ArchiveError(`${file} is incomplete: table ${name} should hold ${rows} rows`);
    }
    return contents;
  } catch (error) {
    await fs.rm(stagingDir, { recursive: true, force: true });
    throw error;
  }
}

/** The database already holds records a restore would replace; --force replaces them. */
export class NotEmptyError extends Error {}

const isRecordTable = (table: BackupTable) =>
  table.owner.startsWith('api::') ||
  ['plugin::upload.file', 'plugin::users-permissions.user', 'admin::user'].includes(table.owner);

/** Content records, media library files and accounts in the database now: none means empty. */
async function heldRecords(knex: Knex, tables: BackupTable[]) {
  const counts = await Promise.all(
    tables
      .filter(isRecordTable)
      .map(async (table) => ({ ...table, rows: Number((await knex(table.name).count({ n: '*' }))[0].n) })),
  );
  return counts.filter((table) => table.rows > 0);
}

/** Every archived table and column must exist here: the archive is restored by the product version that made it. */
async function checkSchema(knex: Knex, contents: ArchiveContents) {
  const problems: string[] = [];
  for (const table of contents.tables) {
    if (!(await knex.schema.hasTable(table.name))) {
      problems.push(`table ${table.name}`);
      continue;
    }
    const columns = Object.keys(await knex(table.name).columnInfo());
    problems.push(
      ...table.columns.filter((column) => !columns.includes(column)).map((column) => `column ${table.name}.${column}`),
    );
  }
  if (problems.length) {
    throw new ArchiveError(
      `This database has no ${problems.join(', ')}: restore with the version of the product that made the archive (${contents.manifest.createdAt})`,
    );
  }
}

interface ForeignKey {
  name: string;
  table: string;
  definition: string;
}

/**
 * PostgreSQL checks each foreign key at every statement, and Strapi's are not deferrable: they are
 * dropped for the restore and added again before the commit, when PostgreSQL checks every row.
 * (SQLite defers its checks to the commit with a pragma instead.)
 */
async function dropForeignKeys(trx: Knex.Transaction): Promise<ForeignKey[]> {
  const { rows } = await trx.raw(
    `SELECT con.conname AS name, rel.relname AS "table", pg_get_constraintdef(con.oid) AS definition
       FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      WHERE con.contype = 'f' AND ns.nspname = current_schema()`,
  );
  // The columns the query above selects.
  for (const key of rows as ForeignKey[]) await trx.raw('ALTER TABLE ?? DROP CONSTRAINT ??', [key.table, key.name]);
  return rows;
}

async function addForeignKeys(trx: Knex.Transaction, keys: ForeignKey[]) {
  for (const key of keys) await trx.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? ${key.definition}`, [key.table, key.name]);
}

/**
 * Each id sequence continues after the largest restored id, as if the rows had been added here:
 * PostgreSQL's sequences, or SQLite's AUTOINCREMENT counters (sqlite_sequence), which would otherwise
 * keep the largest id the table ever held.
 */
async function resetSequences(trx: Knex.Transaction, client: string, tables: ArchiveContents['tables']) {
  if (client === 'sqlite') {
    if (!(await trx.schema.hasTable('sqlite_sequence'))) return;
    for (const table of tables.filter((entry) => entry.columns.includes('id')))
      await trx.raw('UPDATE sqlite_sequence SET seq = COALESCE((SELECT max(id) FROM ??), 0) WHERE name = ?', [
        table.name,
        table.name,
      ]);
    return;
  }
  for (const table of tables.filter((entry) => entry.columns.includes('id'))) {
    const { rows } = await trx.raw(`SELECT pg_get_serial_sequence(?, 'id') AS sequence`, [`"${table.name}"`]);
    if (rows[0]?.sequence)
      await trx.raw('SELECT setval(?, COALESCE((SELECT max(id) FROM ??), 0) + 1, false)', [
        rows[0].sequence,
        table.name,
      ]);
  }
}

export interface RestoreSummary {
  rows: number;
  files: number;
  fileBytes: number;
  replaced: Array<{ name: string; rows: number }>;
  seconds: number;
}

/**
 * Writes the archive into this database and upload provider: every archived table emptied and
 * refilled with the archived rows and ids, in one transaction; the files written before it commits.
 * Refuses a database that holds content or accounts unless `force`.
 */
export async function restoreArchive(
  strapi: Core.Strapi,
  contents: ArchiveContents,
  {
    force,
    report,
    logged = true,
    emptied = [],
  }: {
    force: boolean;
    report: Reporter;
    /** Write the restore's own activity entry (false: the test harness's reset between test files only). */
    logged?: boolean;
    /** Tables outside the archive to empty as well, in the same transaction. */
    emptied?: readonly string[];
  },
): Promise<RestoreSummary> {
  const started = Date.now();
  const knex = strapi.db.connection;
  // Strapi types the client loosely: config/database.ts names it.
  const client = strapi.db.config.connection.client as string;
  const targetTables = backupTables(strapi);
  const types = new Map(targetTables.map((table) => [table.name, table.types]));
  await checkSchema(knex, contents);

  const held = await heldRecords(knex, targetTables);
  if (held.length) {
    const counts = held.map((table) => `${table.name} ${table.rows}`).join(', ');
    if (!force)
      throw new NotEmptyError(
        `The database is not empty (${counts}): restore into an empty database, or add --force to replace what it holds`,
      );
    report.say(`--force: replacing what the database holds now:`);
    for (const line of tableLines(held)) report.say(line);
  }

  const store = mediaStore(strapi);
  let restored = 0;
  let fileBytes = 0;
  await knex.transaction(async (trx) => {
    if (client === 'sqlite') await trx.raw('PRAGMA defer_foreign_keys = ON');
    const foreignKeys = client === 'postgres' ? await dropForeignKeys(trx) : [];
    for (const name of [...SKIPPED_TABLES, ...emptied]) if (await trx.schema.hasTable(name)) await trx(name).del();
    for (const table of contents.tables) await trx(table.name).del();
    for (const table of contents.tables) {
      const columnTypes = types.get(table.name) ?? {};
      const chunk = Math.max(1, Math.floor(10_000 / table.columns.length));
      for (let start = 0; start < table.rows.length; start += chunk) {
        const records = table.rows
          .slice(start, start + chunk)
          .map((values) =>
            Object.fromEntries(
              table.columns.map((column, index) => [
                column,
                toDatabaseValue(client, columnTypes[column], values[index]),
              ]),
            ),
          );
        await trx(table.name).insert(records);
        restored += records.length;
        report.progress(() => `${restored}/${contents.end.rows} rows written (${table.name})`);
      }
    }
    await addForeignKeys(trx, foreignKeys);
    await resetSequences(trx, client, contents.tables);
    // The log is the archive's now; the restore is the first entry written after it, in the same transaction.
    if (logged)
      await writeEntry(
        {
          action: 'restore',
          resource: 'database',
          record_label: `database restored from a backup taken ${contents.manifest.createdAt}`,
        },
        trx,
      );
    // Before the commit: a file that cannot be written rolls the rows back with it.
    for (const file of contents.files) {
      const bytes = await fs.readFile(file.staged);
      await store.write(file, bytes);
      fileBytes += bytes.length;
      report.progress(() => `${restored} rows, files: ${megabytes(fileBytes)} written`);
    }
  });
  const summary = {
    rows: restored,
    files: contents.files.length,
    fileBytes,
    replaced: held,
    seconds: (Date.now() - started) / 1000,
  };
  report.say(
    `Restored ${restored} rows in ${contents.tables.length} tables and ${summary.files} files (${megabytes(fileBytes)}) in ${summary.seconds.toFixed(1)} s`,
  );
  if (contents.end.missing.length)
    report.say(
      `  warning: ${contents.end.missing.length} files were already missing when the backup was taken: ${contents.end.missing.join(', ')}`,
    );
  return summary;
}
