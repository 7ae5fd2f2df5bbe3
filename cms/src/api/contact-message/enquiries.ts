import { CONTACT_FIELDS, contactSchema } from '@bank/shared';
import { pickFields, validated } from '../../lib/validation';

const UID = 'api::contact-message.contact-message';

/**
 * A visitor's enquiry, from the API (JSON) or the contact page's form posted without JavaScript:
 * checked with the shared schema (a 400 naming each field otherwise), then stored for the inbox.
 */
export async function receiveEnquiry(body: unknown) {
  const values = await validated(contactSchema, pickFields(body, CONTACT_FIELDS));
  return strapi.documents(UID).create({ data: values as never });
}

/** Enquiries nobody has marked handled yet (the dashboard's figure). */
export async function countUnhandledEnquiries(): Promise<number> {
  return Number(await strapi.db.query(UID).count({ where: { $or: [{ handled: false }, { handled: null }] } }));
}
