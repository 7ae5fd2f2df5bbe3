import type { Context } from 'koa';
import {
  CHANGE_MESSAGES,
  LISTED_CHANGE_STATUSES,
  approveChangeSchema,
  bankDateOf,
  formatDate,
  formatIndiaDateTime,
  rescheduleChangeSchema,
  returnChangeSchema,
  roleMay,
  type ChangeRequest,
  type ChangeRequestList,
} from '@bank/shared';
import type { UID } from '@strapi/strapi';
import { isActiveStaff, signedInStaff, userById, type ActiveStaff } from '../auth/backoffice-auth';
import { bankToday, nowMs, startOfBankDay } from '../lib/clock';
import { pausePoint } from '../lib/pause-points';
import { afterCommit, inOneTransaction } from '../lib/transactions';
import { assertRecordAt, takeRecord } from './record-version';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { pickFields, recordId, validated } from '../lib/validation';
import { storingFilesWith, type CheckedFile, type StoredFile } from '../lib/uploads';
import { randomUUID } from 'crypto';
import { calendarDate } from '../content/serializers';
import {
  changeRequestOf,
  changeRequestsOf,
  countPending,
  heldFilesOf,
  listChanges,
  moveChange,
  readChange,
  type StoredChange,
} from './change-requests';
import { applyHeld, publishesOfCommand, type ChangeAnswer } from './held-commands';
import { resubmitHeld } from './capture';
import { assertResentFromCurrent } from './sent-version';
import { heldFileBytes } from './held-files';
import { assertIndependentApprover } from './independence';
import { approverActor, logDecision, moveLogged } from './decision-entries';

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

/**
 * Refuses (409, naming who changed it and when) a change whose record has moved on since the copy
 * it was made from (or is gone), inside the apply's transaction, the record's rows taken first.
 */
async function assertNotStale(change: StoredChange): Promise<void> {
  if (!change.record_uid || !change.record_updated_at) return;
  const uid = change.record_uid as UID.ContentType;
  // A single type's change names no row: its one record's.
  const id: number | undefined = change.record_id ?? (await strapi.db.query(uid).findOne({ select: ['id'] }))?.id;
  const documentId = id == null ? null : await takeRecord(uid, id);
  if (id == null || documentId === null) throw conflict(CHANGE_MESSAGES.stale);
  await assertRecordAt(uid, { id, documentId }, change.record_updated_at, 'approval');
}

async function activeStaff(id: number | null): Promise<ActiveStaff | null> {
  if (id === null) return null;
  const user = await userById(id);
  return isActiveStaff(user) ? user : null;
}

const messageOf = (answer: ChangeAnswer): string => {
  const body = answer.body as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `The change answered ${answer.status}`;
};

/**
 * The approver of a scheduled change, if they still may approve it when its time comes: an account
 * blocked since, or no longer an Approver or Administrator, is not one.
 */
export async function approverStill(change: StoredChange): Promise<ActiveStaff | null> {
  const approver = await activeStaff(change.approver_id);
  return approver && roleMay(approver.staff_role, 'changes.approve') ? approver : null;
}

/**
 * A refusal of the change as it is applied: its answer, and whether the change can never apply (its
 * record moved on, its maker is gone: failed) or may later (the route refused it as things are now);
 * the transaction is rolled back.
 */
class Refusal extends Error {
  constructor(
    readonly answer: ChangeAnswer,
    readonly final = false,
  ) {
    super(messageOf(answer));
  }
}

/** Who decided a change, and when: written with its status. */
interface Decision {
  approver: ActiveStaff;
  decidedAt: Date;
}

/**
 * Applies a waiting change whole or not at all, in one transaction: its claim (from `from` to
 * approved, conditional, so that of two approvers or processes exactly one applies it; the other
 * waits for the row, then finds it taken: 'taken'), the stale check, the replayed write with its
 * files and activity entry. The cache is dropped after the commit. A refusal (stale, maker gone, the
 * route's 4xx) or a failure rolls it all back, files included: a change that can never apply (stale,
 * maker gone) is then failed with the reason, as is a scheduled one; one approved now that its route
 * refused stays pending. The refusal is answered.
 */
export async function applyChange(
  change: StoredChange,
  from: 'pending' | 'scheduled',
  { approver, decidedAt }: Decision,
): Promise<ChangeAnswer | 'taken'> {
  // A change that can never apply now is failed with the reason, and the log says so; the server's
  // entry where it was due at a time, else the approver's.
  const failed = async (answer: ChangeAnswer, final: boolean) => {
    if (from !== 'scheduled' && !final) return;
    const reason = messageOf(answer);
    const failing = { status: 'failed' as const, reason, approver_id: approver.id, decided_at: decidedAt };
    await moveLogged(change, from, failing, 'change_fail', reason);
  };
  try {
    return await inOneTransaction(async () => {
      const claimed = await moveChange(change.id, from, {
        status: 'approved',
        approver_id: approver.id,
        decided_at: decidedAt,
        applied_at: new Date(nowMs()),
        reason: null,
      });
      if (!claimed) return 'taken';
      await pausePoint('approval:claimed');
      try {
        await assertNotStale(change);
      } catch (error) {
        if (error instanceof HttpError) throw new Refusal({ status: error.status, body: error.toBody() }, true);
        throw error;
      }
      const maker = await activeStaff(change.maker_id);
      if (!maker)
        throw new Refusal(
          { status: 409, body: { message: 'The person who made this change can no longer sign in.' } },
          true,
        );
      // First of what follows the commit: a test may stop there, before the cache's drop.
      await afterCommit(() => pausePoint('approval:committed'));
      const answer = await applyHeld(change, maker, { approver, approvedAt: decidedAt });
      if (answer.status >= 300) throw new Refusal(answer);
      await logDecision(
        'change_approve',
        change,
        from === 'scheduled' ? 'applied at its time' : undefined,
        approverActor(approver),
      );
      await pausePoint('approval:applied');
      return answer;
    });
  } catch (error) {
    if (error instanceof Refusal) {
      await failed(error.answer, error.final);
      return error.answer;
    }
    // A failure of the server, not a refusal of the route: nothing of it stays.
    await failed({ status: 500, body: { message: 'The change could not be applied.' } }, false);
    throw error;
  }
}

/**
 * Moves a pending change as decided and logs the decision, in one transaction: 409 when it is no
 * longer pending (another decision came first), and then nothing is logged.
 */
async function decide(
  change: StoredChange,
  data: Parameters<typeof moveChange>[2],
  action: Parameters<typeof logDecision>[0],
  detail?: string,
): Promise<void> {
  if (!(await moveLogged(change, 'pending', data, action, detail))) throw conflict(CHANGE_MESSAGES.notPending);
}

let onScheduled: () => void = () => {};
/** The scheduler (changes/scheduled.ts) is told when a change is scheduled in this process. */
export const whenScheduled = (listener: () => void) => {
  onScheduled = listener;
};

/** The field of a record that takes effect on a date (a rate schedule's): its change goes public by that day. */
const EFFECTIVE_FIELD = 'effective_from';

/**
 * The India date a change's record takes effect on, where its content type has one (a rate
 * schedule): the date the change sets, else the record's as it is; null for any other record.
 */
async function effectiveDateOf(change: StoredChange): Promise<string | null> {
  if (!change.record_uid) return null;
  const uid = change.record_uid as UID.ContentType;
  const attribute = (strapi.getModel(uid).attributes as Record<string, { type?: string }>)[EFFECTIVE_FIELD];
  if (attribute?.type !== 'date') return null;
  const sent = change.command?.input.values[EFFECTIVE_FIELD];
  if (typeof sent === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sent)) return sent;
  if (change.record_id == null) return null;
  const row = (await strapi.db
    .query(uid)
    .findOne({ select: [EFFECTIVE_FIELD], where: { id: change.record_id } })) as Record<string, unknown> | null;
  return row?.[EFFECTIVE_FIELD] ? calendarDate(row[EFFECTIVE_FIELD]) : null;
}

/**
 * A time to publish a change at, checked: in the future, and, for a record that takes effect on a
 * date, on that India date or before (a rate schedule published after it starts would show members
 * old rates for days); 400 naming `publish_at` otherwise.
 */
async function checkedPublishAt(change: StoredChange, publishAt: string): Promise<Date> {
  const at = Date.parse(publishAt);
  if (at <= nowMs()) throw badRequest({ publish_at: CHANGE_MESSAGES.publishAtPast });
  const effective = await effectiveDateOf(change);
  if (effective && bankDateOf(at) > effective)
    throw badRequest({ publish_at: CHANGE_MESSAGES.publishAfterEffect(formatDate(effective)) });
  return new Date(at);
}

/** The change the route's :id names, if it is scheduled, for an approver other than its maker (403, 409). */
async function scheduledForApprover(ctx: Context): Promise<StoredChange> {
  const change = await namedChange(ctx);
  if (signedInStaff(ctx).user.id === change.maker_id) throw new HttpError(403, CHANGE_MESSAGES.ownChange);
  if (change.status !== 'scheduled') throw conflict(CHANGE_MESSAGES.notScheduled);
  return change;
}

/** POST /api/admin/changes/{id}/cancel: a scheduled change waits for approval again (another approver than its maker). */
export async function cancelSchedule(ctx: Context): Promise<ChangeRequest> {
  const change = await scheduledForApprover(ctx);
  const waiting = { status: 'pending' as const, approver_id: null, decided_at: null, publish_at: null };
  if (!(await moveLogged(change, 'scheduled', waiting, 'change_cancel'))) throw conflict(CHANGE_MESSAGES.notScheduled);
  onScheduled();
  return answerOf(change.id);
}

/** POST /api/admin/changes/{id}/reschedule {publish_at}: a scheduled change goes public at another time. */
export async function rescheduleChange(ctx: Context): Promise<ChangeRequest> {
  const change = await scheduledForApprover(ctx);
  const approver = signedInStaff(ctx).user;
  const { publish_at: publishAt } = await validated(
    rescheduleChangeSchema,
    pickFields(ctx.request.body, ['publish_at']),
  );
  const at = await checkedPublishAt(change, publishAt);
  const moved = { publish_at: at, approver_id: approver.id, decided_at: new Date(nowMs()) };
  const detail = `to apply at ${formatIndiaDateTime(at.toISOString())}`;
  if (!(await moveLogged(change, 'scheduled', { status: 'scheduled', ...moved }, 'change_reschedule', detail)))
    throw conflict(CHANGE_MESSAGES.notScheduled);
  onScheduled();
  return answerOf(change.id);
}

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
  const at = publishAt ? await checkedPublishAt(change, publishAt) : null;
  const decidedAt = new Date(nowMs());
  if (at !== null) {
    const scheduled = {
      status: 'scheduled' as const,
      publish_at: at,
      approver_id: approver.id,
      decided_at: decidedAt,
    };
    await decide(change, scheduled, 'change_schedule', `to apply at ${formatIndiaDateTime(at.toISOString())}`);
    onScheduled();
    return { status: 200, body: await answerOf(change.id) };
  }
  const answer = await applyChange({ ...change, approver_id: approver.id }, 'pending', { approver, decidedAt });
  if (answer === 'taken') throw conflict(CHANGE_MESSAGES.notPending);
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
  const returned = { status: 'returned' as const, reason, approver_id: approver.id, decided_at: new Date(nowMs()) };
  await decide(change, returned, 'change_return', reason);
  return answerOf(change.id);
}

/** DELETE /api/admin/changes/{id}: the maker withdraws a change still waiting, for approval or for its time. */
export async function withdrawChange(ctx: Context): Promise<ChangeRequest> {
  const change = await namedChange(ctx);
  if (signedInStaff(ctx).user.id !== change.maker_id) throw new HttpError(403, CHANGE_MESSAGES.onlyMakerWithdraws);
  const from = change.status;
  if (from !== 'pending' && from !== 'scheduled') throw conflict(CHANGE_MESSAGES.notPending);
  // A scheduled one keeps who approved it and when; it is no longer due.
  const withdrawn = from === 'pending' ? { decided_at: new Date(nowMs()) } : {};
  if (!(await moveLogged(change, from, { status: 'withdrawn', ...withdrawn }, 'change_withdraw')))
    throw conflict(CHANGE_MESSAGES.notPending);
  if (from === 'scheduled') onScheduled();
  return answerOf(change.id);
}

/**
 * POST /api/admin/changes/{id}/resubmit: its maker sends a returned change again, edited (capture.ts,
 * `resubmitHeld`). A change to a record only: an account's role, a restore or a whole list is made
 * again instead. Answers the change request, pending as its next revision, unless the check answered.
 */
export async function resubmitReturned(ctx: Context): Promise<ChangeRequest | undefined> {
  const change = await namedChange(ctx);
  if (signedInStaff(ctx).user.id !== change.maker_id) throw new HttpError(403, CHANGE_MESSAGES.onlyMakerResubmits);
  if (change.status !== 'returned') throw conflict(CHANGE_MESSAGES.notReturned);
  const publishes = change.command ? publishesOfCommand(change.command.name) : null;
  if (!change.command || !publishes || !publishes.record || change.kind === 'delete')
    throw conflict(CHANGE_MESSAGES.notEditable);
  await assertResentFromCurrent(ctx, change);
  const outcome = await resubmitHeld(ctx, { ...change, command: change.command }, publishes);
  if (outcome === 'answered') return undefined;
  if (outcome === 'taken') throw conflict(CHANGE_MESSAGES.notReturned);
  return answerOf(change.id);
}

/**
 * GET /api/admin/changes/{id}/files/{field}: the file a change holds for `field` (a new picture, a
 * PDF, an unclaimed list), as it was sent, for whoever may read changes: an approver sees what they
 * approve. 404 when the change holds none there, or its bytes are gone (decided long ago).
 */
export async function heldFileOf(ctx: Context): Promise<{ name: string; mimetype: string | null; bytes: Buffer }> {
  const change = await namedChange(ctx);
  const field = String(ctx.params.field ?? '');
  const held = (await heldFilesOf(change.id)).find((file) => file.field === field);
  const bytes = held ? await heldFileBytes(held) : null;
  if (!held || !bytes) throw notFound();
  return { name: held.name, mimetype: held.mimetype, bytes };
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
 * change request applied as its maker, as approving it would, inside the preview's transaction (read
 * here, before it). Its files are not stored: each is a row of that transaction naming the address
 * where the preview serves the change's held bytes (`fileAddress`), so the page shows the new
 * picture and nothing is written to the uploads. A command's refusal of the change (it no longer
 * fits) fails the preview with that refusal.
 */
export async function changePreviewOf(
  changeRequestId: number,
): Promise<
  ((preview: { fileAddress: (field: string) => string }) => Promise<{ asOf: number } | undefined>) | undefined
> {
  const change = await readChange(changeRequestId);
  if (!change || !PREVIEWABLE.has(change.status)) return undefined;
  const maker = await activeStaff(change.maker_id);
  if (!maker) return undefined;
  const held = await heldFilesOf(change.id);
  const effective = await effectiveDateOf(change);
  return async ({ fileAddress }) => {
    // A restored file carries its held name: the field it was held for names its address.
    const fieldOf = (name: string | null | undefined) => held.find((file) => file.name === name)?.field;
    const answer = await storingFilesWith(
      (file, alternativeText) =>
        previewFileRow(file, fileAddress(fieldOf(file.originalFilename) ?? ''), alternativeText),
      () => applyHeld(change, maker, null),
    );
    if (answer.status >= 300) throw new HttpError(409, `This change cannot be previewed: ${messageOf(answer)}`);
    // A record that takes effect on a later date (a rate schedule) is seen as on that day.
    return effective && effective > bankToday() ? { asOf: startOfBankDay(effective) } : undefined;
  };
}

/** A file the previewed change brings, as a media-library row of the preview's transaction: its address, no bytes. */
async function previewFileRow(file: CheckedFile, url: string, alternativeText?: string): Promise<StoredFile> {
  const row = (await strapi.db.query('plugin::upload.file').create({
    data: {
      name: file.originalFilename ?? 'file',
      alternativeText: alternativeText ?? null,
      hash: `preview_${randomUUID().replace(/-/g, '')}`,
      ext: `.${file.ext}`,
      mime: file.mime,
      size: Math.round(file.size / 10.24) / 100,
      url,
      provider: 'local',
      folderPath: '/',
    },
  })) as { id: number; url: string };
  return { id: row.id, url: row.url };
}

/** The file a waiting change holds for `field`, for its preview's page; null when there is none. */
export async function previewFileOf(
  changeRequestId: number,
  field: string,
): Promise<{ name: string; mimetype: string | null; bytes: Buffer } | null> {
  const change = await readChange(changeRequestId);
  if (!change || !PREVIEWABLE.has(change.status)) return null;
  const held = (await heldFilesOf(change.id)).find((file) => file.field === field);
  const bytes = held ? await heldFileBytes(held) : null;
  return held && bytes ? { name: held.name, mimetype: held.mimetype, bytes } : null;
}
