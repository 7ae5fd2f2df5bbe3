import { useEffect } from 'react';
import useSWR from 'swr';
import type { ChangeRequest, ChangeRequestList } from '@bank/shared';
import { fetchJson, onChangeSent } from './api-client';
import { useMay } from './staff-account';

/** GET /api/admin/changes?status=pending: what waits for approval, newest first. */
export const PENDING_CHANGES_URL = '/admin/changes?status=pending';

const NONE: ChangeRequest[] = [];

/**
 * The changes waiting for approval, for a role that may read them (else none, and nothing is asked):
 * read when first used, again when the window gets the focus back, and after every write the server
 * kept as a change request (202) anywhere in the back office. The menu's count and the lists' badges
 * share this one answer. A failure shows as none: the badges are a help, not the record.
 */
export function usePendingChanges(): ChangeRequest[] {
  const may = useMay('changes.read');
  const { data, mutate } = useSWR<ChangeRequestList>(may ? PENDING_CHANGES_URL : null, fetchJson, {
    revalidateOnFocus: true,
    onError: (failure) => console.error('The pending changes did not load', failure),
  });
  useEffect(() => (may ? onChangeSent(() => void mutate()) : undefined), [may, mutate]);
  return Array.isArray(data?.results) ? data.results : NONE;
}

/** The pending changes of one resource (as the activity log names it), by record; a pending create under `null`. */
export function pendingByRecord(
  changes: readonly ChangeRequest[],
  resource: string,
): Map<number | null, ChangeRequest[]> {
  const byRecord = new Map<number | null, ChangeRequest[]>();
  for (const change of changes) {
    if (change.resource !== resource) continue;
    byRecord.set(change.record_id, [...(byRecord.get(change.record_id) ?? []), change]);
  }
  return byRecord;
}

/** How many changes wait for approval: the count beside the menu's Approvals. */
export const usePendingCount = (): number => usePendingChanges().length;
