import useSWR from 'swr';
import type { InboxEnquiry } from '@bank/shared';
import { apiClient, fetchJson } from '../../../lib/api-client';

export const CONTACT_MESSAGES_URL = '/admin/contactus';

/** GET /api/admin/contactus once when the inbox opens; a failure is logged and the list is empty. */
export function useContactMessages() {
  const { data, isLoading, mutate } = useSWR<InboxEnquiry[]>(CONTACT_MESSAGES_URL, fetchJson, {
    onError: (error) => console.error('Feedbacks did not load', error),
  });
  const messages = Array.isArray(data) ? data : [];
  /** Puts an enquiry the server answered with in place, without reading the whole inbox again. */
  const replace = (saved: InboxEnquiry) =>
    mutate(
      messages.map((message) => (message.id === saved.id ? saved : message)),
      { revalidate: false },
    );
  return { messages, isLoading, replace };
}

/** POST /api/admin/contactus/{id}/handled: the enquiry, handled by the signed-in administrator now, or not. */
export async function markHandled(id: number, handled: boolean): Promise<InboxEnquiry> {
  return (await apiClient.post<InboxEnquiry>(`${CONTACT_MESSAGES_URL}/${id}/handled`, { handled })).data;
}

/** PUT /api/admin/contactus/{id}/reply: the answer kept on the enquiry (who and when); it is not sent. */
export async function keepReply(id: number, reply: string): Promise<InboxEnquiry> {
  return (await apiClient.put<InboxEnquiry>(`${CONTACT_MESSAGES_URL}/${id}/reply`, { reply })).data;
}
