import type { Core } from '@strapi/strapi';
import { createHash } from 'crypto';
import { frame, FORMAT, FORMAT_VERSION, writeArchive, type FileEntry, type Manifest } from './archive';
import { mediaStore, storedFilesOf, type StoredFile } from '../../lib/media-store';
import { megabytes, tableLines, type Reporter } from './report';
import { backupTables, toArchiveValue, type BackupTable } from './tables';

const PAGE_ROWS = 5000;
const LINE_ROWS = 500;

interface TableSnapshot {
  table: BackupTable;
  columns: string[];
  rows: unknown[][];
}

/**
 * Every row of every table, read inside one read-only transaction: PostgreSQL's REPEATABLE READ (one
 * snapshot for all its statements), or SQLite's transaction (in WAL mode a reader sees the database
 * as of its first read until it ends). Writers go on meanwhile; none of their later commits is seen.
 */
async function readSnapshot(strapi: Core.Strapi, tables: BackupTable[], report: Reporter): Promise<TableSnapshot[]> {
  const knex = strapi.db.connection;
  const postgres = strapi.db.config.connection.client === 'postgres';
  const trx = await knex.transaction(postgres ? { isolationLevel: 'repeatable read', readOnly: true } : undefined);
  const snapshots: TableSnapshot[] = [];
  let read = 0;
  try {
    for (const table of tables) {
      const columns = Object.keys(await trx(table.name).columnInfo());
      const rows: unknown[][] = [];
      const page = (after: number | undefined) => {
        const query = trx(table.name).select(columns);
        if (!columns.includes('id')) return query;
        return (after === undefined ? query : query.where('id', '>', after)).orderBy('id').limit(PAGE_ROWS);
      };
      for (let after: number | undefined; ;) {
        const batch: Array<Record<string, unknown>> = await page(after);
        for (const row of batch) rows.push(columns.map((column) => toArchiveValue(table.types[column], row[column])));
        read += batch.length;
        report.progress(() => `${read} rows read (${table.name})`);
        if (!columns.includes('id') || batch.length < PAGE_ROWS) break;
        // Rows of a table with an id column, read through knex: the id is an integer.
        after = batch[batch.length - 1].id as number;
      }
      snapshots.push({ table, columns, rows });
    }
  } finally {
    await trx.commit();
  }
  return snapshots;
}

/** The stored files of the `files` rows in the snapshot, each once. */
function referencedFiles(snapshots: TableSnapshot[]): StoredFile[] {
  const files = snapshots.find((snapshot) => snapshot.table.owner === 'plugin::upload.file');
  if (!files) return [];
  const unique = new Map<string, StoredFile>();
  for (const values of files.rows) {
    const row = Object.fromEntries(files.columns.map((column, index) => [column, values[index]]));
    for (const file of storedFilesOf(row)) unique.set(file.url, file);
  }
  return [...unique.values()];
}

export interface BackupSummary {
  file: string;
  tables: Manifest['tables'];
  rows: number;
  files: number;
  fileBytes: number;
  archiveBytes: number;
  missing: string[];
  seconds: number;
}

/** Writes one archive of everything a restore needs (README.md) to `file`, printing what it holds. */
export async function createBackup(
  strapi: Core.Strapi,
  file: string,
  { secret, report }: { secret?: string; report: Reporter },
): Promise<BackupSummary> {
  const started = Date.now();
  const store = mediaStore(strapi);
  const tables = backupTables(strapi);
  report.say(`Reading ${tables.length} tables in one transaction …`);
  const createdAt = new Date().toISOString();
  const snapshots = await readSnapshot(strapi, tables, report);
  const rows = snapshots.reduce((sum, snapshot) => sum + snapshot.rows.length, 0);
  const stored = referencedFiles(snapshots);
  report.say(`Read ${rows} rows; copying ${stored.length} stored files from the ${store.provider} upload provider …`);

  const manifest: Manifest = {
    kind: 'manifest',
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt,
    // Strapi types the client and the configuration loosely: both are names.
    source: {
      database: strapi.db.config.connection.client as string,
      strapi: strapi.config.get('info.strapi', '') as string,
      uploadProvider: store.provider,
    },
    tables: snapshots.map(({ table, rows: tableRows }) => ({
      name: table.name,
      owner: table.owner,
      rows: tableRows.length,
    })),
    files: stored.length,
  };
  const missing: string[] = [];
  let fileBytes = 0;
  let copied = 0;

  async function* frames(): AsyncGenerator<Buffer> {
    yield* frame(manifest);
    for (const { table, columns, rows: tableRows } of snapshots) {
      yield* frame({ kind: 'table', name: table.name, owner: table.owner, columns });
      for (let start = 0; start < tableRows.length; start += LINE_ROWS) {
        yield* frame({ kind: 'rows', table: table.name, rows: tableRows.slice(start, start + LINE_ROWS) });
      }
    }
    for (const storedFile of stored) {
      const bytes = await store.read(storedFile);
      if (!bytes) {
        missing.push(storedFile.url);
        report.say(
          `  warning: ${storedFile.url} is in the media library but its file is gone; the archive holds its row only`,
        );
        continue;
      }
      const entry: FileEntry = {
        kind: 'file',
        ...storedFile,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
      yield* frame(entry, bytes);
      fileBytes += bytes.length;
      copied += 1;
      report.progress(() => `${copied}/${stored.length} files, ${megabytes(fileBytes)}`);
    }
    yield* frame({ kind: 'end', rows, files: copied, bytes: fileBytes, missing });
  }

  const archiveBytes = await writeArchive(file, frames(), secret);
  const summary: BackupSummary = {
    file,
    tables: manifest.tables,
    rows,
    files: copied,
    fileBytes,
    archiveBytes,
    missing,
    seconds: (Date.now() - started) / 1000,
  };
  report.say(
    `Backup written to ${file}${secret ? ' (encrypted with BACKUP_KEY, AES-256-GCM)' : ' (not encrypted: BACKUP_KEY is not set)'}`,
  );
  for (const line of tableLines(manifest.tables)) report.say(line);
  report.say(
    `${rows} rows in ${manifest.tables.length} tables, ${copied} files (${megabytes(fileBytes)}); archive ${megabytes(archiveBytes)}; ${summary.seconds.toFixed(1)} s` +
      (missing.length ? `; ${missing.length} files missing` : ''),
  );
  return summary;
}
