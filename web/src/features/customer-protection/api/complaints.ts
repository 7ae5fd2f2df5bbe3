import type { ComplaintInput, ComplaintLookupInput, ComplaintReceipt, ComplaintStatusAnswer } from '@bank/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/complaints: 201 with the reference, when it was received and when a reply is due. */
export async function lodgeComplaint(complaint: ComplaintInput): Promise<ComplaintReceipt> {
  return (await apiClient.post<ComplaintReceipt>('/api/complaints', complaint)).data;
}

/** POST /api/complaints/lookup: its status, or 404 when the pair does not match. Posted, so that the e-mail is in no URL. */
export async function lookUpComplaint(lookup: ComplaintLookupInput): Promise<ComplaintStatusAnswer> {
  return (await apiClient.post<ComplaintStatusAnswer>('/api/complaints/lookup', lookup)).data;
}
