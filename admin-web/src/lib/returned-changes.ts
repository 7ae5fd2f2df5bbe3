import { useState } from 'react';
import useSWR from 'swr';
import { DEFAULT_LOCALE, PAGE_SLUGS, type ChangeRequest } from '@bank/shared';
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
export function useReturnedChange(
  resource: string,
  // Where one resource has several screens (the pages: About, the protection texts, the circulars): this screen's.
  isThisScreen: (change: ChangeRequest) => boolean = () => true,
): { change: ChangeRequest | undefined; close: () => void } {
  const [id, setId] = useState(changeInAddress);
  const { account } = useStaffAccount();
  const { data } = useSWR<ChangeRequest>(id === null ? null : `/admin/changes/${id}`, fetchJson, {
    onError: (failure) => console.error('The change sent back did not load', failure),
  });
  const editable =
    data?.status === 'returned' && data.maker.id === account.id && data.resource === resource && isThisScreen(data);
  return { change: id !== null && editable ? data : undefined, close: () => setId(null) };
}

/** POST /api/admin/changes/{id}/resubmit: the change edited, in the body its route takes; pending again. */
export async function resubmitChange(id: number, body: unknown): Promise<ChangeRequest> {
  return (await apiClient.post<ChangeRequest>(`/admin/changes/${id}/resubmit`, body)).data;
}

/** The customer-protection texts' slugs: every page slug but About's and the circulars'. */
const PROTECTION_SLUGS: readonly string[] = Object.values(PAGE_SLUGS).filter(
  (slug) => slug !== PAGE_SLUGS.about && slug !== PAGE_SLUGS.circulars,
);

/**
 * Which of the pages' screens edits a change of the pages in English, by the slug its values name:
 * the About page's, a customer-protection text's, or a circular's (its slug, or none where it
 * updates one by id); undefined for a language's texts (written in their tab) or another slug.
 */
export function pageScreenOf(change: ChangeRequest): 'about' | 'protection' | 'circulars' | undefined {
  if (change.locale !== DEFAULT_LOCALE) return undefined;
  const slug = change.values?.slug;
  if (slug === undefined || slug === PAGE_SLUGS.circulars) return 'circulars';
  if (slug === PAGE_SLUGS.about) return 'about';
  return typeof slug === 'string' && PROTECTION_SLUGS.includes(slug) ? 'protection' : undefined;
}
