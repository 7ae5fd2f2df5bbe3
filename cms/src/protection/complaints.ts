import { createHash, timingSafeEqual } from 'crypto';
import {
  COMPLAINT_FIELDS,
  complaintThreadSchema,
  type ComplaintThreadEntry,
  type ComplaintThreadKind,
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
import { writeEntry } from '../activity/entries';
import { withConnection } from '../lib/transactions';

/** The activity log's name of complaints: a thread's entries are filed under the complaint. */
const COMPLAINT_RESOURCE = 'complaints';

const COMPLAINTS = 'api::complaint.complaint';
const THREAD = 'api::complaint-update.complaint-update';
const GRIEVANCE_LEVELS = 'api::grievance-level.grievance-level';
/** RBI's Ombudsman scheme lets a member escalate after 30 days without a reply: the due date when no level says otherwise. */
const DEFAULT_RESPONSE_DAYS = 30;

/** A complaint's reference and its number within the year are unique in the database itself (see yearly-references). */
export const ensureComplaintIndexes = () => ensureYearlyReferenceIndexes(COMPLAINTS);

type ThreadRow = StoredRow<typeof THREAD>;
/** How many complaints' threads one query reads. */
const THREAD_READ_BATCH = 500;

const threadEntryOf = (row: ThreadRow): ComplaintThreadEntry => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  written_by: row.written_by ?? null,
  written_at: isoTimestamp(row.written_at),
});

/** The threads of these complaints, each oldest first, in one read. */
async function threadsOf(ids: readonly number[]): Promise<Map<number, ComplaintThreadEntry[]>> {
  const threads = new Map<number, ComplaintThreadEntry[]>();
  if (ids.length === 0) return threads;
  // A list of every complaint is read in parts: a database takes only so many values in one IN.
  const rows: ThreadRow[] = [];
  for (let from = 0; from < ids.length; from += THREAD_READ_BATCH)
    rows.push(
      ...(await strapi.db.query(THREAD).findMany({
        where: { complaint_id: { $in: ids.slice(from, from + THREAD_READ_BATCH) } },
        orderBy: [{ written_at: 'asc' }, { id: 'asc' }],
      })),
    );
  for (const row of rows) threads.set(row.complaint_id, [...(threads.get(row.complaint_id) ?? []), threadEntryOf(row)]);
  return threads;
}

/**
 * Adds an entry to a complaint's thread, logged as the complaint's change (`logged`: false when the
 * complaint's own change, its new resolution, already says it).
 */
async function addToThread(
  complaint: ComplaintRow,
  entry: { kind: ComplaintThreadKind; text: string; written_by: string },
  logged = true,
): Promise<void> {
  await strapi.db.query(THREAD).create({
    data: { ...entry, complaint_id: complaint.id, written_at: new Date(nowMs()) },
  });
  if (!logged) return;
  await writeEntry({
    action: 'update',
    resource: COMPLAINT_RESOURCE,
    record_id: complaint.id,
    record_label: complaint.reference,
    changes: [{ field: entry.kind === 'update' ? 'update sent' : 'internal note', before: null, after: entry.text }],
  });
}

/**
 * A resolution written before complaints had a thread becomes its first update, dated when the
 * complaint last changed: at start, for the complaints that have a resolution and no thread (one
 * query; none after the first start).
 */
export async function threadFromResolutions(): Promise<void> {
  const complaints = strapi.db.metadata.get(COMPLAINTS).tableName;
  const thread = strapi.db.metadata.get(THREAD).tableName;
  const unthreaded: { id: number; resolution: string; updated_at: string | number | Date }[] = await withConnection(
    (knex) =>
      knex(complaints)
        .select('id', 'resolution', 'updated_at')
        .whereNotNull('resolution')
        .whereNotExists(knex(thread).select(knex.raw('1')).whereRaw('??.complaint_id = ??.id', [thread, complaints])),
  );
  for (const row of unthreaded) {
    if (!row.resolution.trim()) continue;
    await strapi.db.query(THREAD).create({
      data: {
        complaint_id: row.id,
        kind: 'update',
        text: row.resolution,
        written_by: null,
        written_at: new Date(row.updated_at),
      },
    });
  }
}

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

const statusOf = (row: ComplaintRow, thread: readonly ComplaintThreadEntry[]): ComplaintStatusAnswer => ({
  ...receiptOf(row),
  status: row.status,
  resolution: row.resolution ?? null,
  updates: thread.filter((entry) => entry.kind === 'update').map(({ text, written_at }) => ({ text, written_at })),
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
  return statusOf(row, (await threadsOf([row.id])).get(row.id) ?? []);
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

const adminRecordOf = (row: ComplaintRow, today: string, thread: ComplaintThreadEntry[]): AdminComplaint => ({
  ...statusOf(row, thread),
  thread,
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
  const threads = await threadsOf(rows.map((row) => row.id));
  const records = rows.map((row) => adminRecordOf(row, today, threads.get(row.id) ?? []));
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
  const reply = values.resolution?.trim() || null;
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
      resolution: reply,
      ...(values.category ? { category: values.category } : {}),
      ...resolved,
    }),
  });
  // A new reply the member will read joins the thread as an update sent (the spec's PUT keeps working).
  if (reply && reply !== (existing.resolution?.trim() || null))
    await addToThread(existing, { kind: 'update', text: reply, written_by: by }, false);
  return readAdminComplaint(id);
}

/** POST /api/admin/complaints/{id}/thread: an update sent to the member, or an internal note. */
export async function addComplaintThreadEntry(id: number, body: unknown, by: string): Promise<AdminComplaint> {
  const existing = await strapi.db.query(COMPLAINTS).findOne({ where: { id } });
  if (!existing) throw notFound();
  const values = await validated(complaintThreadSchema, pickFields(body, ['kind', 'text']));
  await addToThread(existing, { kind: values.kind, text: values.text.trim(), written_by: by });
  return readAdminComplaint(id);
}

async function readAdminComplaint(id: number): Promise<AdminComplaint> {
  const row = await strapi.db.query(COMPLAINTS).findOne({ where: { id } });
  return adminRecordOf(row, bankToday(), (await threadsOf([id])).get(id) ?? []);
}
