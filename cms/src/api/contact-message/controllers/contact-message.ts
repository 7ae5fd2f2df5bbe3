import { enquiryHandledSchema } from '@bank/shared';
import { notFound } from '../../../lib/errors';
import { serializeContactMessage, serializeInboxEnquiry } from '../../../lib/serializers';
import { recordId, validated } from '../../../lib/validation';
import { receiveEnquiry } from '../enquiries';

const UID = 'api::contact-message.contact-message';

/** Visitors' enquiries: sent from the contact form, read in the back-office inbox. */
export default () => ({
  async create(ctx) {
    const created = await receiveEnquiry(ctx.request.body);
    ctx.status = 201;
    ctx.body = serializeContactMessage(created);
  },

  async list(ctx) {
    // Straight from the table, the columns the inbox shows: with 20,000 enquiries the query engine's
    // entity building alone took longer than the inbox may take to open.
    const { tableName, attributes } = strapi.db.metadata.get(UID);
    const column = (attribute: string) => (attributes[attribute] as { columnName?: string }).columnName ?? attribute;
    const fields = ['name', 'email', 'phone', 'subject', 'message', 'createdAt', 'handled', 'handled_by', 'handled_at'];
    const rows = await strapi.db
      .connection(tableName)
      .select({ id: 'id', ...Object.fromEntries(fields.map((field) => [field, column(field)])) })
      .orderBy([
        { column: column('createdAt'), order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    ctx.body = rows.map(serializeInboxEnquiry);
  },

  /** Marks an enquiry handled (by the signed-in administrator, now) or not handled again. */
  async handled(ctx) {
    const id = recordId(ctx);
    const existing = id === null ? null : await strapi.db.query(UID).findOne({ where: { id } });
    if (!existing) throw notFound();
    const { handled } = await validated(enquiryHandledSchema, ctx.request.body);
    const data = handled ? { handled: true, handled_by: ctx.state.backofficeUser.email, handled_at: new Date() } : { handled: false, handled_by: null, handled_at: null };
    await strapi.documents(UID).update({ documentId: existing.documentId, data: data as never });
    ctx.body = serializeInboxEnquiry(await strapi.db.query(UID).findOne({ where: { id } }));
  },
});
