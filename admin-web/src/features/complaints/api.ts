import useSWR from 'swr';
import type { AdminComplaint, ComplaintStatus } from '@bank/shared';
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

/** PUT /api/admin/complaints/{id}: the status and the resolution the member will read. */
export async function answerComplaint(
  id: number,
  answer: { status: ComplaintStatus; resolution: string },
): Promise<AdminComplaint> {
  return (await apiClient.put<AdminComplaint>(`${COMPLAINTS_URL}/${id}`, answer)).data;
}
