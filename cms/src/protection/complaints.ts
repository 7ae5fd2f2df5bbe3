import { createHash, randomInt, timingSafeEqual } from 'crypto';
import {
  COMPLAINT_FIELDS,
  COMPLAINT_LOOKUP_FIELDS,
  COMPLAINT_REFERENCE_ALPHABET,
  COMPLAINT_REFERENCE_RANDOM_LENGTH,
  complaintLookupSchema,
  complaintReference,
  complaintSchema,
  complaintUpdateSchema,
  type AdminComplaint,
  type ComplaintReceipt,
  type ComplaintStatusAnswer,
} from '@bank/shared';
import { addDays, bankDateOf, bankToday, nowMs } from '../lib/clock';
import { notFound } from '../lib/errors';
import { calendarDate, isoTimestamp } from '../lib/serializers';
import { pickFields, validated } from '../lib/validation';

export const COMPLAINTS = 'api::complaint.complaint';
const GRIEVANCE_LEVELS = 'api::grievance-level.grievance-level';
/** RBI's Ombudsman scheme lets a member escalate after 30 days without a reply: the due date when no level says otherwise. */
const DEFAULT_RESPONSE_DAYS = 30;
const REFERENCE_INDEX = 'complaints_reference_unique';
const NUMBER_INDEX = 'complaints_year_sequence_unique';
const ALLOCATION_ATTEMPTS = 25;

/**
 * A reference, and a number within its year, must each be unique across every process on the
 * database: the database keeps them so with unique indexes, made at start (Strapi's `unique` is
 * checked by a query, which two processes can pass at once). The number needs its own index since
 * the random part makes two references of one number differ.
 */
export async function ensureComplaintIndexes(): Promise<void> {
  const table = strapi.db.metadata.get(COMPLAINTS).tableName;
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [REFERENCE_INDEX, table, 'reference']);
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [NUMBER_INDEX, table, 'year', 'sequence']);
}

/** The random part of a new reference: each character drawn from the shared alphabet by crypto.randomInt. */
const referenceRandomPart = () =>
  Array.from({ length: COMPLAINT_REFERENCE_RANDOM_LENGTH }, () => COMPLAINT_REFERENCE_ALPHABET[randomInt(COMPLAINT_REFERENCE_ALPHABET.length)]).join('');

const isConflict = (error: unknown) => {
  const text = `${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  // Strapi's own check of `unique` (it saw the other's row), PostgreSQL's unique_violation, SQLite's
  // UNIQUE constraint, and SQLite's lock held by the other process.
  return /must be unique|23505|SQLITE_CONSTRAINT|UNIQUE constraint|SQLITE_BUSY|database is locked/i.test(text);
};

async function firstLevelDays(): Promise<number> {
  const first = await strapi.db.query(GRIEVANCE_LEVELS).findOne({ select: ['response_days'], orderBy: [{ level: 'asc' }, { id: 'asc' }] });
  return first ? Number(first.response_days) : DEFAULT_RESPONSE_DAYS;
}

const receiptOf = (row): ComplaintReceipt => ({ reference: row.reference, received_at: isoTimestamp(row.received_at), reply_due: calendarDate(row.reply_due) });

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
  const year = Number(today.slice(0, 4));
  const replyDue = addDays(today, await firstLevelDays());
  for (let attempt = 1; ; attempt += 1) {
    const [last] = await strapi.db.query(COMPLAINTS).findMany({ select: ['sequence'], where: { year }, orderBy: { sequence: 'desc' }, limit: 1 });
    const sequence = (last ? Number(last.sequence) : 0) + 1;
    try {
      const created = await strapi.documents(COMPLAINTS).create({
        data: {
          ...values,
          account_holder: values.account_holder === 'yes',
          reference: complaintReference(year, sequence, referenceRandomPart()),
          year,
          sequence,
          status: 'received',
          received_at: new Date(receivedAt).toISOString(),
          reply_due: replyDue,
        } as never,
      });
      return receiptOf(created);
    } catch (error) {
      if (!isConflict(error) || attempt >= ALLOCATION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

const statusOf = (row): ComplaintStatusAnswer => ({ ...receiptOf(row), status: row.status, resolution: row.resolution ?? null });

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
  const emailMatches = timingSafeEqual(emailDigest(row ? String(row.email) : NO_COMPLAINT_EMAIL), emailDigest(query.email));
  if (!row || !emailMatches) throw notFound();
  return statusOf(row);
}

export const isOverdue = (row, today = bankToday()) => row.status !== 'resolved' && calendarDate(row.reply_due) < today;

/** Complaints not yet resolved, and those of them past their reply date today in India (the dashboard's figures). */
export async function countOpenComplaints(): Promise<{ open: number; overdue: number }> {
  const open = { status: { $ne: 'resolved' } };
  const [openCount, overdueCount] = await Promise.all([
    strapi.db.query(COMPLAINTS).count({ where: open }),
    strapi.db.query(COMPLAINTS).count({ where: { ...open, reply_due: { $lt: bankToday() } } }),
  ]);
  return { open: Number(openCount), overdue: Number(overdueCount) };
}

const adminRecordOf = (row, today: string): AdminComplaint => ({
  ...statusOf(row),
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  account_holder: Boolean(row.account_holder),
  category: row.category,
  description: row.description,
  overdue: isOverdue(row, today),
  updated_at: isoTimestamp(row.updatedAt),
});

/** The back office's list: overdue ones first, then those still open, each group newest first; filtered by status. */
export async function listComplaints(query: Record<string, unknown>): Promise<AdminComplaint[]> {
  const status = typeof query.status === 'string' && ['received', 'in_progress', 'resolved'].includes(query.status) ? query.status : undefined;
  const rows = await strapi.db.query(COMPLAINTS).findMany({ where: status ? { status } : {}, orderBy: [{ received_at: 'desc' }, { id: 'desc' }] });
  const today = bankToday();
  const records = rows.map((row) => adminRecordOf(row, today));
  const rank = (record: AdminComplaint) => (record.overdue ? 0 : record.status === 'resolved' ? 2 : 1);
  return records.sort((a, b) => rank(a) - rank(b));
}

/** Sets a complaint's status and the resolution its member will read. */
export async function answerComplaint(id: number, body: unknown): Promise<AdminComplaint> {
  const existing = await strapi.db.query(COMPLAINTS).findOne({ where: { id } });
  if (!existing) throw notFound();
  const values = await validated(complaintUpdateSchema, pickFields(body, ['status', 'resolution']));
  await strapi.documents(COMPLAINTS).update({ documentId: existing.documentId, data: { status: values.status, resolution: values.resolution?.trim() || null } as never });
  return adminRecordOf(await strapi.db.query(COMPLAINTS).findOne({ where: { id } }), bankToday());
}
