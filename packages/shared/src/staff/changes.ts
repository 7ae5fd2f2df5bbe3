import { boolean, object, string } from 'yup';
import type { ActivityChange } from '../activity';

/**
 * Four eyes: while 'Changes need approval' is on, a back-office change to anything the public sees is
 * kept as a change request, and goes public only when another account with 'changes.approve'
 * approves it (now, or at a set time in India). Declared once here for the CMS, the back office and
 * docs/api.md.
 */

/**
 * Where a change request stands: 'approved' is public (applied when approved, or at its time);
 * 'scheduled' waits for its time; 'failed' could never apply: its record moved on since it was made
 * (at its approval, or at its time), or its maker can no longer sign in, or it was refused at its time.
 */
export const CHANGE_STATUSES = ['pending', 'approved', 'scheduled', 'returned', 'withdrawn', 'failed'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/**
 * The statuses GET /api/admin/changes?status= filters by: a change that could not be applied stays
 * listed, with its reason, until someone makes it again.
 */
export const LISTED_CHANGE_STATUSES = ['pending', 'approved', 'returned', 'scheduled', 'failed'] as const;
export type ListedChangeStatus = (typeof LISTED_CHANGE_STATUSES)[number];

export const CHANGE_STATUS_NAMES: Readonly<Record<ChangeStatus, string>> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  scheduled: 'Scheduled',
  returned: 'Sent back',
  withdrawn: 'Withdrawn',
  failed: 'Could not be applied',
};

/** What a change request does to its record. */
export type ChangeKind = 'create' | 'update' | 'delete' | 'import' | 'setting';

/** A person as a change request names them. */
export interface ChangePerson {
  id: number;
  name: string;
  email: string;
}

/** A change request as GET /api/admin/changes and /api/admin/changes/{id} answer it. */
export interface ChangeRequest {
  id: number;
  status: ChangeStatus;
  kind: ChangeKind;
  /** The resource as the activity log names it ('deposits', 'rate-schedules', 'site-settings'). */
  resource: string;
  /** The record changed; null for a create and for the whole-site objects. */
  record_id: number | null;
  /** What people call the record ('Fixed Deposit', 'Schedule of 1 December 2026'). */
  record_label: string;
  /** The request as the back office sent it: 'PUT /api/admin/deposits/3'. */
  request: string;
  /** Every field before and after (media as URLs), as the activity log shows a change. */
  changes: ActivityChange[];
  maker: ChangePerson;
  made_at: string;
  approver: ChangePerson | null;
  decided_at: string | null;
  /** When an approved change goes public (ISO instant); null for 'now'. */
  publish_at: string | null;
  applied_at: string | null;
  /** The reason given when sent back, or why applying failed. */
  reason: string | null;
  /** The language of the record it changes: 'en', or a translation's ('mr', 'hi'). */
  locale: string;
  /** 1, then one more each time its maker sends it again after it was sent back (one thread, one id). */
  revision: number;
  /** The values the change sets, as its form sent them (files by name): what a returned change's form opens with. */
  values: Record<string, unknown> | null;
}

/** GET /api/admin/changes?status=: newest first, with the count waiting for approval (the menu's badge). */
export interface ChangeRequestList {
  results: ChangeRequest[];
  /** Change requests waiting for approval, whatever the status asked for. */
  pending_count: number;
}

/** GET/PUT /api/admin/approval-setting */
export interface ApprovalSetting {
  changes_need_approval: boolean;
  /** A pending request to turn approvals off, if one waits for another person's approval. */
  pending_change_request_id: number | null;
}

/**
 * Concurrent edits: every admin record carries `version` (its last change, whoever made it, the Strapi
 * panel included); an update may send it back, and one whose copy is older than the record answers 409
 * `StaleRecord` instead of overwriting what was changed since. An update without it applies as the spec's.
 */
export const RECORD_VERSION_FIELD = 'version';

/** A record as the back office reads it, with the version an update sends back. */
export type Versioned<T> = T & { [RECORD_VERSION_FIELD]?: string };

/** The 409 of an update sent with an older copy of its record. */
export interface StaleRecord {
  message: string;
  /** Who changed the record last, and when (ISO instant). */
  changed_by: string;
  changed_at: string;
  /** The record's version now: a save sent with it applies. */
  version: string;
}

/**
 * The 409 of a change made while another to the same record (and language) waits for approval or
 * for its time: the first must be decided or withdrawn before another is made, so that neither is
 * lost to the other. The hidden-pages list and each site-wide setting count as one record.
 */
export interface ChangeAlreadyWaiting {
  message: string;
  change_request_id: number;
  /** The back office's address of the change waiting. */
  link: string;
}

/** The back office's address of a change request: its status's tab, the change open. */
export const changeLink = (id: number, status: ChangeStatus): string =>
  `/AdminPage/Approvals?${status === 'pending' ? '' : `status=${status}&`}change=${id}`;

/** What a write answers while approvals are on: 202 instead of the record. */
export interface ChangeAccepted {
  change_request_id: number;
  message: string;
}

export const CHANGE_MESSAGES = {
  sentForApproval: 'Sent for approval',
  ownChange: 'You cannot approve your own change; another Approver or Administrator must.',
  /** The approver's account was made, given a password link, reset or given its role by the maker lately. */
  notIndependent: (what: string, on: string, days: number) =>
    `You cannot approve this change: its maker ${what} on ${on}, and for ${days} days after that your approval of their changes would not be a second person's. Another Approver or Administrator must.`,
  notPending: 'This change is no longer waiting for approval.',
  stale: 'The record was changed by someone else after this change was made. Make the change again.',
  /** An update sent with a copy of the record older than the record (at the save, or at its approval). */
  changedSince: (who: string, when: string, atApproval: boolean) =>
    atApproval
      ? `${who} changed this record on ${when}, after this change was made: applying it would undo theirs. Make the change again from the record as it is now.`
      : `${who} changed this record on ${when}, after you opened it. Nothing was saved: read it again, then make your change on it.`,
  /** A scheduled change whose approver was blocked or lost the role before its time: it waits again. */
  approverGone:
    'Not applied at its time: the person who approved it can no longer approve changes. Another Approver or Administrator must approve it.',
  onlyMakerWithdraws: 'Only the person who made a change can withdraw it.',
  publishAtPast: 'Choose a time in the future, or approve it now.',
  /** A record that takes effect on a date (a rate schedule) goes public on that day at the latest. */
  publishAfterEffect: (effective: string) =>
    `This takes effect on ${effective}: choose a time on that day or before, so that members see it in time.`,
  notScheduled: 'This change is not scheduled.',
  notReturned: 'This change is not sent back: only a change sent back can be edited and sent again.',
  onlyMakerResubmits: 'Only the person who made a change can edit it and send it again.',
  onlyMakerTranslates: 'Only the person who made a new schedule can translate it while it waits for approval.',
  notEditable: 'This change cannot be edited here: make it again.',
  resubmitted: 'Sent for approval again.',
  /** Another change to the record waits: `who` made it on `when`. */
  alreadyWaiting: (who: string, when: string, scheduled: boolean) =>
    `${who}'s change to this, made on ${when}, is ${scheduled ? 'approved and waiting for its time' : 'waiting for approval'}. Nothing was sent: once it is decided or withdrawn, make yours from the record as it is then.`,
  cancelled: 'The schedule is cancelled: the change waits for approval again.',
  rescheduled: 'The change goes public at the new time.',
  reasonRequired: 'Say why the change is sent back.',
  approved: 'Approved: the change is public now.',
  scheduled: 'Approved: the change goes public at the time set.',
  returned: 'Sent back to the person who made it.',
  withdrawn: 'The change is withdrawn.',
  turningOffNeedsApproval: 'Turning approvals off needs another Approver or Administrator to approve it.',
  /** A new account or a role change that gives the Approver or Administrator role, held while approvals are on. */
  roleGrantNeedsApproval: (role: string, newAccount: boolean) =>
    `Sent for approval: giving the ${role} role needs another Approver or Administrator to approve it.${newAccount ? ' Once it is approved, the account is in the list: give it a set-password link there.' : ''}`,
} as const;

/** POST /api/admin/changes/{id}/approve: an optional time in the future (ISO instant, or India's wall clock with offset). */
export const approveChangeSchema = object({
  publish_at: string()
    .label('Publish at')
    .optional()
    .test('instant', 'Publish at must be a date and time', (value) => !value || !Number.isNaN(Date.parse(value))),
}).noUnknown('Only publish_at can be given.');

/** POST /api/admin/changes/{id}/reschedule: the new time, in the future. */
export const rescheduleChangeSchema = object({
  publish_at: string()
    .label('Publish at')
    .required('Choose when the change goes public')
    .test('instant', 'Publish at must be a date and time', (value) => !value || !Number.isNaN(Date.parse(value))),
}).noUnknown('Only publish_at can be given.');

/** POST /api/admin/changes/{id}/return */
export const returnChangeSchema = object({
  reason: string().trim().required(CHANGE_MESSAGES.reasonRequired).max(1000),
}).noUnknown('Only reason can be given.');

/** PUT /api/admin/approval-setting */
export const approvalSettingSchema = object({
  changes_need_approval: boolean()
    .required('Say whether changes need approval.')
    .typeError('Say whether changes need approval.'),
}).noUnknown('Only changes_need_approval can be changed.');
