import { useState } from 'react';
import useSWR from 'swr';
import type { ChangeRequest } from '@bank/shared';
import { apiClient, fetchJson } from './api-client';
import { useStaffAccount } from './staff-account';

/** The address's `?change=`: a change Approvals sent its maker here to edit (read once, as the screen opens). */
const changeInAddress = (): number | null => Number(new URLSearchParams(window.location.search).get('change')) || null;

/**
 * A change of `resource` sent back to the signed-in person, named by the address (Approvals' 'Edit
 * and send again'): the screen opens its form with the change's values and the reason. Undefined
 * when the address names none, or one that is not theirs, not returned, or of another resource;
 * `close()` once it is sent again or put aside.
 */
export function useReturnedChange(resource: string): { change: ChangeRequest | undefined; close: () => void } {
  const [id, setId] = useState(changeInAddress);
  const { account } = useStaffAccount();
  const { data } = useSWR<ChangeRequest>(id === null ? null : `/admin/changes/${id}`, fetchJson, {
    onError: (failure) => console.error('The change sent back did not load', failure),
  });
  const editable = data?.status === 'returned' && data.maker.id === account.id && data.resource === resource;
  return { change: id !== null && editable ? data : undefined, close: () => setId(null) };
}

/** POST /api/admin/changes/{id}/resubmit: the change edited, in the body its route takes; pending again. */
export async function resubmitChange(id: number, body: unknown): Promise<ChangeRequest> {
  return (await apiClient.post<ChangeRequest>(`/admin/changes/${id}/resubmit`, body)).data;
}
