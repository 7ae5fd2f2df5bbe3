import type { ActivityEntry } from '@bank/shared';

/**
 * Lists replaced as a whole (the unclaimed deposits) keep the list each replacement took away with its
 * entry; their owner registers here how to put it back, so that the log's 'Restore this version'
 * applies to those entries too without the log knowing the list.
 */
type ListRestore = (entry: ActivityEntry) => Promise<unknown>;

const LIST_RESTORES = new Map<string, ListRestore>();

/** Called once by the list's module, with the resource name its entries carry. */
export function registerListRestore(resource: string, restore: ListRestore): void {
  LIST_RESTORES.set(resource, restore);
}

export const hasListRestore = (resource: string | null): boolean => resource !== null && LIST_RESTORES.has(resource);

export const listRestoreOf = (resource: string | null): ListRestore | undefined =>
  resource === null ? undefined : LIST_RESTORES.get(resource);
