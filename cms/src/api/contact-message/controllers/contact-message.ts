import { CONTACT_FIELDS, contactSchema } from '@bank/shared';
import { serializeContactMessage } from '../../../lib/serializers';
import { pickFields, validated } from '../../../lib/validation';

const UID = 'api::contact-message.contact-message';

/** Visitors' enquiries: sent from the contact form, read in the back-office inbox. */
export default () => ({
  async create(ctx) {
    const values = await validated(contactSchema, pickFields(ctx.request.body, CONTACT_FIELDS));
    const created = await strapi.documents(UID).create({ data: values as never });
    ctx.status = 201;
    ctx.body = serializeContactMessage(created);
  },

  async list(ctx) {
    const rows = await strapi.db.query(UID).findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    ctx.body = rows.map(serializeContactMessage);
  },
});
