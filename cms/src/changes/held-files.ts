import { randomUUID } from 'crypto';
import { promises as fs } from 'fs';
import path from 'path';
import { keptFilesDir } from '../activity/kept-files';
import { conflict } from '../lib/errors';
import type { IncomingFile } from '../lib/uploads';

/**
 * The files of a held request (an unclaimed list's CSV of depositors' names, a new picture): their
 * bytes wait in the private store the activity log keeps files in (`held/` in it, which nothing
 * serves and every process shares), never in the change's row nor in the served uploads folder. The
 * row names each file; the bytes go once the change is decided and DELETED_MEDIA_RETENTION_DAYS have
 * passed (the daily clean-up, scheduled.ts).
 */
export interface HeldFile {
  field: string;
  name: string;
  mimetype: string | null;
  size: number;
  /** Its file name in the held folder. */
  stored: string;
}

/** A held file as an earlier version kept it: its bytes base64 in the change's row. */
interface HeldFileInRow extends Omit<HeldFile, 'stored'> {
  data: string;
}

export type StoredHeldFile = HeldFile | HeldFileInRow;

const heldDir = () => path.join(keptFilesDir(), 'held');
const pathOf = (held: HeldFile) => path.join(heldDir(), path.basename(held.stored));

/** Copies the request's files into the held folder (readable by this server only), each under a name of its own. */
export async function holdFiles(files: { field: string; file: IncomingFile }[]): Promise<HeldFile[]> {
  if (files.length === 0) return [];
  await fs.mkdir(heldDir(), { recursive: true, mode: 0o700 });
  const held: HeldFile[] = [];
  try {
    for (const { field, file } of files) {
      const entry = {
        field,
        name: file.originalFilename ?? field,
        mimetype: file.mimetype ?? null,
        size: file.size,
        stored: `${randomUUID()}${path.extname(file.originalFilename ?? '').toLowerCase()}`,
      };
      await fs.copyFile(file.filepath, pathOf(entry));
      await fs.chmod(pathOf(entry), 0o600);
      held.push(entry);
    }
  } catch (error) {
    await removeHeldFiles(held);
    throw error;
  }
  return held;
}

/**
 * Writes a held file's bytes to `target` (a temporary file the replayed route reads, as formidable
 * would hand it over); 409 when they are gone (a backup restored elsewhere holds no held file).
 */
export async function copyHeldFile(held: StoredHeldFile, target: string): Promise<void> {
  if ('data' in held) {
    await fs.writeFile(target, Buffer.from(held.data, 'base64'), { mode: 0o600 });
    return;
  }
  try {
    await fs.copyFile(pathOf(held), target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw conflict(`The file ${held.name} of this change is no longer kept: make the change again.`);
  }
}

export async function removeHeldFiles(files: readonly StoredHeldFile[]): Promise<void> {
  await Promise.all(files.map((held) => ('stored' in held ? fs.rm(pathOf(held), { force: true }) : undefined)));
}

/** A held file's bytes, for an approver to see what they approve (a new picture); null when they are gone. */
export async function heldFileBytes(held: StoredHeldFile): Promise<Buffer | null> {
  if ('data' in held) return Buffer.from(held.data, 'base64');
  try {
    return await fs.readFile(pathOf(held));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
