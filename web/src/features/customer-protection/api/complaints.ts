import type { ComplaintInput, ComplaintReceipt, ComplaintStatusAnswer } from '@bank/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/complaints: 201 with the reference, when it was received and when a reply is due. */
export async function lodgeComplaint(complaint: ComplaintInput): Promise<ComplaintReceipt> {
  return (await apiClient.post<ComplaintReceipt>('/api/complaints', complaint)).data;
}

/** GET /api/complaints/{reference}?email=: its status, or 404 when the pair does not match. */
export async function lookUpComplaint(reference: string, email: string): Promise<ComplaintStatusAnswer> {
  return (await apiClient.get<ComplaintStatusAnswer>(`/api/complaints/${encodeURIComponent(reference)}`, { params: { email } })).data;
}
