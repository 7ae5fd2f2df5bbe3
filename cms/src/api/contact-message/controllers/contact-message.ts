import { serializeContactMessage } from '../../../lib/serializers';
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
    const rows = await strapi.db.query(UID).findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    ctx.body = rows.map(serializeContactMessage);
  },
});
