import useSWR from 'swr';
import type { AdminComplaint, ComplaintCategory, ComplaintStatus, ComplaintThreadKind } from '@bank/shared';
import { apiClient, fetchJson } from '../../lib/api-client';

const COMPLAINTS_URL = '/admin/complaints';

/** GET /api/admin/complaints: overdue first, then open, then resolved, each newest first. */
export function useComplaints() {
  const { data, isLoading, mutate } = useSWR<AdminComplaint[]>(COMPLAINTS_URL, fetchJson, {
    onError: (error) => console.error('Complaints did not load', error),
  });
  return {
    complaints: Array.isArray(data) ? data : [],
    isLoading,
    /** Puts the saved complaint in its row at once, then asks the server for the list again. */
    replace: (saved: AdminComplaint) =>
      mutate(
        (current) =>
          Array.isArray(current)
            ? current.map((complaint) => (complaint.id === saved.id ? saved : complaint))
            : current,
        { revalidate: true },
      ),
  };
}

/** What the answer form sends: the status, the reply the member will read, and the category (corrected or not). */
export interface ComplaintAnswer {
  status: ComplaintStatus;
  resolution: string;
  category: ComplaintCategory;
}

/** PUT /api/admin/complaints/{id}: the status, the resolution the member will read, and the category. */
export async function answerComplaint(id: number, answer: ComplaintAnswer): Promise<AdminComplaint> {
  return (await apiClient.put<AdminComplaint>(`${COMPLAINTS_URL}/${id}`, answer)).data;
}

/** POST /api/admin/complaints/{id}/thread: an update sent to the member, or an internal note. */
export async function addToThread(
  id: number,
  entry: { kind: ComplaintThreadKind; text: string },
): Promise<AdminComplaint> {
  return (await apiClient.post<AdminComplaint>(`${COMPLAINTS_URL}/${id}/thread`, entry)).data;
}
