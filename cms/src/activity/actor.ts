import { AsyncLocalStorage } from 'async_hooks';
import type { ActorKind } from '@bank/shared';

export interface Actor {
  actor: string;
  actor_kind: ActorKind;
  ip: string | null;
  /** Four eyes: the account that approved the change this actor made (a change request applied). */
  approved_by?: string;
}

export const SYSTEM: Actor = { actor: 'system', actor_kind: 'system', ip: null };

/**
 * Who is making the change being written: the back-office staff member of the request (set by
 * backoffice-guard), or the Strapi-panel user (the admin auth strategy), or the server
 * itself when no request is being served (a start-up task, a timer). Undefined for a visitor's
 * own writes (an enquiry, a complaint lodged): those are the visitor's records, not changes to the
 * bank's content, and are not logged.
 */
export function currentActor(): Actor | undefined {
  // Strapi types the request context as Koa's plain Context: the parts read here, each optional.
  const ctx = strapi.requestContext.get() as
    | {
        state?: {
          backofficeUser?: { email?: unknown };
          changeReplay?: { approver?: { email?: unknown } | null };
          auth?: { strategy?: { name?: string } };
          user?: { email?: unknown };
        };
        request?: { ip?: string };
      }
    | undefined;
  if (!ctx) return SYSTEM;
  // A change request applied on approval has no client of its own (changes/replay.ts): no address.
  const ip = ctx.request?.ip || null;
  const backoffice = ctx.state?.backofficeUser?.email;
  if (typeof backoffice === 'string') {
    // A change request applied (changes/replay.ts): made by the maker, approved by the approver.
    const approver = ctx.state?.changeReplay?.approver?.email;
    return typeof approver === 'string'
      ? { actor: backoffice, actor_kind: 'backoffice', ip, approved_by: approver }
      : { actor: backoffice, actor_kind: 'backoffice', ip };
  }
  const panelUser = ctx.state?.auth?.strategy?.name === 'admin' ? ctx.state.user?.email : undefined;
  if (typeof panelUser === 'string') return { actor: panelUser, actor_kind: 'panel', ip };
  return undefined;
}

// Bulk writes that log themselves as one entry (demo content at first start, a restore) run with the log paused.
const paused = new AsyncLocalStorage<boolean>();

/** Runs `work` without an entry per record: the caller writes one entry for the whole. */
export const withoutRecordEntries = <T>(work: () => Promise<T>): Promise<T> => paused.run(true, work);
export const recordEntriesPaused = (): boolean => paused.getStore() === true;

// A restore is written through the Document Service like any edit, and logged as a restore.
const recordAction = new AsyncLocalStorage<'restore'>();

/** Runs `work` so that the record writes it makes are logged as `action` (a restore) rather than create or update. */
export const asRecordAction = <T>(action: 'restore', work: () => Promise<T>): Promise<T> =>
  recordAction.run(action, work);
export const recordActionOverride = (): 'restore' | undefined => recordAction.getStore();
