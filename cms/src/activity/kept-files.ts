import { promises as fs } from 'fs';
import { countText } from '@bank/shared';
import path from 'path';
import { conflict } from '../lib/errors';
import { nowMs } from '../lib/clock';
import { runEachBankDay, type DailyTask } from '../lib/each-bank-day';
import { privateStoreDir, storedFilesOf } from '../lib/media-store';
import { afterCommit, ifRolledBack, withConnection } from '../lib/transactions';
import { writeEntry } from './entries';

/**
 * Files a record no longer uses (its record deleted, or the file replaced by an update) are not
 * removed at once: they are kept DELETED_MEDIA_RETENTION_DAYS (30) so that 'Restore this version'
 * brings them back, then removed by the daily clean-up. The media library forgets them at once (the
 * Strapi panel does not offer them); their row is kept in `kept_files` and, with the local provider,
 * their bytes are moved out of `<public>/uploads` into the kept folder, which nothing serves.
 * With another provider (S3) the bytes stay in the bucket until the clean-up deletes them there.
 */
export const KEPT_FILE = 'api::kept-file.kept-file';
const UPLOAD_FILE = 'plugin::upload.file';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a file of a deleted or changed record is kept (DELETED_MEDIA_RETENTION_DAYS, default 30). */
function retentionDays(): number {
  const value = process.env.DELETED_MEDIA_RETENTION_DAYS;
  if (value === undefined || value === '') return 30;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`DELETED_MEDIA_RETENTION_DAYS must be a whole number of days from 1, not "${value}"`);
  return days;
}

/** The instant before which what was released (a record's file, a decided change's held files) is no longer kept. */
export const keptSince = (): Date => new Date(nowMs() - retentionDays() * DAY_MS);

/** Where kept bytes wait: the private store (lib/media-store.ts). */
export const keptFilesDir = privateStoreDir;

// Configuration values are unknown to TypeScript: the provider is named by a string (config/plugins.ts).
const isLocal = () => (strapi.config.get('plugin::upload.provider', 'local') as string) === 'local';
const tableOf = () => strapi.db.metadata.get(KEPT_FILE).tableName;
const publicPathOf = (url: string) => path.join(strapi.dirs.static.public, url);
const keptPathOf = (url: string) => path.join(keptFilesDir(), path.basename(url));

async function move(from: string, to: string): Promise<boolean> {
  try {
    await fs.rename(from, to);
    return true;
  } catch (error) {
    // A failed file operation throws Node's ErrnoException.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV') throw error;
    // Another file system: copy, then remove.
    await fs.copyFile(from, to);
    await fs.rm(from, { force: true });
    return true;
  }
}

/** The file row as kept: every column but its id and links, so that it can be made again as it was. */
function keptRowOf(file: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, related: _related, folder: _folder, createdBy: _createdBy, updatedBy: _updatedBy, ...kept } = file;
  return kept;
}

/**
 * Takes a file out of the media library and keeps it for the retention period, once a record no
 * longer points at it: after the write's transaction has committed (a rollback leaves it where it
 * is, and a process ending between the two leaves it in the library, not a record without its file);
 * a file another record still uses stays.
 */
export async function keepFile(fileId: number | null | undefined): Promise<void> {
  if (!fileId) return;
  await afterCommit(() => keepNow(fileId));
}

async function keepNow(fileId: number): Promise<void> {
  // The media library's file row, read field by field below.
  const file = (await strapi.db
    .query(UPLOAD_FILE)
    .findOne({ where: { id: fileId }, populate: { related: true } })) as Record<string, unknown> | null;
  if (!file) return;
  if (Array.isArray(file.related) && file.related.length > 0) return;
  if (isLocal()) {
    await fs.mkdir(keptFilesDir(), { recursive: true });
    for (const stored of storedFilesOf(file)) await move(publicPathOf(stored.url), keptPathOf(stored.url));
  }
  const at = new Date(nowMs());
  await strapi.db.connection(tableOf()).insert({
    url: file.url,
    kept_at: at,
    file: JSON.stringify(keptRowOf(file)),
    created_at: new Date(),
    updated_at: new Date(),
  });
  await strapi.db.query(UPLOAD_FILE).delete({ where: { id: fileId } });
}

/** Puts a kept file's bytes back where they were served from (local provider). */
async function putBack(file: Record<string, unknown>): Promise<boolean> {
  const [original, ...formats] = storedFilesOf(file);
  if (!original || !(await move(keptPathOf(original.url), publicPathOf(original.url)))) return false;
  await Promise.all(formats.map((stored) => move(keptPathOf(stored.url), publicPathOf(stored.url))));
  return true;
}

const noLongerKept = (url: string) =>
  conflict(
    `The file ${url} of this version is no longer kept: files of deleted and changed records are kept ${countText(retentionDays(), 'day')}.`,
  );

/**
 * The media library id of the file at `url`: the file itself when the library still has it, else the
 * kept file made again (bytes put back in /uploads; `kept` true). 409 when it is gone.
 */
export async function fileBack(url: string): Promise<{ id: number; kept: boolean }> {
  const live = await strapi.db.query(UPLOAD_FILE).findOne({ where: { url }, select: ['id'] });
  if (live) return { id: Number(live.id), kept: false };
  // In the transaction of the restore that asks for it, if there is one.
  const kept = await withConnection((knex) => knex(tableOf()).where({ url }).orderBy('id', 'desc').first());
  if (!kept) throw noLongerKept(url);
  const file = typeof kept.file === 'string' ? JSON.parse(kept.file) : kept.file;
  if (isLocal()) {
    if (!(await putBack(file))) throw noLongerKept(url);
    // A restore rolled back leaves the bytes kept, as its row is.
    await ifRolledBack(async () => {
      for (const stored of storedFilesOf(file)) await move(publicPathOf(stored.url), keptPathOf(stored.url));
    });
  }
  const made = await strapi.db.query(UPLOAD_FILE).create({ data: file });
  await withConnection((knex) => knex(tableOf()).where({ id: kept.id }).del());
  return { id: Number(made.id), kept: true };
}

/** Removes a kept file for good: its bytes (all sizes) from the kept folder or the provider. */
async function removeBytes(file: Record<string, unknown>): Promise<void> {
  if (isLocal()) {
    await Promise.all(storedFilesOf(file).map((stored) => fs.rm(keptPathOf(stored.url), { force: true })));
    return;
  }
  // Strapi types the provider loosely: every upload provider has delete(file).
  const provider = strapi.plugin('upload').provider as unknown as { delete(file: unknown): Promise<void> };
  const formats = (typeof file.formats === 'string' ? JSON.parse(file.formats) : file.formats) ?? {};
  await Promise.all([file, ...Object.values(formats)].map((stored) => provider.delete(stored)));
}

/**
 * The daily clean-up: kept files older than the retention period are removed, and one entry says
 * how many. Each row is claimed by deleting it, so that two processes never remove the same file
 * twice or count it twice.
 */
async function removeExpiredKeptFiles(): Promise<number> {
  const days = retentionDays();
  const before = keptSince();
  const rows = await strapi.db.connection(tableOf()).where('kept_at', '<', before).select('id', 'file');
  let removed = 0;
  for (const row of rows) {
    const claimed = await strapi.db.connection(tableOf()).where({ id: row.id }).del();
    if (!claimed) continue;
    await removeBytes(typeof row.file === 'string' ? JSON.parse(row.file) : row.file);
    removed += 1;
  }
  if (removed > 0) {
    await writeEntry({
      action: 'cleanup',
      resource: 'files',
      record_label: `removed ${countText(removed, 'file')} of deleted or changed records kept over ${countText(days, 'day')}`,
    });
  }
  return removed;
}

let daily: Promise<DailyTask> | undefined;

/**
 * bootstrap(): the clean-up at start (without holding the start up) and a second after each
 * midnight in India, on the bank's clock (which tests move).
 */
export function startKeptFilesCleanUp(): void {
  retentionDays();
  daily = runEachBankDay('Removing kept files', async () => void (await removeExpiredKeptFiles()));
}

export function stopKeptFilesCleanUp(): void {
  void daily?.then((task) => task.stop());
  daily = undefined;
}
