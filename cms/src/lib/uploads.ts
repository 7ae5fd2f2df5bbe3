import { AsyncLocalStorage } from 'async_hooks';
import type { Context } from 'koa';
import { promises as fs } from 'fs';
import { randomUUID } from 'crypto';
import os from 'os';
import path from 'path';
import { API_MESSAGES, IMAGE_MIME_TYPES, PDF_MIME_TYPE } from '@bank/shared';
import type { MediaKind, MediaRule } from '@bank/shared';
import { HttpError, badRequest, payloadTooLarge, unsupportedFile } from './errors';
import { afterCommit, ifRolledBack } from './transactions';
import { privateStoreDir } from './media-store';
import { pdfActiveContent } from './pdf-active-content';
import { overPixelBudget } from './pixel-budget';
import { uploadLimit } from './upload-limits';

/** A file as formidable hands it over in ctx.request.files. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** An incoming file whose bytes were checked: what it really is. */
export interface CheckedFile extends IncomingFile {
  mime: string;
  ext: string;
}

export interface StoredFile {
  id: number;
  url: string;
}

const ACCEPTED: Record<MediaKind, { mimes: readonly string[]; description: string }> = {
  image: { mimes: IMAGE_MIME_TYPES, description: 'a JPEG, PNG, GIF or WebP image' },
  pdf: { mimes: [PDF_MIME_TYPE], description: 'a PDF document' },
};

// file-type is published as an ES module only; load it once, lazily.
let sniffer: Promise<typeof import('file-type')> | undefined;
const loadSniffer = () => (sniffer ??= import('file-type'));

/** Every type of file the site takes, whatever the field: the media library's allow-list too (config/plugins.ts). */
export const UPLOADABLE_MIME_TYPES: readonly string[] = [...IMAGE_MIME_TYPES, PDF_MIME_TYPE];

/** Every file of a multipart request, of every field. */
export function incomingFiles(ctx: Context): IncomingFile[] {
  // formidable's files, of which IncomingFile names the fields read.
  return Object.values(ctx.request.files ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  ) as IncomingFile[];
}

/**
 * Why a file is refused anywhere but the back office's own routes (the panel's media library), or
 * undefined when its bytes (not its name or declared type) are a JPEG, PNG, GIF or WebP within the
 * pixel budget, or a PDF that carries no script or web page.
 */
export async function uploadRefusal(file: IncomingFile): Promise<string | undefined> {
  const { fileTypeFromFile } = await loadSniffer();
  const detected = file.size > 0 ? await fileTypeFromFile(file.filepath) : undefined;
  if (detected === undefined || !UPLOADABLE_MIME_TYPES.includes(detected.mime))
    return 'Only JPEG, PNG, GIF or WebP pictures and PDF documents can be uploaded';
  return (await contentProblem(file.filepath, detected.mime))?.message;
}

/**
 * What a file of an accepted type carries that the site does not take, read before anything decodes
 * it: a PDF's script or web page (415), a picture's pixels over the budget (413).
 */
async function contentProblem(
  filepath: string,
  mime: string,
): Promise<{ status: 413 | 415; message: string } | undefined> {
  if (mime === PDF_MIME_TYPE) {
    const active = await pdfActiveContent(filepath);
    return active ? { status: 415, message: activePdfMessage(active) } : undefined;
  }
  const flood = await overPixelBudget(filepath);
  return flood ? { status: 413, message: pixelFloodMessage(flood) } : undefined;
}

const activePdfMessage = (what: string) =>
  `This PDF carries ${what}, which the site does not serve: save it again as a plain PDF (print it to PDF) and send that`;
const pixelFloodMessage = (why: string) => `This picture is too large to use: ${why}. Send a smaller one`;

/** The one file sent in `field`, or null; a second file in the same field is refused. */
export function incomingFile(ctx: Context, field: string): IncomingFile | null {
  const value = ctx.request.files?.[field];
  if (!value) return null;
  if (Array.isArray(value)) {
    if (value.length !== 1) throw badRequest({ [field]: 'Send one file only' });
    return value[0];
  }
  return value;
}

/**
 * Checks a file by its bytes (not its name or declared type) and its size.
 * SVG and anything else outside the kind's list is refused with 415; over the limit, 413.
 */
export async function checkFile(file: IncomingFile, field: string, kind: MediaKind): Promise<CheckedFile> {
  const limit = uploadLimit(kind);
  if (file.size > limit) throw payloadTooLarge(field, limit);
  if (file.size === 0) throw badRequest({ [field]: 'The file is empty' });
  const { fileTypeFromFile } = await loadSniffer();
  const detected = await fileTypeFromFile(file.filepath);
  if (!detected || !ACCEPTED[kind].mimes.includes(detected.mime)) {
    throw unsupportedFile(field, ACCEPTED[kind].description);
  }
  const problem = await contentProblem(file.filepath, detected.mime);
  if (problem)
    throw new HttpError(
      problem.status,
      problem.status === 413 ? API_MESSAGES.fileTooLarge : API_MESSAGES.unsupportedFile,
      {
        [field]: problem.message,
      },
    );
  return { ...file, mime: detected.mime, ext: detected.ext };
}

/** The checked file of a media rule among a command's files by field, or null (400 when the rule requires one). */
export async function acceptedFileOf(
  files: Readonly<Record<string, IncomingFile | null | undefined>>,
  rule: MediaRule | null,
  required: boolean,
): Promise<CheckedFile | null> {
  if (!rule) return null;
  const file = files[rule.field];
  if (!file) {
    if (required)
      throw badRequest({ [rule.field]: rule.kind === 'image' ? 'An image is required' : 'A PDF document is required' });
    return null;
  }
  return checkFile(file, rule.field, rule.kind);
}

/** A file name that is safe to store and ends in the extension its bytes call for. */
function storedName(file: CheckedFile): string {
  const original = path.basename(file.originalFilename || 'upload');
  const stem =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'upload';
  return `${stem}.${file.ext}`;
}

/** Puts a checked file into the media library (upload plugin, configured provider). */
/** Stores a file in place of the media library (a preview's: a row naming an address, no bytes written). */
export type FileStandIn = (file: CheckedFile, alternativeText?: string) => Promise<StoredFile>;

const standIns = new AsyncLocalStorage<FileStandIn>();

/**
 * Runs `work` with every file it stores handed to `standIn` instead of the media library: a preview
 * shows a change's new picture from its held bytes, its record pointing at a row of its rolled-back
 * transaction, and writes nothing to the uploads.
 */
export const storingFilesWith = <T>(standIn: FileStandIn, work: () => Promise<T>): Promise<T> =>
  standIns.run(standIn, work);

export async function storeFile(file: CheckedFile, alternativeText?: string): Promise<StoredFile> {
  const standIn = standIns.getStore();
  if (standIn) return standIn(file, alternativeText);
  const name = storedName(file);
  const [stored] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: alternativeText ?? null } },
      files: { filepath: file.filepath, originalFilename: name, mimetype: file.mime, size: file.size },
    });
  // Its row goes with a rollback of the transaction it was stored in; its bytes are removed then, or,
  // if the process ends first (kill -9), by the next start's sweep, which finds them in the journal.
  if (strapi.db.inTransaction()) {
    const entry = await journalStoring(stored);
    await ifRolledBack(async () => {
      await strapi.plugin('upload').service('upload').remove(stored);
      await fs.rm(entry, { force: true });
    });
    await afterCommit(() => fs.rm(entry, { force: true }));
  }
  return { id: stored.id, url: stored.url };
}

/** Where the files stored inside a transaction not yet ended are noted, one entry a file. */
const journalDir = () => path.join(privateStoreDir(), 'storing');

/** Notes a file stored inside an open transaction (its `files` row as the upload plugin made it): the entry's path. */
async function journalStoring(stored: Record<string, unknown>): Promise<string> {
  await fs.mkdir(journalDir(), { recursive: true, mode: 0o700 });
  // Named by the machine and process that stored it: only that machine can tell the process ended.
  const entry = path.join(journalDir(), `${os.hostname()}~${process.pid}~${randomUUID()}.json`);
  await fs.writeFile(entry, JSON.stringify(stored), { mode: 0o600 });
  return entry;
}

/** Whether a process of this machine is running (one that may not be signalled is). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start: the bytes of files stored inside a transaction whose process ended before it did (kill
 * -9): each noted by a process of this machine that is no longer running, and whose row is not in
 * the media library (the same id and hash: its transaction rolled back), is removed through the
 * provider. Answers how many. A file of a process still running, or of another machine (swept when
 * that machine's server starts again), is left alone.
 */
export async function sweepUncommittedFiles(): Promise<number> {
  const names = await fs.readdir(journalDir()).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const [host, pid] = name.split('~');
    if (host !== os.hostname() || isRunning(Number(pid))) continue;
    const entry = path.join(journalDir(), name);
    const stored = JSON.parse(await fs.readFile(entry, 'utf8')) as { id: number; hash: string };
    const committed = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { id: stored.id, hash: stored.hash }, select: ['id'] });
    if (!committed) {
      // The upload plugin's provider removes the original and each size; no row is there to delete.
      await strapi.plugin('upload').provider.delete(stored);
      for (const format of Object.values((stored as { formats?: Record<string, unknown> }).formats ?? {}))
        await strapi.plugin('upload').provider.delete(format);
      removed += 1;
    }
    await fs.rm(entry, { force: true });
  }
  return removed;
}

/** Removes a media library file and its stored bytes (all formats); a missing file is not an error. */
async function removeFile(fileId: number | null | undefined): Promise<void> {
  if (!fileId) return;
  const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } });
  if (file) await strapi.plugin('upload').service('upload').remove(file);
}

/**
 * Stores the given files, then runs `write` with their ids. If the write fails, the files just
 * stored are removed again so that a rejected request leaves no orphan in the media library.
 */
export async function withStoredFiles<T>(
  files: Record<string, CheckedFile | null>,
  write: (fileIds: Record<string, number>) => Promise<T>,
  alternativeText?: string,
): Promise<T> {
  const stored: Record<string, number> = {};
  try {
    for (const [field, file] of Object.entries(files)) {
      if (file) stored[field] = (await storeFile(file, alternativeText)).id;
    }
    return await write(stored);
  } catch (error) {
    await Promise.all(Object.values(stored).map((id) => removeFile(id)));
    throw error;
  }
}
