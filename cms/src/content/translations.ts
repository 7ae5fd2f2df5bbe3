import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  RECORD_VERSION_FIELD,
  catalogueCommand,
  isTranslationLocale,
  type StaffAbility,
  type MediaRule,
  type ResourceRule,
  type Translation,
  type TranslationLocale,
} from '@bank/shared';
import { HttpError, notFound } from '../lib/errors';
import { acceptedFileOf } from '../lib/uploads';
import { pickFields, positiveId, validated } from '../lib/validation';
import { commandRoute, registerCommands, type AppliedInput, type CommandHandler } from '../lib/commands';
import { backoffice } from './route-config';
import { translatedAttributes } from './locales';
import { createRecordReader, deleteTranslation, writeTranslation } from './records';
import { mediaUrl } from './serializers';
import { recordVersion } from './record-versions';

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
 * multipart where a translation may carry its own file), DELETE it. The writes are the commands
 * `<path>.translation.save` and `.translation.delete`, held like the record's own while changes
 * need approval.
 */
export function translationRoutes(
  { uid, base, schema, files, labelField }: TranslatedRecords,
  guard: { read: unknown; write: StaffAbility },
) {
  const translated = translatedAttributes(uid);
  const ownFiles = files.filter((file) => translated.includes(file.field));
  const texts = translated.filter((field) => !ownFiles.some((file) => file.field === field));
  const textRule = schema.pick(texts);
  const records = createRecordReader(uid, [...files.map((file) => file.field)]);
  const prefix = base.slice('/admin/'.length);

  const translationOf = async (documentId: string, locale: TranslationLocale) =>
    (await strapi.db.query(uid).findOne({ where: { documentId, locale }, populate: records.populate })) as Record<
      string,
      unknown
    > | null;
  // A populated media attribute, as the query engine answers it: `{ id, url }` or null. With the
  // record's version (every language's last change), which a save of the translation sends back.
  const answerOf = async (locale: TranslationLocale, row: Record<string, unknown>): Promise<Translation> => ({
    locale,
    ...Object.fromEntries(texts.map((field) => [field, (row[field] as string | null | undefined) ?? null])),
    ...Object.fromEntries(ownFiles.map(({ field }) => [field, mediaUrl(row[field] as { url: string } | null)])),
    [RECORD_VERSION_FIELD]: await recordVersion(uid, String(row.documentId)),
  });
  async function readInput(input: AppliedInput) {
    const values = await validated(textRule, pickFields(input.values, texts));
    const fileValues = Object.fromEntries(
      await Promise.all(
        ownFiles.map(async (file) => [file.field, await acceptedFileOf(input.files, file, false)] as const),
      ),
    );
    return { values, files: fileValues };
  }
  // The command's target was checked by its rule (TRANSLATION_TARGET): a language it names.
  const localeOf = (input: AppliedInput) => input.target.locale as TranslationLocale;
  const definition = (write: 'save' | 'delete') => catalogueCommand(`${prefix}.translation.${write}`);

  const save: CommandHandler<Translation> = {
    definition: definition('save'),
    targetOf: translationTarget,
    async check(input) {
      await records.findRecord(input.target.id);
      return (await readInput(input)).values;
    },
    async apply(input) {
      const locale = localeOf(input);
      const { documentId } = await records.findRecord(input.target.id);
      const { values, files: given } = await readInput(input);
      const previous = await translationOf(documentId, locale);
      await writeTranslation(uid, documentId, locale, values, given, previous, String(values[labelField] ?? ''));
      return await answerOf(locale, (await translationOf(documentId, locale))!);
    },
  };
  const remove: CommandHandler<{ message: string; [RECORD_VERSION_FIELD]: string | null }> = {
    definition: definition('delete'),
    targetOf: translationTarget,
    async check(input) {
      const { documentId } = await records.findRecord(input.target.id);
      if (!(await translationOf(documentId, localeOf(input)))) throw new HttpError(404, NO_TRANSLATION);
    },
    async apply(input) {
      const locale = localeOf(input);
      const { documentId } = await records.findRecord(input.target.id);
      const row = await translationOf(documentId, locale);
      if (!row) throw new HttpError(404, NO_TRANSLATION);
      await deleteTranslation(
        uid,
        documentId,
        locale,
        row,
        ownFiles.map((file) => file.field),
      );
      // The record's version after it: the next save of the language sends it back.
      return { message: 'Translation deleted', [RECORD_VERSION_FIELD]: await recordVersion(uid, documentId) };
    },
  };
  registerCommands([save, remove]);

  const path = `${base}/:id/translations/:locale`;
  const write = (command: CommandHandler) => ({
    handler: commandRoute(command.definition.name),
    config: backoffice(guard.write, { publishes: { record: uid }, command: command.definition.name }),
  });
  return [
    {
      method: 'GET',
      path,
      config: guard.read,
      handler: async (ctx: Context) => {
        const { locale } = ctx.params as { locale?: string };
        if (!isTranslationLocale(locale)) throw notFound();
        const row = await translationOf((await records.findExisting(ctx)).documentId, locale);
        if (!row) throw new HttpError(404, NO_TRANSLATION);
        ctx.body = await answerOf(locale, row);
      },
    },
    { method: 'PUT', path, ...write(save) },
    { method: 'DELETE', path, ...write(remove) },
  ];
}

/** A translation's target from its address: an id that is not a positive id, or a language not translated, names nothing (404). */
export function translationTarget(params: Record<string, string>): Record<string, unknown> {
  const id = positiveId(params.id);
  if (id === null || !isTranslationLocale(params.locale)) throw notFound();
  return { id, locale: params.locale };
}
