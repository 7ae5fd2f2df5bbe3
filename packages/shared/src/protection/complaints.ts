import { mixed, object, string } from 'yup';
import { spreadsheetCsv } from '../csv';
import { INDIA_OFFSET_MS, indiaTimestamp } from '../india-time';
import { formatNumber, type NumberStyle } from '../locales';
import { formatDate } from '../rates/rate-text';
import { PHONE_MAX_LENGTH } from '../patterns';
import { phoneDigits, phoneMatches } from '../phone';
import { REFERENCE_RANDOM_PART, referencePattern, yearlyReference } from '../references';
import { emailAddress, optionalText, phoneNumber, requiredText, tooLongMessage } from '../resources/rule';

/** What a complaint is about, as the member chooses it. */
export const COMPLAINT_CATEGORIES = {
  deposits: /*i18n*/ 'Deposits',
  loans: /*i18n*/ 'Loans',
  cards_digital: /*i18n*/ 'Cards and digital banking',
  branch_service: /*i18n*/ 'Branch service',
  other: /*i18n*/ 'Other',
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;

export const COMPLAINT_STATUSES = {
  received: /*i18n*/ 'Received',
  in_progress: /*i18n*/ 'In progress',
  resolved: /*i18n*/ 'Resolved',
} as const;
export type ComplaintStatus = keyof typeof COMPLAINT_STATUSES;

/** An instant as the bank's notices write it, in India: '24 Nov 2026, 19:05 IST' (the date in the style's locale). */
export function formatIndiaDateTime(iso: string, style?: NumberStyle): string {
  const india = new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString();
  return `${formatDate(india.slice(0, 10), style)}, ${formatTime(india.slice(11, 16), style)} IST`;
}

/** '19:05' in the style's digits. */
const formatTime = (time: string, style?: NumberStyle) =>
  time.replace(/\d+/g, (digits) => formatNumber(Number(digits), style).padStart(digits.length, formatNumber(0, style)));

/** GRV-{year}-{six digits}-{four random}: a complaint's reference (GRV-2026-000123-7KQ4). */
export const COMPLAINT_REFERENCE_PATTERN = referencePattern('GRV');

/** A reference a member may look up: today's form, or GRV-{year}-{six digits} as issued before the random part. */
export const COMPLAINT_LOOKUP_REFERENCE_PATTERN = new RegExp(`^GRV-\\d{4}-\\d{6}(?:-${REFERENCE_RANDOM_PART})?$`);

/** A complaint's reference; `random` is drawn by the server. */
export const complaintReference = (year: number, sequence: number, random: string) =>
  yearlyReference('GRV', year, sequence, random);

/** What a member sends from 'Lodge a complaint' (a form post sends the yes/no as text). */
export interface ComplaintInput {
  name: string;
  email: string;
  phone: string;
  account_holder: 'yes' | 'no';
  category: ComplaintCategory;
  description: string;
}

/** The answer to a lodged complaint: its reference, when it was received, and the day a reply is due. */
export interface ComplaintReceipt {
  reference: string;
  received_at: string;
  reply_due: string;
}

/** An update the bank sent the member about a complaint, dated. */
export interface ComplaintUpdate {
  text: string;
  written_at: string;
}

/** What a member sees when looking a complaint up by reference and e-mail. */
export interface ComplaintStatusAnswer extends ComplaintReceipt {
  status: ComplaintStatus;
  resolution: string | null;
  /** Every update the bank sent, oldest first; never an internal note. */
  updates: ComplaintUpdate[];
}

/** The two kinds of a complaint's thread: what the member is sent, and what stays with the staff. */
export const COMPLAINT_THREAD_KINDS = {
  update: 'Update sent to the member',
  note: 'Internal note (never shown to the member)',
} as const;
export type ComplaintThreadKind = keyof typeof COMPLAINT_THREAD_KINDS;

/** One dated entry of a complaint's thread in the back office. */
export interface ComplaintThreadEntry extends ComplaintUpdate {
  id: number;
  kind: ComplaintThreadKind;
  /** The account's name; null for a resolution written before the thread existed. */
  written_by: string | null;
}

/** POST /api/admin/complaints/{id}/thread: an update for the member, or an internal note. */
export const complaintThreadSchema = object({
  kind: mixed<ComplaintThreadKind>()
    .label('Kind')
    .required('Say whether it is an update for the member or an internal note')
    .oneOf(Object.keys(COMPLAINT_THREAD_KINDS) as ComplaintThreadKind[]),
  text: requiredText('Text', 'Write the update or note first', 5000),
});

/** A complaint in the back office. */
export interface AdminComplaint extends ComplaintStatusAnswer {
  id: number;
  name: string;
  email: string;
  /** As the member typed it. */
  phone: string;
  /** Its normal form ('+919822045670', normalPhone), which the search and the CSV use; null if it has none. */
  phone_normal: string | null;
  account_holder: boolean;
  category: ComplaintCategory;
  description: string;
  overdue: boolean;
  updated_at: string;
  /** Who marked it resolved (the staff account's name) and when; null while it is not resolved. */
  resolved_by: string | null;
  resolved_at: string | null;
  /** Its updates and internal notes, oldest first. */
  thread: ComplaintThreadEntry[];
}

/** What the member reads the bank's reply as: an 'Update' while the complaint is open, the 'Resolution' once resolved. */
export const complaintReplyLabel = (status: ComplaintStatus) =>
  status === 'resolved' ? /*i18n*/ 'Resolution' : /*i18n*/ 'Update';

/** Complaints as a CSV file (see spreadsheetCsv): times in India with their offset, as the screen shows them. */
export function complaintsCsv(complaints: readonly AdminComplaint[]): string {
  const header = [
    'Reference',
    'Received',
    'Reply due',
    'Overdue',
    'Status',
    'Category',
    'Name',
    'Email',
    'Phone',
    'Phone (+91)',
    'Account holder',
    'Complaint',
    'Reply to the member',
    'Resolved by',
    'Resolved at',
    'Last changed',
  ];
  const rows = complaints.map((complaint) => [
    complaint.reference,
    indiaTimestamp(complaint.received_at),
    complaint.reply_due,
    complaint.overdue ? 'yes' : 'no',
    COMPLAINT_STATUSES[complaint.status],
    COMPLAINT_CATEGORIES[complaint.category],
    complaint.name,
    complaint.email,
    complaint.phone,
    phoneDigits(complaint.phone_normal),
    complaint.account_holder ? 'yes' : 'no',
    complaint.description,
    complaint.resolution,
    complaint.resolved_by ?? '',
    complaint.resolved_at ? indiaTimestamp(complaint.resolved_at) : '',
    indiaTimestamp(complaint.updated_at),
  ]);
  return spreadsheetCsv(header, rows);
}

export const COMPLAINT_MESSAGES = {
  nameRequired: /*i18n*/ 'Please enter your name',
  emailRequired: /*i18n*/ 'Please enter your email',
  phoneRequired: /*i18n*/ 'Please enter your phone number',
  phoneInvalid: /*i18n*/ 'Invalid Phone Number!',
  accountHolder: /*i18n*/ 'Please say whether you hold an account with the bank',
  category: /*i18n*/ 'Please choose what the complaint is about',
  descriptionRequired: /*i18n*/ 'Please describe your complaint',
  lookupReference: /*i18n*/ 'Please enter the reference number, like GRV-2026-000123-7KQ4',
  lookupEmail: /*i18n*/ 'Please enter the e-mail address you gave with the complaint',
  notFound: /*i18n*/ 'No complaint matches this reference number and e-mail address.',
  sendFailed: /*i18n*/ 'Your complaint could not be sent. Please check your connection and try again.',
  resolutionRequired: /*i18n*/ 'Write the resolution before marking the complaint resolved',
} as const;

export const COMPLAINT_FIELDS = ['name', 'email', 'phone', 'account_holder', 'category', 'description'] as const;

/**
 * The longest each text field may be, in characters. A public JSON body may be at most 16 kB: the
 * form filled to every limit in Devanagari (3 bytes a letter in UTF-8) still fits (form-limits.test.ts).
 */
export const COMPLAINT_LIMITS = { name: 200, email: 254, phone: PHONE_MAX_LENGTH, description: 4000 } as const;

export const complaintSchema = object({
  name: requiredText(/*i18n*/ 'Name', COMPLAINT_MESSAGES.nameRequired, COMPLAINT_LIMITS.name),
  email: emailAddress(/*i18n*/ 'email', COMPLAINT_LIMITS.email).required(COMPLAINT_MESSAGES.emailRequired),
  phone: phoneNumber('Phone', COMPLAINT_MESSAGES.phoneRequired, COMPLAINT_MESSAGES.phoneInvalid),
  account_holder: string()
    .label('Account holder')
    .required(COMPLAINT_MESSAGES.accountHolder)
    .oneOf(['yes', 'no'], COMPLAINT_MESSAGES.accountHolder),
  category: mixed<ComplaintCategory>()
    .label('Category')
    .required(COMPLAINT_MESSAGES.category)
    .oneOf(Object.keys(COMPLAINT_CATEGORIES) as ComplaintCategory[], COMPLAINT_MESSAGES.category),
  description: requiredText(
    /*i18n*/ 'Description',
    COMPLAINT_MESSAGES.descriptionRequired,
    COMPLAINT_LIMITS.description,
  ).max(COMPLAINT_LIMITS.description, tooLongMessage(/*i18n*/ 'Your complaint', COMPLAINT_LIMITS.description)),
});

/** What a member sends to look a complaint up (POST /api/complaints/lookup, or the page's form). */
export interface ComplaintLookupInput {
  reference: string;
  email: string;
}

export const COMPLAINT_LOOKUP_FIELDS = ['reference', 'email'] as const;

/** The answer to the look-up's old address, GET /api/complaints/{reference}?email= (405). */
export const COMPLAINT_LOOKUP_MOVED =
  'Look a complaint up with POST /api/complaints/lookup and a JSON body {reference, email}';

/**
 * The reference is read as typed in any case, with spaces round it, and with spaces (or a space
 * and a dash) where its dashes are, as a member copies it from a letter: 'grv 2026 000123 7kq4'.
 */
export const complaintLookupSchema = object({
  reference: string()
    .label('Reference')
    .required(COMPLAINT_MESSAGES.lookupReference)
    .trim()
    .uppercase()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s*[\s\-–]\s*/g, '-') : value))
    .matches(COMPLAINT_LOOKUP_REFERENCE_PATTERN, COMPLAINT_MESSAGES.lookupReference),
  email: emailAddress(/*i18n*/ 'email', COMPLAINT_LIMITS.email, COMPLAINT_MESSAGES.lookupEmail)
    .required(COMPLAINT_MESSAGES.lookupEmail)
    .trim(),
});

/**
 * The back office's answer to a complaint: its status, and the resolution the member will read; and
 * its category, when the member chose the wrong one (the change is in the activity log).
 */
export const complaintUpdateSchema = object({
  category: mixed<ComplaintCategory>()
    .label('Category')
    .optional()
    .oneOf(Object.keys(COMPLAINT_CATEGORIES) as ComplaintCategory[]),
  status: mixed<ComplaintStatus>()
    .label('Status')
    .required()
    .oneOf(Object.keys(COMPLAINT_STATUSES) as ComplaintStatus[]),
  resolution: optionalText('Resolution', 5000).when('status', {
    is: 'resolved',
    then: (schema) =>
      schema
        .required(COMPLAINT_MESSAGES.resolutionRequired)
        .test('not-blank', COMPLAINT_MESSAGES.resolutionRequired, (value) => value == null || value.trim() !== ''),
  }),
});

/** The complaints list's filters, as its screen applies them and the server's export takes them (`?status=&search=`). */
export interface ComplaintFilter {
  /** 'open': not resolved. */
  status: 'open' | 'all' | ComplaintStatus;
  /** A reference (whole or in part, in any case), a member's name or e-mail, or a phone however typed. */
  search: string;
}

/** A filter from a query's text values: what is not one of its values is no filter ('all'). */
export function complaintFilterOf(query: Record<string, unknown>): ComplaintFilter {
  const statuses: readonly string[] = ['open', 'all', ...Object.keys(COMPLAINT_STATUSES)];
  const status = typeof query.status === 'string' && statuses.includes(query.status) ? query.status : 'all';
  return {
    status: status as ComplaintFilter['status'],
    search: typeof query.search === 'string' ? query.search.trim() : '',
  };
}

/** The complaints a filter keeps, in their order. */
export function filterComplaints<
  T extends Pick<AdminComplaint, 'status' | 'reference' | 'name' | 'email' | 'phone' | 'phone_normal'>,
>(complaints: readonly T[], { status, search }: ComplaintFilter): T[] {
  const wanted = search.trim().toLowerCase();
  return complaints.filter(
    (complaint) =>
      (status === 'all' || (status === 'open' ? complaint.status !== 'resolved' : complaint.status === status)) &&
      (wanted === '' ||
        [complaint.reference, complaint.name, complaint.email].some((value) => value.toLowerCase().includes(wanted)) ||
        phoneMatches(search.trim(), complaint)),
  );
}

/** A filter in the words an activity entry gives it: 'not resolved, search "asha"'; 'no filter'. */
export function complaintFilterWords({ status, search }: ComplaintFilter): string {
  const words = [
    ...(status === 'all' ? [] : [status === 'open' ? 'not resolved' : COMPLAINT_STATUSES[status].toLowerCase()]),
    ...(search ? [`search "${search}"`] : []),
  ];
  return words.length ? words.join(', ') : 'no filter';
}
