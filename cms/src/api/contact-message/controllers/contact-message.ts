import type { Context } from 'koa';
import {
  enquiriesCsv,
  enquiryFilterOf,
  enquiryFilterWords,
  enquiryHandledSchema,
  enquiryReplySchema,
  filterEnquiries,
  type InboxEnquiry,
} from '@bank/shared';
import { ENQUIRY_LIST, logPersonalDataRead, sendPersonalDataCsv } from '../../../activity/personal-data';
import { EncodedJson } from '../../../lib/encoded-json';
import { forgetOnTestReset } from '../../../lib/test-state';
import { notFound } from '../../../lib/errors';
import { serializeContactMessage, serializeInboxEnquiry } from '../../../content/serializers';
import { pickFields, recordId, validated } from '../../../lib/validation';
import { ENQUIRIES as UID, receiveEnquiry } from '../../../enquiries/enquiries';
import { createdRow, documentChanges } from '../../../lib/stored-rows';
import { signedInStaff } from '../../../auth/backoffice-auth';

const INBOX_FIELDS = [
  'reference',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'createdAt',
  'handled',
  'handled_by',
  'handled_at',
  'reply',
  'replied_by',
  'replied_at',
  'reply_sent_at',
];

/**
 * The inbox as this process last sent it, with the state of the table it was read in (how many
 * enquiries, the newest id, the latest change). Any write changes that state (a new enquiry, one
 * marked handled, a delete, in this process or another), so the inbox is read and serialized again
 * only after a change: with 20,000 enquiries that is most of the time the inbox takes to open.
 */
let lastInbox: { state: string; enquiries: InboxEnquiry[]; answer: EncodedJson } | undefined;
forgetOnTestReset(() => {
  lastInbox = undefined;
});

function inboxTable() {
  const { tableName, attributes } = strapi.db.metadata.get(UID);
  // Strapi's metadata types attributes loosely: a stored attribute may name its column.
  const column = (attribute: string) => (attributes[attribute] as { columnName?: string }).columnName ?? attribute;
  return { tableName, column };
}

/** The inbox as the table holds it now: read again only after a write (see lastInbox). */
async function currentInbox(): Promise<{ enquiries: InboxEnquiry[]; answer: EncodedJson }> {
  const { tableName, column } = inboxTable();
  const knex = strapi.db.connection;
  const [counts] = await knex(tableName).select(
    knex.raw('count(*) as enquiries, max(id) as newest, max(??) as changed', [column('updatedAt')]),
  );
  const state = JSON.stringify(counts);
  if (lastInbox?.state !== state) {
    // Straight from the table, the columns the inbox shows: with 20,000 enquiries the query engine's
    // entity building alone took longer than the inbox may take to open. Read after the state, so
    // a write in between makes the next request read again rather than keep a stale inbox.
    const rows = await knex(tableName)
      .select({ id: 'id', ...Object.fromEntries(INBOX_FIELDS.map((field) => [field, column(field)])) })
      .orderBy([
        { column: column('createdAt'), order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const enquiries = rows.map(serializeInboxEnquiry);
    lastInbox = { state, enquiries, answer: new EncodedJson(Buffer.from(JSON.stringify(enquiries))) };
  }
  return lastInbox;
}

/** Visitors' enquiries: sent from the contact form, read in the back-office inbox. */
export default () => ({
  async create(ctx: Context) {
    const created = await receiveEnquiry(ctx.request.body);
    ctx.status = 201;
    ctx.body = serializeContactMessage(createdRow(UID, created));
  },

  /** The inbox, newest first; its read is an activity entry (members' details were shown). */
  async list(ctx: Context) {
    const inbox = await currentInbox();
    await logPersonalDataRead(ENQUIRY_LIST, inbox.enquiries.length);
    await inbox.answer.send(ctx);
  },

  /** GET /api/admin/contactus/export?search=&handled=: what the inbox's filters show, as CSV made here and logged. */
  async export(ctx: Context) {
    const filter = enquiryFilterOf(ctx.query);
    const kept = filterEnquiries((await currentInbox()).enquiries, filter);
    await sendPersonalDataCsv(ctx, ENQUIRY_LIST, enquiriesCsv(kept), kept.length, enquiryFilterWords(filter));
  },

  /** Marks an enquiry handled (by the signed-in administrator, now) or not handled again. */
  async handled(ctx: Context) {
    const { id, existing } = await enquiryOf(ctx);
    const { handled } = await validated(enquiryHandledSchema, ctx.request.body);
    const data = handled
      ? { handled: true, handled_by: signedInStaff(ctx).user.email, handled_at: new Date() }
      : { handled: false, handled_by: null, handled_at: null };
    ctx.body = await changeEnquiry(id, existing.documentId, data);
  },

  /**
   * PUT /api/admin/contactus/{id}/reply: keeps the answer on the enquiry, with who wrote it and when.
   * It is not sent: no e-mail is configured, and a kept answer is sent only when a person presses
   * Send, so a new text is marked not sent whatever was sent before.
   */
  async reply(ctx: Context) {
    const { id, existing } = await enquiryOf(ctx);
    const { reply } = await validated(enquiryReplySchema, pickFields(ctx.request.body, ['reply']));
    const data = {
      reply: reply.trim(),
      replied_by: signedInStaff(ctx).user.email,
      replied_at: new Date(),
      reply_sent_at: null,
    };
    ctx.body = await changeEnquiry(id, existing.documentId, data);
  },
});

/** Writes the inbox's own fields of an enquiry (logged as any change) and answers it as the inbox lists it. */
async function changeEnquiry(id: number, documentId: string, data: Record<string, unknown>): Promise<InboxEnquiry> {
  await strapi.documents(UID).update({ documentId, data: documentChanges(UID, data) });
  return serializeInboxEnquiry(await strapi.db.query(UID).findOne({ where: { id } }));
}

/** The enquiry the address names, or 404. */
async function enquiryOf(ctx: Context) {
  const id = recordId(ctx);
  const existing = id === null ? null : await strapi.db.query(UID).findOne({ where: { id } });
  if (id === null || !existing) throw notFound();
  return { id, existing };
}
