import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'crypto';
import { createReadStream, createWriteStream, promises as fs } from 'fs';
import { Readable, pipeline as pipelineCallback } from 'stream';
import { pipeline } from 'stream/promises';
import { promisify } from 'util';
import zlib from 'zlib';

/**
 * The archive: a gzip stream of JSON lines, each file's bytes right after its line (see README.md).
 * With BACKUP_KEY the whole gzip stream is sealed with AES-256-GCM:
 * MAGIC (8 bytes) | scrypt salt (16) | IV (12) | ciphertext | auth tag (16).
 */
export const FORMAT = 'bank-backup';
export const FORMAT_VERSION = 1;

export interface Manifest {
  kind: 'manifest';
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  source: { database: string; strapi: string; uploadProvider: string };
  tables: Array<{ name: string; owner: string; rows: number }>;
  files: number;
}
export interface TableEntry {
  kind: 'table';
  name: string;
  owner: string;
  columns: string[];
}
interface RowsEntry {
  kind: 'rows';
  table: string;
  rows: unknown[][];
}
/** A stored file (an upload or one of its resized formats), its bytes following the line. */
export interface FileEntry {
  kind: 'file';
  url: string;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  sha256: string;
}
export interface EndEntry {
  kind: 'end';
  rows: number;
  files: number;
  bytes: number;
  /** Files whose row is in the archive but whose bytes were gone when they were read. */
  missing: string[];
}
export type Entry = Manifest | TableEntry | RowsEntry | FileEntry | EndEntry;

/** Something about the archive or its key; its message says what to do. */
export class ArchiveError extends Error {}

const MAGIC = Buffer.from('BANKBAK\x01', 'latin1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
export const MIN_KEY_LENGTH = 16;

// promisify picks scrypt's overload without options: the one with options is this.
const scryptAsync = promisify(scrypt) as (
  secret: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;
/** 32 bytes from the passphrase: scrypt N=2^15, r=8, p=1 (about 0.1 s, 32 MB). */
const deriveKey = (secret: string, salt: Buffer) =>
  scryptAsync(secret, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

export function checkKey(secret: string | undefined): void {
  if (secret !== undefined && secret.length < MIN_KEY_LENGTH) {
    throw new ArchiveError(
      `BACKUP_KEY is ${secret.length} characters long; use at least ${MIN_KEY_LENGTH} (for example: openssl rand -base64 32)`,
    );
  }
}

/** A line of the archive, and the bytes that follow a file's line. */
export function frame(entry: Entry, bytes?: Buffer): Buffer[] {
  const line = Buffer.from(`${JSON.stringify(entry)}\n`);
  return bytes ? [line, bytes] : [line];
}

/**
 * Writes the frames to `file` (gzip, sealed when `secret` is given) through `<file>.partial`, renamed
 * only once complete and flushed to disk: a failed run leaves no archive that looks whole.
 * Resolves with the archive's size in bytes.
 */
/** An archive holds every record and sign-in of the bank: its owner's alone, encrypted or not, in any mode. */
const OWNER_ONLY = 0o600;

export async function writeArchive(file: string, frames: AsyncIterable<Buffer>, secret?: string): Promise<number> {
  checkKey(secret);
  const partial = `${file}.partial`;
  try {
    if (secret) {
      const salt = randomBytes(SALT_BYTES);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', await deriveKey(secret, salt), iv);
      await fs.writeFile(partial, Buffer.concat([MAGIC, salt, iv]), { mode: OWNER_ONLY });
      await pipeline(Readable.from(frames), zlib.createGzip(), cipher, createWriteStream(partial, { flags: 'a' }));
      await fs.appendFile(partial, cipher.getAuthTag());
    } else {
      await pipeline(Readable.from(frames), zlib.createGzip(), createWriteStream(partial, { mode: OWNER_ONLY }));
    }
    // Whatever the umask, and a partial file left by an earlier run: readable by its owner only.
    await fs.chmod(partial, OWNER_ONLY);
    const handle = await fs.open(partial, 'r+');
    await handle.sync();
    await handle.close();
    const { size } = await fs.stat(partial);
    await fs.rename(partial, file);
    return size;
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** Bytes received in chunks, taken out as lines or as a given number of bytes. */
class ByteQueue {
  private parts: Buffer[] = [];
  length = 0;

  push(chunk: Buffer) {
    this.parts.push(chunk);
    this.length += chunk.length;
  }

  take(count: number): Buffer {
    const all = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.length);
    const rest = all.subarray(count);
    this.parts = rest.length ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, count);
  }

  /** The offset just past the first newline, or -1. */
  lineEnd(): number {
    let offset = 0;
    for (const part of this.parts) {
      const at = part.indexOf(10);
      if (at >= 0) return offset + at + 1;
      offset += part.length;
    }
    return -1;
  }
}

async function* entriesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<{ entry: Entry; bytes?: Buffer }> {
  const queue = new ByteQueue();
  let file: FileEntry | undefined;
  for await (const chunk of stream) {
    queue.push(chunk);
    for (;;) {
      if (file) {
        if (queue.length < file.size) break;
        yield { entry: file, bytes: queue.take(file.size) };
        file = undefined;
        continue;
      }
      const end = queue.lineEnd();
      if (end < 0) break;
      // Each line of an archive is one entry, as writeArchive wrote it; its format is checked at the manifest.
      const entry = JSON.parse(queue.take(end).toString('utf8')) as Entry;
      if (entry.kind === 'file') file = entry;
      else yield { entry };
    }
  }
  if (file || queue.length) throw new ArchiveError('The archive ends in the middle of an entry: it is incomplete');
}

async function readHead(file: string): Promise<{ head: Buffer; size: number }> {
  const handle = await fs.open(file, 'r').catch((error) => {
    throw new ArchiveError(
      `Cannot open the archive ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`,
    );
  });
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, HEADER_BYTES));
    await handle.read(head, 0, head.length, 0);
    const tag = Buffer.alloc(TAG_BYTES);
    if (size >= HEADER_BYTES + TAG_BYTES) await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    return { head: Buffer.concat([head, tag]), size };
  } finally {
    await handle.close();
  }
}

/**
 * Reads every entry of the archive, handing each to `onEntry`. Resolves only when the whole archive
 * was read and, when sealed, its auth tag checked: a caller acts on what it collected after that,
 * never before, so a wrong key or an altered file changes nothing.
 */
export async function readArchive(
  file: string,
  secret: string | undefined,
  onEntry: (entry: Entry, bytes?: Buffer) => Promise<void> | void,
): Promise<void> {
  const { head, size } = await readHead(file);
  const sealed = head.subarray(0, MAGIC.length).equals(MAGIC);
  if (!sealed && !head.subarray(0, 2).equals(GZIP_MAGIC))
    throw new ArchiveError(`${file} is not a backup archive of this product`);

  const streams: NodeJS.ReadableStream[] = [];
  if (sealed) {
    if (!secret)
      throw new ArchiveError(`${file} is encrypted: set BACKUP_KEY to the key it was made with. Nothing was restored.`);
    const salt = head.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
    const iv = head.subarray(MAGIC.length + SALT_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', await deriveKey(secret, salt), iv);
    decipher.setAuthTag(head.subarray(HEADER_BYTES));
    streams.push(createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }), decipher);
  } else {
    streams.push(createReadStream(file));
  }
  const gunzip = zlib.createGunzip();
  const done = new Promise<void>((resolve, reject) =>
    // pipeline's types take a fixed number of streams: here they are a list.
    (pipelineCallback as (...args: unknown[]) => void)(...streams, gunzip, (error: Error | null) =>
      error ? reject(error) : resolve(),
    ),
  );
  done.catch(() => undefined);
  let handlerError: unknown;
  try {
    for await (const { entry, bytes } of entriesOf(gunzip)) {
      await Promise.resolve(onEntry(entry, bytes)).catch((error) => {
        handlerError = error;
        throw error;
      });
    }
    await done;
  } catch (error) {
    if (error === handlerError || (error instanceof ArchiveError && !sealed)) throw error;
    // With the right key and an intact file, neither the gzip layer nor the lines can fail.
    if (sealed)
      throw new ArchiveError(
        `BACKUP_KEY does not open ${file}: the key is wrong or the archive was altered. Nothing was restored.`,
      );
    // What zlib or the line reader threw: an Error.
    throw new ArchiveError(`${file} is damaged (${(error as Error).message}). Nothing was restored.`);
  }
}
