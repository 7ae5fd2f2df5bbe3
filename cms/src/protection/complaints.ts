import { createHash, timingSafeEqual } from 'crypto';
import {
  COMPLAINT_FIELDS,
  COMPLAINT_LOOKUP_FIELDS,
  complaintLookupSchema,
  complaintSchema,
  complaintUpdateSchema,
  normalPhone,
  type AdminComplaint,
  type ComplaintReceipt,
  type ComplaintStatusAnswer,
} from '@bank/shared';
import { addDays, bankDateOf, bankToday, nowMs } from '../lib/clock';
import { notFound } from '../lib/errors';
import { calendarDate, isoTimestamp } from '../content/serializers';
import { pickFields, validated } from '../lib/validation';
import { createWithYearlyReference, ensureYearlyReferenceIndexes } from '../lib/yearly-references';
import { createdRow, documentChanges, type StoredRow } from '../lib/stored-rows';

const COMPLAINTS = 'api::complaint.complaint';
const GRIEVANCE_LEVELS = 'api::grievance-level.grievance-level';
/** RBI's Ombudsman scheme lets a member escalate after 30 days without a reply: the due date when no level says otherwise. */
const DEFAULT_RESPONSE_DAYS = 30;

/** A complaint's reference and its number within the year are unique in the database itself (see yearly-references). */
export const ensureComplaintIndexes = () => ensureYearlyReferenceIndexes(COMPLAINTS);

async function firstLevelDays(): Promise<number> {
  const first = await strapi.db
    .query(GRIEVANCE_LEVELS)
    .findOne({ select: ['response_days'], orderBy: [{ level: 'asc' }, { id: 'asc' }] });
  return first ? Number(first.response_days) : DEFAULT_RESPONSE_DAYS;
}

type ComplaintRow = StoredRow<typeof COMPLAINTS>;

const receiptOf = (row: ComplaintRow): ComplaintReceipt => ({
  reference: row.reference,
  received_at: isoTimestamp(row.received_at),
  reply_due: calendarDate(row.reply_due),
});

/**
 * Lodges a member's complaint (from the API or the form posted without JavaScript): checked with the
 * shared schema, then numbered GRV-{year}-{n}-{random}, the next number of the year in India and four
 * random characters. Two lodged at once may reach for the same number; the unique index refuses the
 * second, which takes the next.
 */
export async function lodgeComplaint(body: unknown): Promise<ComplaintReceipt> {
  const values = await validated(complaintSchema, pickFields(body, COMPLAINT_FIELDS));
  const receivedAt = nowMs();
  const today = bankDateOf(receivedAt);
  const replyDue = addDays(today, await firstLevelDays());
  const created = await createWithYearlyReference(COMPLAINTS, 'GRV', receivedAt, (numbered) =>
    strapi.documents(COMPLAINTS).create({
      data: {
        ...values,
        account_holder: values.account_holder === 'yes',
        ...numbered,
        status: 'received',
        received_at: new Date(receivedAt).toISOString(),
        reply_due: replyDue,
      },
    }),
  );
  return receiptOf(createdRow(COMPLAINTS, created));
}

const statusOf = (row: ComplaintRow): ComplaintStatusAnswer => ({
  ...receiptOf(row),
  status: row.status,
  resolution: row.resolution ?? null,
});

/** An e-mail as compared: trimmed and in lower case, then hashed, so that every comparison is of 32 bytes. */
const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

/** Compared when no complaint has the reference (it can match no e-mail: it has spaces), so that both wrong cases do the same work. */
const NO_COMPLAINT_EMAIL = 'no complaint has this reference';

/**
 * A complaint as its member may see it: by its whole reference (in any case) and the e-mail it was
 * lodged with, or 404. A wrong reference and a wrong e-mail answer the same, after the same work:
 * one read, two hashes and one constant-time comparison, so that timing cannot tell which was wrong.
 */
export async function lookUpComplaint(body: unknown): Promise<ComplaintStatusAnswer> {
  const query = await validated(complaintLookupSchema, pickFields(body, COMPLAINT_LOOKUP_FIELDS));
  const row = await strapi.db.query(COMPLAINTS).findOne({ where: { reference: query.reference } });
  const emailMatches = timingSafeEqual(
    emailDigest(row ? String(row.email) : NO_COMPLAINT_EMAIL),
    emailDigest(query.email),
  );
  if (!row || !emailMatches) throw notFound();
  return statusOf(row);
}

const isOverdue = (row: ComplaintRow, today = bankToday()) =>
  row.status !== 'resolved' && calendarDate(row.reply_due) < today;

/** Complaints not yet resolved, and those of them past their reply date today in India (the dashboard's figures). */
export async function countOpenComplaints(): Promise<{ open: number; overdue: number }> {
  const open = { status: { $ne: 'resolved' } };
  const [openCount, overdueCount] = await Promise.all([
    strapi.db.query(COMPLAINTS).count({ where: open }),
    strapi.db.query(COMPLAINTS).count({ where: { ...open, reply_due: { $lt: bankToday() } } }),
  ]);
  return { open: Number(openCount), overdue: Number(overdueCount) };
}

const adminRecordOf = (row: ComplaintRow, today: string): AdminComplaint => ({
  ...statusOf(row),
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  phone_normal: normalPhone(row.phone),
  account_holder: Boolean(row.account_holder),
  category: row.category,
  description: row.description,
  overdue: isOverdue(row, today),
  updated_at: isoTimestamp(row.updatedAt),
  resolved_by: row.resolved_by ?? null,
  resolved_at: row.resolved_at ? isoTimestamp(row.resolved_at) : null,
});

/** The back office's list: overdue ones first, then those still open, each group newest first; filtered by status. */
export async function listComplaints(query: Record<string, unknown>): Promise<AdminComplaint[]> {
  const status =
    typeof query.status === 'string' && ['received', 'in_progress', 'resolved'].includes(query.status)
      ? query.status
      : undefined;
  const rows = await strapi.db
    .query(COMPLAINTS)
    .findMany({ where: status ? { status } : {}, orderBy: [{ received_at: 'desc' }, { id: 'desc' }] });
  const today = bankToday();
  const records = rows.map((row) => adminRecordOf(row, today));
  const rank = (record: AdminComplaint) => (record.overdue ? 0 : record.status === 'resolved' ? 2 : 1);
  return records.sort((a, b) => rank(a) - rank(b));
}

/**
 * Sets a complaint's status and the resolution its member will read, and corrects its category when
 * sent. Marked resolved, it keeps who did it (`by`, the account's name) and when; reopened, it
 * forgets them; resolved again with a new text, the first resolving stays.
 */
export async function answerComplaint(id: number, body: unknown, by: string): Promise<AdminComplaint> {
  const existing = await strapi.db.query(COMPLAINTS).findOne({ where: { id } });
  if (!existing) throw notFound();
  const values = await validated(complaintUpdateSchema, pickFields(body, ['status', 'resolution', 'category']));
  const resolving = values.status === 'resolved' && existing.status !== 'resolved';
  const resolved =
    values.status !== 'resolved'
      ? { resolved_by: null, resolved_at: null }
      : resolving
        ? { resolved_by: by, resolved_at: new Date(nowMs()).toISOString() }
        : {};
  await strapi.documents(COMPLAINTS).update({
    documentId: existing.documentId,
    data: documentChanges(COMPLAINTS, {
      status: values.status,
      resolution: values.resolution?.trim() || null,
      ...(values.category ? { category: values.category } : {}),
      ...resolved,
    }),
  });
  return adminRecordOf(await strapi.db.query(COMPLAINTS).findOne({ where: { id } }), bankToday());
}
