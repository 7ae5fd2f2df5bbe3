import type { ContactMessage } from '@bank/shared';

export type InboxMessage = Pick<ContactMessage, 'message' | 'name' | 'email' | 'phone' | 'reference'>;

/**
 * The inbox search: case-insensitive substring of message, name, e-mail or reference (as a visitor
 * reads it out, in any case); plain substring of phone; an empty search keeps everything.
 */
export function filterMessages<T extends InboxMessage>(messages: readonly T[], search: string): T[] {
  if (search === '') return [...messages];
  const lower = search.toLowerCase();
  const has = (value: string | null | undefined) => (value ?? '').toLowerCase().includes(lower);
  return messages.filter(
    (item) =>
      has(item.message) ||
      has(item.name) ||
      has(item.email) ||
      has(item.reference) ||
      (item.phone ?? '').includes(search),
  );
}
