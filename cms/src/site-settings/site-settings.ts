import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  DEFAULT_LOCALE,
  RECORD_VERSION_FIELD,
  SITE_PICTURE_SETTINGS,
  SITE_SETTINGS,
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTINGS_TRANSLATED_INITIALS,
  SITE_TRANSLATED_SETTINGS,
  SITE_VALUE_SETTINGS,
  catalogueCommand,
  isTranslationLocale,
  siteSettingsSchema,
  siteSettingsTranslationSchema,
  validateInput,
  type CommandInput,
  type SiteLocale,
  type SiteSettingDeclaration,
  type SiteSettings,
  type SiteSettingsTranslation,
  type TranslationLocale,
} from '@bank/shared';
import type { ChangeDescription } from '../content/publishes';
import { keepFile } from '../activity/kept-files';
import { changedFields } from '../activity/changes';
import { badRequest, notFound } from '../lib/errors';
import { createRecord, createRecordReader, updateRecord, writeTranslation } from '../content/records';
import { mediaUrl } from '../content/serializers';
import { checkFile, type CheckedFile } from '../lib/uploads';
import type { AppliedInput, CommandHandler } from '../lib/commands';
import { pickFields, validated } from '../lib/validation';
import { SITE_SETTINGS_UID } from '../resources';
import { storedFileIdOf } from '../lib/stored-rows';
import { singleTypeVersion } from '../content/record-versions';

const records = createRecordReader(SITE_SETTINGS_UID, SITE_PICTURE_SETTINGS);

/** The one (English) row of the single type, the first if two processes ever made one each. */
const readRow = () => records.findFirst({ orderBy: { id: 'asc' } });

/**
 * The settings' document, whichever locale was saved first: a Marathi text saved before any English
 * one makes the document, and the English save then adds its row to it (not a second document).
 */
async function documentIdOfSettings(): Promise<string | null> {
  const row = await strapi.db.query(SITE_SETTINGS_UID).findOne({ select: ['documentId'], orderBy: { id: 'asc' } });
  return (row?.documentId as string | undefined) ?? null;
}

/** The settings' row in a language other than English, or null while none of its texts is saved. */
async function translationRow(locale: TranslationLocale): Promise<Record<string, unknown> | null> {
  const documentId = await documentIdOfSettings();
  return documentId
    ? strapi.db
        .query(SITE_SETTINGS_UID)
        .findOne({ where: { documentId, locale }, select: [...SITE_TRANSLATED_SETTINGS] })
    : null;
}

const isSaved = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A stored value as its kind answers it: a figure, on or off (SQLite keeps a boolean as 1 or 0), or text. */
function valueOfKind(kind: SiteSettingDeclaration['kind'], value: unknown): unknown {
  if (kind === 'count') return Number(value);
  if (kind === 'switch') return value === true || value === 1 || value === '1' || value === 'true';
  return String(value);
}

/** A row as the site reads it: a value never saved (null) is its declared default; a picture its address. */
function settingsOf(row: Record<string, unknown> | null): SiteSettings {
  const settings: Record<string, unknown> = { ...SITE_SETTINGS_DEFAULTS };
  // SITE_SETTINGS_DEFAULTS has every setting; each one read below keeps its kind.
  if (!row) return settings as SiteSettings;
  for (const name of SITE_VALUE_SETTINGS) {
    const value = row[name];
    if (value !== null && value !== undefined) settings[name] = valueOfKind(SITE_SETTINGS[name].kind, value);
  }
  // The readers populate picture settings with their URL.
  for (const name of SITE_PICTURE_SETTINGS) settings[name] = mediaUrl(row[name] as { url: string } | null);
  return settings as SiteSettings;
}

const valuesOf = (settings: SiteSettings) =>
  Object.fromEntries(SITE_VALUE_SETTINGS.map((name) => [name, settings[name]]));

/**
 * GET /api/site-settings (and the back office's GET): every setting, its default until the bank saves
 * another. In Marathi or Hindi each translated text is the one saved in that language; else the
 * English one where the bank saved its own (its banner is not contradicted by the product's); else,
 * the English being the default (never saved, or saved unchanged by the form), the language's
 * default. `locales` says which language each came in. English answers as ever.
 */
export async function readSiteSettings(locale: SiteLocale = DEFAULT_LOCALE): Promise<SiteSettings> {
  const row = await readRow();
  const settings = settingsOf(row);
  if (!isTranslationLocale(locale)) return settings;
  const translation = await translationRow(locale);
  const locales: NonNullable<SiteSettings['locales']> = {};
  for (const name of SITE_TRANSLATED_SETTINGS) {
    const text = translation?.[name];
    if (isSaved(text)) {
      settings[name] = text;
      locales[name] = locale;
    } else if (isSaved(row?.[name]) && row[name] !== SITE_SETTINGS_DEFAULTS[name]) locales[name] = DEFAULT_LOCALE;
    else {
      settings[name] = SITE_SETTINGS_TRANSLATED_INITIALS[locale][name];
      locales[name] = locale;
    }
  }
  return { ...settings, locales };
}

/** What a save takes from a request's body: the value settings sent, and a picture sent as a value (to take it away). */
const SAVE_FIELDS: readonly string[] = [...SITE_VALUE_SETTINGS, ...SITE_PICTURE_SETTINGS];

/**
 * The pictures a save sends: a file replaces one (checked by its bytes and size), null in JSON or an
 * empty field in a form takes it away (the site's own drawing again), absent keeps it.
 */
async function picturesSent(input: AppliedInput): Promise<{ files: Record<string, CheckedFile>; removed: string[] }> {
  const files: Record<string, CheckedFile> = {};
  const removed: string[] = [];
  for (const name of SITE_PICTURE_SETTINGS) {
    const file = input.files[name];
    if (file) files[name] = await checkFile(file, name, 'image');
    else if (input.values[name] === null || input.values[name] === '') removed.push(name);
    else if (name in input.values)
      throw badRequest({ [name]: "Send a picture as a file, or nothing to use the site's own drawing" });
  }
  return { files, removed };
}

/** A save checked whole, nothing written: the settings as they would be, the pictures sent and those taken away. */
async function checkedSiteSettings(input: AppliedInput, existing: Record<string, unknown> | null) {
  const values = await validated(siteSettingsSchema, {
    ...valuesOf(settingsOf(existing)),
    ...pickFields(input.values, SITE_VALUE_SETTINGS),
  });
  return { values, ...(await picturesSent(input)) };
}

/**
 * PUT /api/admin/site-settings, the command `site-settings.save`: the settings sent (JSON or a form),
 * the others kept as saved. Every value is checked with the shared rule and every picture by its
 * bytes before anything is written; the write goes through the Document Service, so the activity log
 * and the public cache see it. Four eyes: the same checks refuse a `javascript:` link before the save
 * is held, not at approval, and the change shows the values sent as the rule casts them.
 */
export const saveSiteSettings: CommandHandler<SiteSettings> = {
  definition: catalogueCommand('site-settings.save'),
  valuesOf: (body) => pickFields(body, SAVE_FIELDS),
  async check(input) {
    const { values } = await checkedSiteSettings(input, await readRow());
    return pickFields(values, Object.keys(pickFields(input.values, SITE_VALUE_SETTINGS)));
  },
  async apply(input) {
    const existing = await readRow();
    const { values, files, removed } = await checkedSiteSettings(input, existing);
    const data = { ...values, ...Object.fromEntries(removed.map((name) => [name, null])) };
    if (!existing) {
      // Texts saved in Marathi or Hindi first: English is added to their document.
      const documentId = await documentIdOfSettings();
      if (documentId)
        await writeTranslation(SITE_SETTINGS_UID, documentId, DEFAULT_LOCALE, data, files, null, 'Home banner picture');
      else await createRecord(SITE_SETTINGS_UID, data, files, records.findById, 'Home banner picture');
      return readSiteSettings();
    }
    const row = await updateRecord(SITE_SETTINGS_UID, existing, data, files, records.findById, 'Home banner picture');
    // A picture taken away goes once the settings no longer use it (kept a while for the activity log's restore).
    await Promise.all(removed.map((name) => keepFile(storedFileIdOf(existing, name))));
    return settingsOf(row);
  },
};

/**
 * register(): a write of the settings from anywhere else (the Strapi panel, a restore from the log)
 * passes the same rule, an emptied value (null) being its default; a refused one changes and logs nothing.
 */
export function registerSiteSettingsRule(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SITE_SETTINGS_UID || (context.action !== 'create' && context.action !== 'update'))
      return next();
    // The Document Service's parameters of a create or update.
    const sent = pickFields((context.params as { data?: unknown }).data, SITE_VALUE_SETTINGS);
    const given = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== null && value !== undefined));
    const result = await validateInput(siteSettingsSchema, { ...valuesOf(await readSiteSettings()), ...given });
    if ('errors' in result)
      throw new errors.ValidationError(`The site settings were not saved: ${Object.values(result.errors).join('; ')}`, {
        errors: result.errors,
      });
    return next();
  });
}

/** The language of a translation route (`:locale`): Marathi or Hindi, else 404. */
function translationLocaleOf(ctx: Context): TranslationLocale {
  const { locale } = ctx.params as { locale?: string };
  if (!isTranslationLocale(locale)) throw notFound();
  return locale;
}

/** A language's row as its texts: each saved one, or null. */
const textsOf = (row: Record<string, unknown> | null) =>
  Object.fromEntries(SITE_TRANSLATED_SETTINGS.map((name) => [name, isSaved(row?.[name]) ? row[name] : null])) as Omit<
    SiteSettingsTranslation,
    'locale'
  >;

// With the settings' version (every language's last change), which a save of the translation sends back.
const translationOf = async (
  locale: TranslationLocale,
  row: Record<string, unknown> | null,
): Promise<SiteSettingsTranslation> => ({
  locale,
  ...textsOf(row),
  [RECORD_VERSION_FIELD]: await singleTypeVersion(SITE_SETTINGS_UID),
});

/** GET /api/admin/site-settings/translations/:locale: each translated text as saved in that language, null where none is. */
export async function readSiteSettingsTranslation(ctx: Context): Promise<SiteSettingsTranslation> {
  const locale = translationLocaleOf(ctx);
  return await translationOf(locale, await translationRow(locale));
}

/** A translation command's language: its target, checked by the catalogue's rule (a language not translated names nothing, 404). */
function localeOf(input: CommandInput): TranslationLocale {
  const { locale } = input.target;
  if (typeof locale !== 'string' || !isTranslationLocale(locale)) throw notFound();
  return locale;
}

/** A translation's texts sent (the others kept), by the English rules of length; an empty one is none (null: the page falls back). */
async function translationSent(input: CommandInput): Promise<Record<string, string | null>> {
  const sent = pickFields(input.values, SITE_TRANSLATED_SETTINGS);
  const values = await validated(siteSettingsTranslationSchema, sent);
  // The texts sent only: the others stay as saved.
  return Object.fromEntries(Object.keys(sent).map((name) => [name, isSaved(values[name]) ? values[name] : null]));
}

/**
 * PUT /api/admin/site-settings/translations/:locale, the command `site-settings.translation.save`
 * (its target the language): the texts sent, in that language (the others kept as saved), through
 * the Document Service with the locale, so that the activity log records a translation and the
 * public cache drops that language's answers only.
 */
export const saveSiteSettingsTranslation: CommandHandler<SiteSettingsTranslation> = {
  definition: catalogueCommand('site-settings.translation.save'),
  targetOf: ({ locale }) => ({ locale }),
  check: (input) => translationSent(input),
  async apply(input) {
    const locale = localeOf(input);
    const values = await translationSent(input);
    const documentId = await documentIdOfSettings();
    if (documentId) await writeTranslation(SITE_SETTINGS_UID, documentId, locale, values, {}, null);
    else await strapi.documents(SITE_SETTINGS_UID).create({ locale, data: values });
    return await translationOf(locale, await translationRow(locale));
  },
};

/** Four eyes: a translation's save as a change request shows it: each text in that language before and after. */
export async function describeSiteSettingsTranslation(
  _ctx: Context,
  input?: CommandInput,
): Promise<Partial<ChangeDescription>> {
  if (!input) throw new Error("A translation's save is described by its command's input");
  const locale = localeOf(input);
  const sent = await translationSent(input);
  const before = textsOf(await translationRow(locale));
  return {
    record_label: `Site settings (${locale})`,
    changes: changedFields(before, { ...before, ...sent }),
  };
}

/**
 * Four eyes: a save of the settings as a change request shows it: only the settings it changes, each
 * with the value the site shows now as 'before' (the saved one, else its default: a site never saved
 * shows its defaults, not nothing), a new picture by name and one taken away as the site's drawing.
 */
export async function describeSiteSettingsSave(
  _ctx: Context,
  input?: CommandInput,
): Promise<Partial<ChangeDescription>> {
  if (!input) throw new Error("A save of the settings is described by its command's input");
  const live = settingsOf(await readRow());
  const before = pickFields(live, SAVE_FIELDS);
  const sent = pickFields(input.values, SITE_VALUE_SETTINGS);
  // The values as the rule casts them (figures as numbers), as the save will write them.
  const cast = await validated(siteSettingsSchema, { ...valuesOf(live), ...sent });
  const after: Record<string, unknown> = { ...before, ...pickFields(cast, Object.keys(sent)) };
  for (const name of SITE_PICTURE_SETTINGS) {
    const file = input.files[name];
    if (file) after[name] = `new file: ${file.name}`;
    else if (input.values[name] === null || input.values[name] === '') after[name] = null;
  }
  return { record_label: 'Site settings', changes: changedFields(before, after) };
}
