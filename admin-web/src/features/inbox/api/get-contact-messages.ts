import useSWR from 'swr';
import type { ContactMessage } from '@bank/shared';
import { fetchJson } from '../../../lib/api-client';

export const CONTACT_MESSAGES_URL = '/admin/contactus';

/** GET /api/admin/contactus once when the inbox opens; a failure is logged and the list is empty. */
export function useContactMessages() {
  const { data, isLoading } = useSWR<ContactMessage[]>(CONTACT_MESSAGES_URL, fetchJson, {
    onError: (error) => console.error('Feedbacks did not load', error),
  });
  return { messages: Array.isArray(data) ? data : [], isLoading };
}
