import type { ContactEnquiry, ContactMessage } from '@bank/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/contactus: 201 with the stored enquiry and its reference. */
export async function sendEnquiry(enquiry: ContactEnquiry): Promise<ContactMessage> {
  return (await apiClient.post<ContactMessage>('/api/contactus', enquiry)).data;
}
