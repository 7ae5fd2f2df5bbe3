import { isAxiosError } from 'axios';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApprovalSetting,
  ChangeAccepted,
  ChangeRequest,
  ChangeRequestList,
  ListedChangeStatus,
} from '@bank/shared';
import { apiClient, fetchJson } from '../../lib/api-client';

const CHANGES_URL = '/admin/changes';
const APPROVAL_SETTING_URL = '/admin/approval-setting';

/** GET /api/admin/changes?status=…: the changes of one status, newest first. */
export function useChanges(status: ListedChangeStatus) {
  const { data, error, isLoading } = useSWR<ChangeRequestList>(`${CHANGES_URL}?status=${status}`, fetchJson, {
    revalidateOnFocus: true,
    onError: (failure) => console.error('Changes did not load', failure),
  });
  return { changes: Array.isArray(data?.results) ? data.results : undefined, failed: Boolean(error), isLoading };
}

/** After a decision every list of changes (and the menu's count, which is one of them) is read again. */
function useRereadChanges() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(CHANGES_URL));
}

/**
 * The decisions on a change: approve (now, or at `publish_at`), send back with a reason, withdraw
 * (its maker), and of a scheduled one cancel or move its time, each answered with the change as it
 * stands now; then the lists are read again.
 */
export function useChangeActions() {
  const reread = useRereadChanges();
  const decided = async <T>(request: Promise<{ data: T }>): Promise<T> => {
    const { data } = await request;
    await reread();
    return data;
  };
  return {
    approve: (id: number, publishAt?: string) =>
      decided(
        apiClient.post<ChangeRequest>(`${CHANGES_URL}/${id}/approve`, publishAt ? { publish_at: publishAt } : {}),
      ),
    sendBack: (id: number, reason: string) =>
      decided(apiClient.post<ChangeRequest>(`${CHANGES_URL}/${id}/return`, { reason })),
    withdraw: (id: number) => decided(apiClient.delete<ChangeRequest>(`${CHANGES_URL}/${id}`)),
    cancelSchedule: (id: number) => decided(apiClient.post<ChangeRequest>(`${CHANGES_URL}/${id}/cancel`)),
    reschedule: (id: number, publishAt: string) =>
      decided(apiClient.post<ChangeRequest>(`${CHANGES_URL}/${id}/reschedule`, { publish_at: publishAt })),
  };
}

/**
 * POST /api/admin/changes/{id}/preview: the address of the public page as it will look with the change,
 * or null where the server has no preview (404).
 */
export async function previewAddress(id: number): Promise<string | null> {
  try {
    return (await apiClient.post<{ url: string }>(`${CHANGES_URL}/${id}/preview`)).data.url;
  } catch (failure) {
    if (isAxiosError(failure) && failure.response?.status === 404) return null;
    throw failure;
  }
}

/** GET /api/admin/approval-setting */
export function useApprovalSetting() {
  const { data, error, mutate } = useSWR<ApprovalSetting>(APPROVAL_SETTING_URL, fetchJson);
  return { setting: data, failed: Boolean(error), mutate };
}

/**
 * PUT /api/admin/approval-setting: the setting as saved (200), or the change request that turning
 * approvals off became (202), which another Approver or Administrator approves.
 */
export async function saveApprovalSetting(on: boolean): Promise<ApprovalSetting | ChangeAccepted> {
  const { data } = await apiClient.put<ApprovalSetting | ChangeAccepted>(APPROVAL_SETTING_URL, {
    changes_need_approval: on,
  });
  return data;
}
