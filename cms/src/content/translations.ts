import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  isTranslationLocale,
  type MediaRule,
  type ResourceRule,
  type Translation,
  type TranslationLocale,
} from '@bank/shared';
import { HttpError, notFound } from '../lib/errors';
import { acceptedFile } from '../lib/uploads';
import { pickFields, validated } from '../lib/validation';
import { translatedAttributes } from './locales';
import { createRecordReader, deleteTranslation, writeTranslation } from './records';
import { mediaUrl } from './serializers';

/** What a record's translations are made of: its content type, its English rule and the files it may have. */
export interface TranslatedRecords {
  uid: UID.ContentType;
  /** The back office's address of the records, `/admin/deposits`: a translation is `…/:id/translations/:locale`. */
  base: string;
  /** The English record's rule: a translated text takes the same rule (required, length) as in English. */
  schema: ResourceRule['schema'];
  /** The record's files by attribute, of which those translated are a translation's own. */
  files: readonly MediaRule[];
  /** The field an uploaded file's alternative text is taken from. */
  labelField: string;
}

const NO_TRANSLATION = 'This record has no translation in that language yet';

/**
 * The back office's routes of one kind of record's translations, `:id` its English id and `:locale`
 * mr or hi: GET the translation (404 when there is none yet), PUT it (created or replaced; JSON, or
 * multipart where a translation may carry its own file), DELETE it. The writes publish like the
 * record's own (four eyes holds them while changes need approval, with the locale in the request).
 */
export function translationRoutes(
  { uid, base, schema, files, labelField }: TranslatedRecords,
  guard: { read: unknown; write: (check?: (ctx: Context) => Promise<Record<string, unknown>>) => unknown },
) {
  const translated = translatedAttributes(uid);
  const ownFiles = files.filter((file) => translated.includes(file.field));
  const texts = translated.filter((field) => !ownFiles.some((file) => file.field === field));
  const textRule = schema.pick(texts);
  const records = createRecordReader(uid, [...files.map((file) => file.field)]);

  const localeOf = (ctx: Context): TranslationLocale => {
    const { locale } = ctx.params as { locale?: string };
    if (!isTranslationLocale(locale)) throw notFound();
    return locale;
  };
  const translationOf = async (documentId: string, locale: TranslationLocale) =>
    (await strapi.db.query(uid).findOne({ where: { documentId, locale }, populate: records.populate })) as Record<
      string,
      unknown
    > | null;
  // A populated media attribute, as the query engine answers it: `{ id, url }` or null.
  const answerOf = (locale: TranslationLocale, row: Record<string, unknown>): Translation => ({
    locale,
    ...Object.fromEntries(texts.map((field) => [field, (row[field] as string | null | undefined) ?? null])),
    ...Object.fromEntries(ownFiles.map(({ field }) => [field, mediaUrl(row[field] as { url: string } | null)])),
  });
  async function readInput(ctx: Context) {
    const values = await validated(textRule, pickFields(ctx.request.body, texts));
    const fileValues = Object.fromEntries(
      await Promise.all(ownFiles.map(async (file) => [file.field, await acceptedFile(ctx, file, false)] as const)),
    );
    return { values, files: fileValues };
  }

  const path = `${base}/:id/translations/:locale`;
  const { write } = guard;
  return [
    {
      method: 'GET',
      path,
      config: guard.read,
      handler: async (ctx: Context) => {
        const locale = localeOf(ctx);
        const row = await translationOf((await records.findExisting(ctx)).documentId, locale);
        if (!row) throw new HttpError(404, NO_TRANSLATION);
        ctx.body = answerOf(locale, row);
      },
    },
    {
      method: 'PUT',
      path,
      // Four eyes: the checks of the write, nothing written.
      config: write(async (ctx) => {
        localeOf(ctx);
        await records.findExisting(ctx);
        return (await readInput(ctx)).values;
      }),
      handler: async (ctx: Context) => {
        const locale = localeOf(ctx);
        const { documentId } = await records.findExisting(ctx);
        const { values, files: given } = await readInput(ctx);
        const previous = await translationOf(documentId, locale);
        await writeTranslation(uid, documentId, locale, values, given, previous, String(values[labelField] ?? ''));
        ctx.body = answerOf(locale, (await translationOf(documentId, locale))!);
      },
    },
    {
      method: 'DELETE',
      path,
      config: write(),
      handler: async (ctx: Context) => {
        const locale = localeOf(ctx);
        const { documentId } = await records.findExisting(ctx);
        const row = await translationOf(documentId, locale);
        if (!row) throw new HttpError(404, NO_TRANSLATION);
        await deleteTranslation(
          uid,
          documentId,
          locale,
          row,
          ownFiles.map((file) => file.field),
        );
        ctx.body = { message: 'Translation deleted' };
      },
    },
  ];
}
