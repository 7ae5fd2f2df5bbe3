import { AsyncLocalStorage } from 'async_hooks';
import type { ActorKind } from '@bank/shared';
import { commandActor } from '../lib/commands';

export interface Actor {
  actor: string;
  actor_kind: ActorKind;
  ip: string | null;
  /** Four eyes: the account that approved the change this actor made (a change request applied). */
  approved_by?: string;
  /** …when the maker made that change and when it was approved (ISO instants). */
  made_at?: string;
  approved_at?: string;
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
  // A command applied (lib/commands.ts): made by its maker, approved by its approver, whatever request is being served.
  const command = commandActor();
  if (command) {
    const { maker, approval, ip } = command;
    const actor: Actor = { actor: maker.email, actor_kind: 'backoffice', ip };
    return approval
      ? { ...actor, approved_by: approval.approver.email, made_at: approval.madeAt, approved_at: approval.approvedAt }
      : actor;
  }
  // Strapi types the request context as Koa's plain Context: the parts read here, each optional.
  const ctx = strapi.requestContext.get() as
    | {
        state?: {
          backofficeUser?: { email?: unknown };
          auth?: { strategy?: { name?: string } };
          user?: { email?: unknown };
        };
        request?: { ip?: string };
      }
    | undefined;
  if (!ctx) return SYSTEM;
  const ip = ctx.request?.ip || null;
  const backoffice = ctx.state?.backofficeUser?.email;
  if (typeof backoffice === 'string') return { actor: backoffice, actor_kind: 'backoffice', ip };
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
