import type { Context } from 'koa';
import {
  CHANGE_MESSAGES,
  LISTED_CHANGE_STATUSES,
  approveChangeSchema,
  returnChangeSchema,
  roleMay,
  type ChangeRequest,
  type ChangeRequestList,
} from '@bank/shared';
import type { UID } from '@strapi/strapi';
import { isActiveStaff, signedInStaff, userById, type ActiveStaff } from '../auth/backoffice-auth';
import { nowMs } from '../lib/clock';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { pickFields, recordId, validated } from '../lib/validation';
import {
  changeRequestOf,
  changeRequestsOf,
  countPending,
  listChanges,
  moveChange,
  readChange,
  type StoredChange,
} from './change-requests';
import { replayChange, type ReplayAnswer } from './replay';
import { assertIndependentApprover } from './independence';

/** The change request the route's :id names, or 404. */
async function namedChange(ctx: Context): Promise<StoredChange> {
  const id = recordId(ctx);
  const change = id === null ? null : await readChange(id);
  if (!change) throw notFound();
  return change;
}

const answerOf = async (id: number): Promise<ChangeRequest> => changeRequestOf((await readChange(id))!);

/** GET /api/admin/changes?status= */
export async function listChangeRequests(ctx: Context): Promise<ChangeRequestList> {
  const status = ctx.query.status;
  if (status !== undefined && !(LISTED_CHANGE_STATUSES as readonly unknown[]).includes(status))
    throw badRequest({ status: `Status is one of ${LISTED_CHANGE_STATUSES.join(', ')}` });
  const [changes, pending] = await Promise.all([listChanges(status as string | undefined), countPending()]);
  return { results: await changeRequestsOf(changes), pending_count: pending };
}

/** GET /api/admin/changes/{id} */
export async function readChangeRequest(ctx: Context): Promise<ChangeRequest> {
  return changeRequestOf(await namedChange(ctx));
}

/** Whether the record a change was made on has changed since (or is gone): it is then not applied. */
async function isStale(change: StoredChange): Promise<boolean> {
  if (!change.record_uid || !change.record_updated_at) return false;
  const uid = change.record_uid as UID.ContentType;
  const row = await strapi.db
    .query(uid)
    .findOne({ select: ['id', 'updatedAt'], where: change.record_id === null ? {} : { id: change.record_id } });
  if (!row?.updatedAt) return true;
  return new Date(row.updatedAt as string).toISOString() !== change.record_updated_at;
}

async function activeStaff(id: number | null): Promise<ActiveStaff | null> {
  if (id === null) return null;
  const user = await userById(id);
  return isActiveStaff(user) ? user : null;
}

const messageOf = (answer: ReplayAnswer): string => {
  const body = answer.body as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `The change answered ${answer.status}`;
};

/**
 * Applies a change this call has claimed (status 'applying'): refused as stale if its record moved
 * on, else replayed. Answers the replay's answer, or the stale 409; the status is set to approved,
 * or to `onRefusal` with the reason.
 */
export async function applyClaimed(change: StoredChange, onRefusal: 'pending' | 'failed'): Promise<ReplayAnswer> {
  const refuse = async (answer: ReplayAnswer, status: 'pending' | 'failed') => {
    await moveChange(change.id, 'applying', {
      status,
      reason: status === 'failed' ? messageOf(answer) : null,
      ...(status === 'pending' ? { approver_id: null, decided_at: null, publish_at: null } : {}),
    });
    return answer;
  };
  if (await isStale(change)) return refuse({ status: 409, body: { message: CHANGE_MESSAGES.stale } }, 'failed');
  const maker = await activeStaff(change.maker_id);
  if (!maker)
    return refuse(
      { status: 409, body: { message: 'The person who made this change can no longer sign in.' } },
      'failed',
    );
  let answer: ReplayAnswer;
  try {
    answer = await replayChange(change, maker, await activeStaff(change.approver_id));
  } catch (error) {
    // A failure of the server, not a refusal of the route: the change is not left half-claimed.
    await refuse({ status: 500, body: { message: 'The change could not be applied.' } }, onRefusal);
    throw error;
  }
  if (answer.status >= 300) return refuse(answer, onRefusal);
  await moveChange(change.id, 'applying', { status: 'approved', applied_at: new Date(nowMs()), reason: null });
  return answer;
}

let onScheduled: () => void = () => {};
/** The scheduler (changes/scheduled.ts) is told when a change is scheduled in this process. */
export const whenScheduled = (listener: () => void) => {
  onScheduled = listener;
};

/**
 * POST /api/admin/changes/{id}/approve {publish_at?}: another account than the maker's approves a
 * pending change, applied now through its own route (a refusal of the route is answered as it is,
 * the change still pending) or at publish_at.
 */
export async function approveChange(ctx: Context): Promise<{ status: number; body: unknown }> {
  const change = await namedChange(ctx);
  const approver = signedInStaff(ctx).user;
  if (approver.id === change.maker_id) throw new HttpError(403, CHANGE_MESSAGES.ownChange);
  if (change.status !== 'pending') throw conflict(CHANGE_MESSAGES.notPending);
  await assertIndependentApprover(approver, change.maker_id === null ? null : await userById(change.maker_id));
  const { publish_at: publishAt } = await validated(approveChangeSchema, pickFields(ctx.request.body, ['publish_at']));
  const at = publishAt ? Date.parse(publishAt) : null;
  if (at !== null && at <= nowMs()) throw badRequest({ publish_at: CHANGE_MESSAGES.publishAtPast });
  const decided = { approver_id: approver.id, decided_at: new Date(nowMs()) };
  if (at !== null) {
    if (!(await moveChange(change.id, 'pending', { status: 'scheduled', publish_at: new Date(at), ...decided })))
      throw conflict(CHANGE_MESSAGES.notPending);
    onScheduled();
    return { status: 200, body: await answerOf(change.id) };
  }
  if (!(await moveChange(change.id, 'pending', { status: 'applying', ...decided })))
    throw conflict(CHANGE_MESSAGES.notPending);
  const answer = await applyClaimed({ ...change, approver_id: approver.id }, 'pending');
  if (answer.status >= 300) return answer;
  return { status: 200, body: await answerOf(change.id) };
}

/** POST /api/admin/changes/{id}/return {reason}: sent back to the maker by another account. */
export async function returnChange(ctx: Context): Promise<ChangeRequest> {
  const change = await namedChange(ctx);
  const approver = signedInStaff(ctx).user;
  if (approver.id === change.maker_id) throw new HttpError(403, CHANGE_MESSAGES.ownChange);
  if (change.status !== 'pending') throw conflict(CHANGE_MESSAGES.notPending);
  const { reason } = await validated(returnChangeSchema, pickFields(ctx.request.body, ['reason']));
  const moved = await moveChange(change.id, 'pending', {
    status: 'returned',
    reason,
    approver_id: approver.id,
    decided_at: new Date(nowMs()),
  });
  if (!moved) throw conflict(CHANGE_MESSAGES.notPending);
  return answerOf(change.id);
}

/** DELETE /api/admin/changes/{id}: the maker withdraws a pending change. */
export async function withdrawChange(ctx: Context): Promise<ChangeRequest> {
  const change = await namedChange(ctx);
  if (signedInStaff(ctx).user.id !== change.maker_id) throw new HttpError(403, CHANGE_MESSAGES.onlyMakerWithdraws);
  if (change.status !== 'pending') throw conflict(CHANGE_MESSAGES.notPending);
  if (!(await moveChange(change.id, 'pending', { status: 'withdrawn', decided_at: new Date(nowMs()) })))
    throw conflict(CHANGE_MESSAGES.notPending);
  return answerOf(change.id);
}

/** Statuses a change can still be previewed in: not yet applied, returned or withdrawn. */
const PREVIEWABLE: ReadonlySet<string> = new Set(['pending', 'scheduled']);

/**
 * POST /api/admin/changes/{id}/preview: the change the route's :id names, if it is waiting (else
 * 404), for one who may approve changes or its maker (else 403).
 */
export async function previewableChange(ctx: Context): Promise<StoredChange> {
  const change = await namedChange(ctx);
  const { user } = signedInStaff(ctx);
  if (user.id !== change.maker_id && !roleMay(user.staff_role, 'changes.approve'))
    throw new HttpError(403, 'Only its maker, an Approver or an Administrator may preview a change.');
  if (!PREVIEWABLE.has(change.status)) throw notFound();
  return change;
}

/**
 * A preview's change (handed to the preview's registerPreviewSource in src/index.ts): a waiting
 * change request replayed through its route as its maker, as approving it would, but without its
 * files (the record keeps the file it has: an upload would be written outside the preview's
 * transaction and stay). Read here, before the transaction; the replay runs inside it. A route's
 * refusal of the change (it no longer fits) fails the preview with that refusal.
 */
export async function changePreviewOf(changeRequestId: number): Promise<(() => Promise<void>) | undefined> {
  const change = await readChange(changeRequestId);
  if (!change || !PREVIEWABLE.has(change.status)) return undefined;
  const maker = await activeStaff(change.maker_id);
  if (!maker) return undefined;
  return async () => {
    const answer = await replayChange(change, maker, null, { withFiles: false });
    if (answer.status >= 300) throw new HttpError(409, `This change cannot be previewed: ${messageOf(answer)}`);
  };
}
