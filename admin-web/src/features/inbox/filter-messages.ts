import { phoneMatches, type InboxEnquiry } from '@bank/shared';

export type InboxMessage = Pick<InboxEnquiry, 'message' | 'name' | 'email' | 'phone' | 'phone_normal' | 'reference'>;

/**
 * The inbox search: case-insensitive substring of message, name, e-mail or reference (as a visitor
 * reads it out, in any case); for a phone, as typed, or its digits in the phone's normal form
 * ('98220 45670' finds '+91-98220-45670'); an empty search keeps everything.
 */
export function filterMessages<T extends InboxMessage>(messages: readonly T[], search: string): T[] {
  if (search === '') return [...messages];
  const lower = search.toLowerCase();
  const has = (value: string | null | undefined) => (value ?? '').toLowerCase().includes(lower);
  return messages.filter(
    (item) =>
      has(item.message) || has(item.name) || has(item.email) || has(item.reference) || phoneMatches(search, item),
  );
}
