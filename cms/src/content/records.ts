import type { Context } from 'koa';
import type { UID } from '@strapi/strapi';
import { notFound } from '../lib/errors';
import { withStoredFiles, type CheckedFile } from '../lib/uploads';
import { recordId } from '../lib/validation';
import { createdRow, storedFileIdOf, type StoredRow } from '../lib/stored-rows';
import { englishRows, isTranslated } from './locales';

/**
 * Reads through the query engine (not the Document Service): one query, media URLs populated. Of a
 * translated content type it reads the English rows, the records (locales.ts): an id is an English
 * row's, and a translation is read in its locale with `inLocale`.
 */
export function createRecordReader<T extends UID.ContentType>(uid: T, mediaFields: readonly string[]) {
  const populate = mediaFields.length
    ? Object.fromEntries(mediaFields.map((field) => [field, { select: ['id', 'url'] }]))
    : undefined;
  const query = () => strapi.db.query(uid);
  const findById = (id: number): Promise<StoredRow<T> | null> =>
    query().findOne({ where: englishRows(uid, { id }), populate });
  const findRecord = async (id: unknown): Promise<StoredRow<T>> => {
    const row = typeof id === 'number' ? await findById(id) : null;
    if (!row) throw notFound();
    return row;
  };
  return {
    populate,
    findMany: ({ where, ...params }: { where?: Record<string, unknown>; orderBy?: unknown } = {}): Promise<
      StoredRow<T>[]
    > => query().findMany({ ...params, where: englishRows(uid, where), populate }),
    findFirst: ({
      where,
      ...params
    }: {
      where?: Record<string, unknown>;
      orderBy?: unknown;
    }): Promise<StoredRow<T> | null> => query().findOne({ ...params, where: englishRows(uid, where), populate }),
    findById,
    /** The record named by the route's :id, or 404. */
    findExisting: (ctx: Context): Promise<StoredRow<T>> => findRecord(recordId(ctx)),
    /** The record of a command's target id, or 404. */
    findRecord,
  };
}

type Files = Record<string, CheckedFile | null>;

type FileKeeper = (fileId: number | null | undefined) => Promise<void>;
let keepFile: FileKeeper = async () => {};

/**
 * register(): what becomes of a file a record stops using. The activity log keeps it a while so
 * that a restore brings it back (activity/kept-files.ts); it sits above this layer, so it is told.
 */
export function keepReleasedFilesWith(keeper: FileKeeper): void {
  keepFile = keeper;
}

/** A record read back after its write committed, which is there to read. */
function written<Row>(row: Row | null): Row {
  if (row === null) throw new Error('A record just written could not be read back');
  return row;
}

/**
 * Writes shared by every controller: through the Document Service (so the Strapi panel and
 * lifecycle hooks see them), with checked files stored first and removed again if the write fails,
 * and replaced or deleted files taken out of the media library once the record no longer uses them,
 * kept for a while so that the activity log can restore them (activity/kept-files.ts).
 */
export async function createRecord<Row>(
  uid: UID.ContentType,
  values: Record<string, unknown>,
  files: Files,
  readBack: (id: number) => Promise<Row | null>,
  altText?: string,
): Promise<Row> {
  const row = await withStoredFiles(
    files,
    async (fileIds) => {
      const created = await strapi.documents(uid).create({ data: { ...values, ...fileIds } });
      return readBack(createdRow(uid, created).id);
    },
    altText,
  );
  return written(row);
}

export async function updateRecord<Row>(
  uid: UID.ContentType,
  existing: { id: number; documentId: string },
  values: Record<string, unknown>,
  files: Files,
  readBack: (id: number) => Promise<Row | null>,
  altText?: string,
): Promise<Row> {
  const row = await withStoredFiles(
    files,
    async (fileIds) => {
      await strapi.documents(uid).update({ documentId: existing.documentId, data: { ...values, ...fileIds } });
      return readBack(existing.id);
    },
    altText,
  );
  // A replaced file goes only once the record points at its successor.
  await Promise.all(
    Object.keys(files)
      .filter((field) => files[field])
      .map((field) => keepFile(storedFileIdOf(existing, field))),
  );
  return written(row);
}

export async function deleteRecord(
  uid: UID.ContentType,
  existing: { documentId: string },
  mediaFields: readonly string[],
): Promise<void> {
  // A record goes with its translations.
  await strapi
    .documents(uid)
    .delete({ documentId: existing.documentId, ...(isTranslated(uid) ? { locale: '*' } : {}) });
  await Promise.all(mediaFields.map((field) => keepFile(storedFileIdOf(existing, field))));
}

/**
 * Writes a record's translation (creates it or replaces it): its translated fields in `locale`
 * through the Document Service, which copies the shared fields from the record (Strapi's i18n). A
 * replaced file of the translation's own (a Marathi PDF) is released as a record's is.
 */
export async function writeTranslation(
  uid: UID.ContentType,
  documentId: string,
  locale: string,
  values: Record<string, unknown>,
  files: Files,
  previous: Record<string, unknown> | null,
  altText?: string,
): Promise<void> {
  await withStoredFiles(
    files,
    (fileIds) => strapi.documents(uid).update({ documentId, locale, data: { ...values, ...fileIds } }),
    altText,
  );
  if (previous)
    await Promise.all(
      Object.keys(files)
        .filter((field) => files[field])
        .map((field) => keepFile(storedFileIdOf(previous, field))),
    );
}

/** Deletes one translation of a record, the record and its other locales kept. */
export async function deleteTranslation(
  uid: UID.ContentType,
  documentId: string,
  locale: string,
  translation: Record<string, unknown>,
  fileFields: readonly string[],
): Promise<void> {
  await strapi.documents(uid).delete({ documentId, locale });
  await Promise.all(fileFields.map((field) => keepFile(storedFileIdOf(translation, field))));
}
