import useSWR from 'swr';
import type { SiteSettingName, SiteSettings } from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../lib/api-client';

const SITE_SETTINGS_URL = '/admin/site-settings';

/** GET /api/admin/site-settings: every setting as saved (the defaults until the bank saves any). */
export function useSiteSettings() {
  const { data, isLoading, mutate } = useSWR<SiteSettings>(SITE_SETTINGS_URL, fetchJson, {
    onError: (error: unknown) => console.error('The site settings did not load', error),
  });
  return { settings: data, isLoading, replace: (saved: SiteSettings) => mutate(saved, { revalidate: false }) };
}

/** What happens to a picture setting: a new file replaces it, null puts the site's own drawing back. */
export type PictureChanges = Partial<Record<SiteSettingName, File | null>>;

/**
 * PUT /api/admin/site-settings with every value setting and the pictures changed; answers the settings
 * saved (or the change request it became, 202). JSON (a removed picture as null) unless a file goes with it: then multipart, each value as
 * text and a removed picture as an empty field.
 */
export async function saveSiteSettings(
  values: Record<string, unknown>,
  pictures: PictureChanges,
): Promise<Written<SiteSettings>> {
  const changes = Object.entries(pictures);
  if (!changes.some(([, file]) => file instanceof File)) {
    return (await apiClient.put<Written<SiteSettings>>(SITE_SETTINGS_URL, { ...values, ...pictures })).data;
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, String(value ?? ''));
  for (const [name, file] of changes) body.append(name, file ?? '');
  return (await apiClient.put<Written<SiteSettings>>(SITE_SETTINGS_URL, body)).data;
}
