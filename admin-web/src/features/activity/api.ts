import { isAxiosError } from 'axios';
import useSWR, { useSWRConfig } from 'swr';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityExportFormat,
  type ActivityFilterOptions,
  type ActivityPage,
  type UnclaimedListRestored,
} from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../lib/api-client';
import { downloadFile } from '../../lib/save-file';

export interface ActivityFilters {
  actor: string;
  resource: string;
  action: string;
  from: string;
  to: string;
  /** Words in who, the record or what it is. */
  q: string;
  /** One record's number, as text ('' for any). */
  record: string;
  page: number;
  page_size: number;
}

export const NO_FILTERS: ActivityFilters = {
  actor: '',
  resource: '',
  action: '',
  from: '',
  to: '',
  q: '',
  record: '',
  page: 1,
  page_size: ACTIVITY_PAGE_SIZE,
};

/** The query string of GET /api/admin/activity: only the filters set. */
export function activityQuery(filters: ActivityFilters): string {
  const params = new URLSearchParams(
    Object.entries(filters)
      .filter(
        ([name, value]) =>
          value !== '' && !(name === 'page' && value === 1) && !(name === 'page_size' && value === ACTIVITY_PAGE_SIZE),
      )
      .map(([name, value]) => [name, String(value)]),
  );
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/admin/activity: one page of entries, newest first; the last page stays while the next loads. */
export function useActivity(filters: ActivityFilters) {
  const { data, error, isLoading } = useSWR<ActivityPage>(`/admin/activity${activityQuery(filters)}`, fetchJson, {
    keepPreviousData: true,
    onError: (failure) => console.error('Activity did not load', failure),
  });
  return { page: data, failed: Boolean(error), isLoading };
}

/** GET /api/admin/activity/filters: the people, resources and actions to filter by. */
export function useActivityFilterOptions() {
  const { data } = useSWR<ActivityFilterOptions>('/admin/activity/filters', fetchJson);
  return data ?? { actors: [], resources: [], actions: [] };
}

/**
 * POST /api/admin/activity/{id}/restore: writes the version before the entry's change back (the server
 * checks it as any edit), or for an entry that replaced a whole list the list it replaced, and logs the
 * restore; then every page of the log is read again. Answers the record, or the list's counts, or the
 * change request the restore became (202).
 */
export function useRestoreEntry() {
  const { mutate } = useSWRConfig();
  return async (entryId: number): Promise<Written<{ id: number } | UnclaimedListRestored>> => {
    const { data } = await apiClient.post<Written<{ id: number } | UnclaimedListRestored>>(
      `/admin/activity/${entryId}/restore`,
    );
    await mutate((key) => typeof key === 'string' && key.startsWith('/admin/activity'));
    return data;
  };
}

/** A blob's text, as every browser reads one. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/**
 * GET /api/admin/activity/export: what the filters show (every page), made by the server as CSV or
 * JSON and saved under the name it gives; the server logs the export.
 */
export async function exportActivity(filters: ActivityFilters, format: ActivityExportFormat): Promise<void> {
  const params = Object.fromEntries(new URLSearchParams(activityQuery({ ...filters, page: 1 }).slice(1)));
  delete params.page_size;
  try {
    await downloadFile('/admin/activity/export', { ...params, format }, `activity.${format}`);
  } catch (failure) {
    // A refusal comes as the file would have: its JSON read out of the blob, its words thrown.
    const body =
      isAxiosError(failure) && failure.response?.data instanceof Blob ? await textOf(failure.response.data) : '';
    const refusal = body ? (JSON.parse(body) as { message?: string; errors?: Record<string, string> }) : null;
    throw new Error(refusal ? (refusal.errors?._ ?? refusal.message ?? 'The export failed.') : 'The export failed.');
  }
}
