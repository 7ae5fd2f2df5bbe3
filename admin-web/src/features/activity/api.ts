import useSWR, { useSWRConfig } from 'swr';
import type { ActivityFilterOptions, ActivityPage, UnclaimedListRestored } from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../lib/api-client';

export interface ActivityFilters {
  actor: string;
  resource: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const NO_FILTERS: ActivityFilters = { actor: '', resource: '', action: '', from: '', to: '', page: 1 };

/** The query string of GET /api/admin/activity: only the filters set. */
export function activityQuery(filters: ActivityFilters): string {
  const params = new URLSearchParams(
    Object.entries(filters)
      .filter(([name, value]) => value !== '' && !(name === 'page' && value === 1))
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
