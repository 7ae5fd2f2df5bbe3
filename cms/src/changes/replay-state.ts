import type { Context } from 'koa';
import type { ActiveStaff } from '../auth/backoffice-auth';

/**
 * What a request replayed from a change request carries in ctx.state (changes/replay.ts): the maker
 * is the back-office user the write is made as, the approver is named beside them in the log.
 * Only the replay sets it: a request from outside starts with an empty state.
 */
export interface ChangeReplay {
  changeRequestId: number;
  maker: ActiveStaff;
  approver: ActiveStaff | null;
}

export const replayOf = (ctx: Context): ChangeReplay | undefined =>
  (ctx.state as { changeReplay?: ChangeReplay }).changeReplay;

export const isReplay = (ctx: Context): boolean => replayOf(ctx) !== undefined;
