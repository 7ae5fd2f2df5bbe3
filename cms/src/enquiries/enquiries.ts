import { CONTACT_FIELDS, contactSchema } from '@bank/shared';
import { nowMs } from '../lib/clock';
import { pickFields, validated } from '../lib/validation';
import { createWithYearlyReference, ensureYearlyReferenceIndexes } from '../lib/yearly-references';
import { documentData } from '../lib/stored-rows';

export const ENQUIRIES = 'api::contact-message.contact-message';

/** An enquiry's reference and its number within the year are unique in the database itself (see yearly-references). */
export const ensureEnquiryIndexes = () => ensureYearlyReferenceIndexes(ENQUIRIES);

/**
 * A visitor's enquiry, from the API (JSON) or the contact page's form posted without JavaScript:
 * checked with the shared schema (a 400 naming each field otherwise), then stored for the inbox
 * with its reference ENQ-{year}-{n}-{random}, numbered like a complaint's.
 */
export async function receiveEnquiry(body: unknown) {
  const values = await validated(contactSchema, pickFields(body, CONTACT_FIELDS));
  return createWithYearlyReference(ENQUIRIES, 'ENQ', nowMs(), (numbered) =>
    strapi.documents(ENQUIRIES).create({ data: documentData(ENQUIRIES, { ...values, ...numbered }) }),
  );
}

/** Enquiries nobody has marked handled yet (the dashboard's figure). */
export async function countUnhandledEnquiries(): Promise<number> {
  return Number(await strapi.db.query(ENQUIRIES).count({ where: { $or: [{ handled: false }, { handled: null }] } }));
}
