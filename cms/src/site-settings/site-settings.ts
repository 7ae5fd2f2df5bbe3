import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  SITE_PICTURE_SETTINGS,
  SITE_SETTINGS,
  SITE_SETTINGS_DEFAULTS,
  SITE_VALUE_SETTINGS,
  siteSettingsSchema,
  validateInput,
  type SiteSettingDeclaration,
  type SiteSettings,
} from '@bank/shared';
import { keepFile } from '../activity/kept-files';
import { badRequest } from '../lib/errors';
import { createRecord, createRecordReader, updateRecord } from '../content/records';
import { mediaUrl } from '../content/serializers';
import { checkFile, incomingFile, type CheckedFile } from '../lib/uploads';
import { pickFields, validated } from '../lib/validation';
import { SITE_SETTINGS_UID } from '../resources';
import { storedFileIdOf } from '../lib/stored-rows';

const records = createRecordReader(SITE_SETTINGS_UID, SITE_PICTURE_SETTINGS);

/** The one row of the single type, the first if two processes ever made one each. */
const readRow = () => records.findFirst({ orderBy: { id: 'asc' } });

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

/** GET /api/site-settings (and the back office's GET): every setting, its default until the bank saves another. */
export async function readSiteSettings(): Promise<SiteSettings> {
  return settingsOf(await readRow());
}

/**
 * The pictures a save sends: a file replaces one (checked by its bytes and size), null in JSON or an
 * empty field in a form takes it away (the site's own drawing again), absent keeps it.
 */
async function picturesSent(ctx: Context): Promise<{ files: Record<string, CheckedFile>; removed: string[] }> {
  // A JSON or form body, parsed by strapi::body: its fields by name.
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const files: Record<string, CheckedFile> = {};
  const removed: string[] = [];
  for (const name of SITE_PICTURE_SETTINGS) {
    const file = incomingFile(ctx, name);
    if (file) files[name] = await checkFile(file, name, 'image');
    else if (body[name] === null || body[name] === '') removed.push(name);
    else if (name in body)
      throw badRequest({ [name]: "Send a picture as a file, or nothing to use the site's own drawing" });
  }
  return { files, removed };
}

/**
 * PUT /api/admin/site-settings: the settings sent (JSON or a form), the others kept as saved. Every
 * value is checked with the shared rule and every picture by its bytes before anything is written;
 * the write goes through the Document Service, so the activity log and the public cache see it.
 */
export async function saveSiteSettings(ctx: Context): Promise<SiteSettings> {
  const existing = await readRow();
  const current = valuesOf(settingsOf(existing));
  const values = await validated(siteSettingsSchema, {
    ...current,
    ...pickFields(ctx.request.body, SITE_VALUE_SETTINGS),
  });
  const { files, removed } = await picturesSent(ctx);
  const data = { ...values, ...Object.fromEntries(removed.map((name) => [name, null])) };
  if (!existing)
    return settingsOf(await createRecord(SITE_SETTINGS_UID, data, files, records.findById, 'Home banner picture'));
  const row = await updateRecord(SITE_SETTINGS_UID, existing, data, files, records.findById, 'Home banner picture');
  // A picture taken away goes once the settings no longer use it (kept a while for the activity log's restore).
  await Promise.all(removed.map((name) => keepFile(storedFileIdOf(existing, name))));
  return settingsOf(row);
}

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
