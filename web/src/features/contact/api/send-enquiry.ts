import type { ContactEnquiry } from '@bank/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/contactus: 201 when the enquiry is stored. */
export async function sendEnquiry(enquiry: ContactEnquiry): Promise<void> {
  await apiClient.post('/api/contactus', enquiry);
}
