import useSWR from 'swr';
import {
  RECORD_VERSION_FIELD,
  SITE_SETTINGS,
  SITE_TRANSLATED_SETTINGS,
  siteSettingsTranslationSchema,
  type SiteSettingName,
  type SiteSettings,
  type Versioned,
} from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../lib/api-client';
import type { TranslationTarget } from '../../lib/translations';

const SITE_SETTINGS_URL = '/admin/site-settings';

/** GET /api/admin/site-settings: every setting as saved (the defaults until the bank saves any). */
export function useSiteSettings() {
  const { data, isLoading, mutate } = useSWR<Versioned<SiteSettings>>(SITE_SETTINGS_URL, fetchJson, {
    onError: (error: unknown) => console.error('The site settings did not load', error),
  });
  return {
    settings: data,
    isLoading,
    replace: (saved: Versioned<SiteSettings>) => mutate(saved, { revalidate: false }),
    /** Reads the settings again (someone saved them since). */
    reload: () => mutate(),
  };
}

/** What happens to a picture setting: a new file replaces it, null puts the site's own drawing back. */
export type PictureChanges = Partial<Record<SiteSettingName, File | null>>;

/**
 * PUT /api/admin/site-settings with every value setting and the pictures changed; answers the settings
 * saved (or the change request it became, 202). JSON (a removed picture as null) unless a file goes with it: then multipart, each value as
 * text and a removed picture as an empty field.
 */
export async function saveSiteSettings(
  fields: Record<string, unknown>,
  pictures: PictureChanges,
  // The version of the settings the form was opened with: a save over another's since is refused (409).
  version?: string | null,
): Promise<Written<Versioned<SiteSettings>>> {
  const values = version ? { ...fields, [RECORD_VERSION_FIELD]: version } : fields;
  return (await apiClient.put<Written<Versioned<SiteSettings>>>(SITE_SETTINGS_URL, siteSettingsBody(values, pictures)))
    .data;
}

/** A save's body as the route takes it: also what a change sent back is sent again with. */
export function siteSettingsBody(values: Record<string, unknown>, pictures: PictureChanges): unknown {
  const changes = Object.entries(pictures);
  if (!changes.some(([, file]) => file instanceof File)) return { ...values, ...pictures };
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, String(value ?? ''));
  for (const [name, file] of changes) body.append(name, file ?? '');
  return body;
}

/**
 * The settings' texts in Marathi and Hindi (`/api/admin/site-settings/translations/:locale`): each
 * text written per language, with its English label; an emptied one is removed (the page falls back).
 */
export const siteSettingsTranslationTarget: TranslationTarget = {
  url: (locale) => `${SITE_SETTINGS_URL}/translations/${locale}`,
  fields: SITE_TRANSLATED_SETTINGS.map((name) => ({
    name,
    label: SITE_SETTINGS[name].label,
    kind: SITE_SETTINGS[name].kind === 'long-text' ? 'textarea' : 'text',
  })),
  multipart: false,
  schema: siteSettingsTranslationSchema,
  deletable: false,
};

/** The English texts a language's form shows for reference and copies. */
export const englishTexts = (settings: SiteSettings): Record<string, string> =>
  Object.fromEntries(SITE_TRANSLATED_SETTINGS.map((name) => [name, settings[name]]));
