import { number, object, string } from 'yup';
import { isCalendarDate } from './patterns';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from './protection/complaints';

/**
 * What an activity entry records. Record changes name the resource and record; sign-ins name the
 * e-mail tried (a refused one says why in its label); a bulk change (a CSV import) is one entry with
 * its counts in the label; a change to a staff account names the account.
 */
export const ACTIVITY_ACTIONS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  import: 'Imported',
  restore: 'Restored',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in refused',
  sign_out: 'Signed out',
  schedule_start: 'Came into force',
  cleanup: 'Cleaned up',
  // Staff accounts and their sessions (resource 'staff-accounts'; the record is the account).
  account_create: 'Account created',
  account_update: 'Account changed',
  password_link: 'Set-password link given',
  account_delete: 'Account deleted',
  role_change: 'Role changed',
  block: 'Blocked',
  unblock: 'Unblocked',
  dormant_block: 'Blocked as dormant',
  password_change: 'Password changed',
  session_end: 'Session ended',
  personal_data_read: "Read members' details",
  personal_data_export: "Exported members' details",
  lockout: 'Locked out',
  lockout_lift: 'Lockout lifted',
  two_step_passed: 'Two-step code accepted',
  two_step_failed: 'Two-step code refused',
  two_step_enrol: 'Two-step sign-in turned on',
  recovery_code_use: 'Recovery code used',
  recovery_codes_new: 'New recovery codes',
  two_step_reset: 'Two-step sign-in reset',
  forbidden: 'Refused for the role',
  // Strapi's API tokens (resource 'api-tokens'): made, changed or removed in the panel, or presented.
  api_token_create: 'API token created',
  api_token_update: 'API token changed',
  api_token_delete: 'API token removed',
  api_token_use: 'API token used',
  // The Strapi panel: its sign-ins (resource 'panel-sign-ins') and its media library's writes (resource 'media').
  panel_sign_in: 'Signed in to the Strapi panel',
  panel_sign_in_failed: 'Strapi panel sign-in refused',
  media_upload: 'File uploaded in the Strapi panel',
  media_replace: 'File replaced in the Strapi panel',
  media_delete: 'File deleted in the Strapi panel',
  // Four eyes (resource 'change-requests'; the record is the change request): each decision on a
  // change, and each preview link given. The change's own write is the record's entry (approved_by).
  change_approve: 'Change approved',
  change_schedule: 'Change scheduled',
  change_return: 'Change returned',
  change_withdraw: 'Change withdrawn',
  change_fail: 'Change could not be applied',
  change_wait: 'Change waiting again',
  change_cancel: 'Schedule cancelled',
  change_reschedule: 'Change rescheduled',
  change_resubmit: 'Change sent again',
  change_translate: 'Translation added to a waiting change',
  preview_link: 'Preview link given',
  // The log itself (resource 'activity'): an export of what a filter shows, naming who and what.
  activity_export: 'Activity exported',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** What the log's resources are called by the staff where their key says it otherwise. */
const RESOURCE_NAMES: Readonly<Record<string, string>> = {
  'contact-messages': 'Enquiries',
  'gallery-items': 'Gallery',
  'management-members': 'Management',
  'news-items': 'News',
  'published-documents': 'Documents',
  pages: 'Pages and circulars',
  'sign-ins': 'Sign-ins',
  activity: 'Activity log',
  'staff-accounts': 'Staff accounts',
};

/**
 * A resource of the log in the staff's words: 'Staff accounts', not `staff-accounts`; 'Enquiries',
 * not `contact-messages` (the key stays the filter's value and the API's).
 */
export function activityResourceName(resource: string): string {
  const words = RESOURCE_NAMES[resource] ?? resource.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who made a change: a back-office administrator, a Strapi-panel user, or the server itself. */
export type ActorKind = 'backoffice' | 'panel' | 'system';

/** One field of a record before and after a change (media as URLs; never file bytes). */
export interface ActivityChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An entry of the activity log (GET /api/admin/activity). Entries are never changed or deleted. */
export interface ActivityEntry {
  id: number;
  at: string;
  actor: string;
  actor_kind: ActorKind;
  ip: string | null;
  action: ActivityAction;
  resource: string | null;
  record_id: number | null;
  record_label: string | null;
  changes: ActivityChange[];
  /** True when 'Restore this version' applies (an update or delete of a record that can be written back). */
  restorable: boolean;
  /** Who approved the change (four eyes): the actor made it, this account approved it; null when not approved. */
  approved_by?: string | null;
  /** A change request's entry (approved_by set): when its maker made it and when it was approved, ISO instants. */
  made_at?: string | null;
  approved_at?: string | null;
  /** A Strapi-panel edit made while changes need approval: made in the panel, not approved. */
  unapproved_panel_edit?: boolean;
  /**
   * The locale of the translation written ('mr', 'hi'), whose record is `record_id` (its English id);
   * null for a change of the record itself. A translation's change is not restored from the log.
   */
  translation?: string | null;
}

export interface ActivityPage {
  results: ActivityEntry[];
  total: number;
  page: number;
  page_size: number;
}

/** The values the screen's filters offer: people, resources and actions found in the log. */
export interface ActivityFilterOptions {
  actors: string[];
  resources: string[];
  actions: ActivityAction[];
}

export const ACTIVITY_PAGE_SIZE = 25;
/** The page sizes the log is read in. */
export const ACTIVITY_PAGE_SIZES = [25, 50, 100] as const;
/** The most entries one export holds: more is narrowed first (a shorter date range). */
export const ACTIVITY_EXPORT_LIMIT = 10_000;
export const ACTIVITY_EXPORT_FORMATS = ['csv', 'json'] as const;
export type ActivityExportFormat = (typeof ACTIVITY_EXPORT_FORMATS)[number];

const optionalDate = (label: string) =>
  string()
    .label(label)
    .optional()
    .test('calendar-date', `${label} must be a date written YYYY-MM-DD`, (value) => !value || isCalendarDate(value));

/** GET /api/admin/activity's query: every filter optional, dates in India, pages from 1. */
export const activityQuerySchema = object({
  actor: string().label('Person').optional().max(254),
  resource: string().label('Resource').optional().max(80),
  action: string()
    .label('Action')
    .optional()
    .oneOf([...Object.keys(ACTIVITY_ACTIONS), ''], 'Action is not one the log records'),
  from: optionalDate('From'),
  to: optionalDate('To').test('after-from', 'To must not be before From', function (to) {
    const { from } = this.parent as { from?: string };
    return !from || !to || to >= from;
  }),
  /** Words in who, the record or what it is: any entry whose person, record or resource holds them. */
  q: string().label('Search').optional().max(200),
  record: number()
    .label('Record')
    .typeError('Record must be a record number')
    .integer('Record must be a record number')
    .min(1, 'Record must be a record number')
    .optional(),
  page: number()
    .label('Page')
    .typeError('Page must be a whole number from 1')
    .integer('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .optional(),
  page_size: number()
    .label('Page size')
    .typeError('Page size is 25, 50 or 100')
    .oneOf([...ACTIVITY_PAGE_SIZES], 'Page size is 25, 50 or 100')
    .optional(),
});

/** A value of a change as the screen shows it: text as is, empty as a dash, anything else as JSON. */
/** The values of a resource's fields that the staff read in words: a complaint's status and category. */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  complaints: { status: COMPLAINT_STATUSES, category: COMPLAINT_CATEGORIES },
};

/**
 * A value of a change as the staff read it: a complaint's status 'In progress' (not `in_progress`),
 * yes or no for a switch, else as `changeValueText` writes it.
 */
export function changeValueWords(resource: string | null, field: string, value: unknown): string {
  const words = resource ? VALUE_WORDS[resource]?.[field] : undefined;
  if (typeof value === 'string' && words?.[value]) return words[value];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return changeValueText(value);
}

export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1);
}
