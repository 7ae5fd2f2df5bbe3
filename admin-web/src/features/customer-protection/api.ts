import useSWR from 'swr';
import {
  PAGE_SLUGS,
  RECORD_VERSION_FIELD,
  STAFF_VIEW,
  type Page,
  type ProtectionSettings,
  type UnclaimedImportPreview,
  type UnclaimedImportResult,
  type UnclaimedSearchAnswer,
  type Versioned,
} from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../lib/api-client';
import { attachmentName, saveFile } from '../../lib/save-file';

const SETTINGS_URL = '/admin/protection-settings';
const UNCLAIMED_URL = '/admin/unclaimed-deposits';

/** The customer-protection texts, each a page record edited here: slug and what it is. */
export const PROTECTION_TEXTS = [
  { slug: PAGE_SLUGS.customerProtection, name: 'Customer Protection: grievance redressal' },
  { slug: PAGE_SLUGS.ombudsman, name: 'RBI Ombudsman' },
  { slug: PAGE_SLUGS.unauthorisedTransactions, name: 'Unauthorised transactions' },
  { slug: PAGE_SLUGS.cyberFraud, name: 'Cyber fraud' },
  { slug: PAGE_SLUGS.unclaimedDeposits, name: 'Unclaimed deposits (and the claim form)' },
  { slug: PAGE_SLUGS.privacy, name: 'Privacy Notice' },
] as const;

const options = (what: string) => ({ onError: (error: unknown) => console.error(`${what} did not load`, error) });

/** GET /api/admin/protection-settings: the settings and their version (null until first saved). */
export function useProtectionSettings() {
  const { data, isLoading, mutate } = useSWR<VersionedSettings>(SETTINGS_URL, fetchJson, options('The settings'));
  return {
    settings: data,
    isLoading,
    replace: (saved: VersionedSettings) => mutate(saved, { revalidate: false }),
    /** Reads the settings again (someone saved them since). */
    reload: () => mutate(),
  };
}

/** The settings as the back office reads them: with the version a save sends back (concurrent edits). */
export type VersionedSettings = ProtectionSettings & { [RECORD_VERSION_FIELD]: string | null };

/**
 * PUT /api/admin/protection-settings with the version they were read at: 409 `StaleRecord` when
 * someone saved them since. The answer carries their new version.
 */
export async function saveProtectionSettings(
  settings: ProtectionSettings,
  version: string | null,
): Promise<Written<VersionedSettings>> {
  return (
    await apiClient.put<Written<VersionedSettings>>(SETTINGS_URL, { ...settings, [RECORD_VERSION_FIELD]: version })
  ).data;
}

// The staff view: each page with its version, which a save sends back (concurrent edits).
const PAGES_URL = `/admin/pages?${STAFF_VIEW.param}=${STAFF_VIEW.value}`;

/** Every page record with its version; the texts of this screen are picked from it by slug. */
export function useProtectionTexts() {
  const { data, isLoading, mutate } = useSWR<Versioned<Page>[]>(PAGES_URL, fetchJson, options('The texts'));
  const pages = Array.isArray(data) ? data : [];
  const textOf = (slug: string) => pages.find((page) => page.slug === slug);
  return {
    textOf,
    isLoading,
    /** Reads the texts again; answers the one of `slug` as it is now. */
    reload: async (slug?: string) => {
      const fresh = await mutate();
      return Array.isArray(fresh) ? fresh.find((page) => page.slug === slug) : undefined;
    },
  };
}

export interface ProtectionText {
  title: string;
  content: string;
}

/**
 * POST /api/admin/pages (multipart, upsert by slug) with the text and, for the unclaimed page, a
 * claim-form PDF; with the version the text was read at: 409 `StaleRecord` when someone saved it since.
 */
export async function saveProtectionText(
  slug: string,
  text: ProtectionText,
  pdf: File | null,
  version: string | null | undefined,
): Promise<Written<Page>> {
  return (await apiClient.post<Written<Page>>('/admin/pages', protectionTextBody(slug, text, pdf, version))).data;
}

/** A text's save as its route takes it, with the version its form read: also what a change sent back is sent again with. */
export function protectionTextBody(
  slug: string,
  text: ProtectionText,
  pdf: File | null,
  version: string | null | undefined,
): FormData {
  const body = new FormData();
  body.append('slug', slug);
  body.append('title', text.title);
  body.append('content', text.content);
  if (pdf) body.append('pdf', pdf);
  if (version) body.append(RECORD_VERSION_FIELD, version);
  return body;
}

export function useUnclaimedCount() {
  const { data, mutate } = useSWR<UnclaimedSearchAnswer>(UNCLAIMED_URL, fetchJson, options('The unclaimed list'));
  return { total: data?.total, reload: () => mutate() };
}

const csvBody = (file: File, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', file);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

/** POST /api/admin/unclaimed-deposits/preview: what importing the file would change, checked as the import checks it; nothing written. */
export async function previewUnclaimedImport(file: File): Promise<UnclaimedImportPreview> {
  return (await apiClient.post<UnclaimedImportPreview>(`${UNCLAIMED_URL}/preview`, csvBody(file))).data;
}

/**
 * POST /api/admin/unclaimed-deposits/import: the CSV replaces the whole list, or nothing changes; with
 * the preview's version, refused (409) if the list changed after the preview.
 */
export async function importUnclaimed(
  file: File,
  previewed: UnclaimedImportPreview,
): Promise<Written<UnclaimedImportResult>> {
  return (
    await apiClient.post<Written<UnclaimedImportResult>>(
      `${UNCLAIMED_URL}/import`,
      csvBody(file, { replaces: previewed.list_version }),
    )
  ).data;
}

/** GET /api/admin/unclaimed-deposits/download: the list held, saved as the CSV file the import takes. */
export async function downloadUnclaimedList(): Promise<void> {
  const answer = await apiClient.get<Blob>(`${UNCLAIMED_URL}/download`, { responseType: 'blob' });
  saveFile(answer.data, attachmentName(answer.headers['content-disposition'], 'unclaimed-deposits.csv'));
}
