import type { ContactMessage } from '@bank/shared';

export type InboxMessage = Pick<ContactMessage, 'message' | 'name' | 'email' | 'phone'>;

/**
 * The inbox search: case-insensitive substring of message, name or e-mail; plain substring
 * of phone; an empty search keeps everything.
 */
export function filterMessages<T extends InboxMessage>(messages: readonly T[], search: string): T[] {
  if (search === '') return [...messages];
  const lower = search.toLowerCase();
  const has = (value: string | null | undefined) => (value ?? '').toLowerCase().includes(lower);
  return messages.filter((item) => has(item.message) || has(item.name) || has(item.email) || (item.phone ?? '').includes(search));
}
