import { boolean, object } from 'yup';
import { spreadsheetCsv } from '../csv';
import { indiaTimestamp } from '../india-time';
import { PHONE_MAX_LENGTH } from '../patterns';
import { phoneDigits, phoneMatches } from '../phone';
import { referencePattern } from '../references';
import { emailAddress, optionalText, phoneNumber, requiredText, tooLongMessage } from './rule';

/** A visitor's enquiry as the back-office inbox reads it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  /** As the visitor typed it. */
  phone: string;
  subject: string;
  message: string;
  created_at: string;
  /** ENQ-{year}-{six digits}-{four random}, for the visitor to quote; null for an enquiry received before references were given. */
  reference: string | null;
}

/**
 * An enquiry as the back-office inbox lists it: the spec's record, when it arrived, and whether an
 * administrator has handled it (who, and when).
 */
export interface InboxEnquiry extends ContactMessage {
  /** The phone's normal form ('+919822045670', normalPhone), which the search and the CSV use; null if it has none. */
  phone_normal: string | null;
  received_at: string;
  handled: boolean;
  handled_by: string | null;
  handled_at: string | null;
  /** The bank's answer, written in the inbox (who, when); null until someone answers. */
  reply: string | null;
  replied_by: string | null;
  replied_at: string | null;
  /**
   * When a person pressed Send on the answer; null while it is not sent. No e-mail is configured
   * yet, so an answer stays not sent: it is never sent later without a person pressing Send.
   */
  reply_sent_at: string | null;
}

/** PUT /api/admin/contactus/{id}/reply: the answer to keep on the enquiry. */
export const enquiryReplySchema = object({
  reply: requiredText('Answer', 'Write the answer first', 5000),
});

/** POST /api/admin/contactus/{id}/handled: a JSON boolean, nothing else. */
export const enquiryHandledSchema = object({ handled: boolean().strict().required('Send handled: true or false') });

/** ENQ-{year}-{six digits}-{four random}: an enquiry's reference (ENQ-2026-000123-7KQ4). */
export const ENQUIRY_REFERENCE_PATTERN = referencePattern('ENQ');

/** Enquiries as a CSV file (see spreadsheetCsv): times in India with their offset, as the inbox shows them. */
export function enquiriesCsv(enquiries: readonly InboxEnquiry[]): string {
  const header = [
    'Reference',
    'Received',
    'Name',
    'Email',
    'Phone',
    'Phone (+91)',
    'Subject',
    'Message',
    'Handled',
    'Handled by',
    'Handled at',
  ];
  const rows = enquiries.map((enquiry) => [
    enquiry.reference,
    indiaTimestamp(enquiry.received_at),
    enquiry.name,
    enquiry.email,
    enquiry.phone,
    phoneDigits(enquiry.phone_normal),
    enquiry.subject,
    enquiry.message,
    enquiry.handled ? 'yes' : 'no',
    enquiry.handled_by,
    enquiry.handled_at && indiaTimestamp(enquiry.handled_at),
  ]);
  return spreadsheetCsv(header, rows);
}

/** What a visitor sends from the contact form. */
export interface ContactEnquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message?: string;
}

/** The contact form's texts, word for word as the bank wrote them (the phone one ends in a space). */
export const CONTACT_MESSAGES = {
  nameRequired: /*i18n*/ 'Please enter your name',
  emailRequired: /*i18n*/ 'Please enter your email',
  phoneRequired: /*i18n*/ 'Please enter your phone number ',
  phoneInvalid: /*i18n*/ 'Invalid Phone Number!',
  subjectRequired: /*i18n*/ 'Please enter your subject',
  success: /*i18n*/ 'Thank you for contacting us. We will get back to you soon...!',
  /** When the server gave no reason of its own (the network failed): what was typed stays in the form. */
  sendFailed: /*i18n*/ 'Your enquiry could not be sent. Please check your connection and try again.',
} as const;

/** Fields a visitor may send. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * The longest each field may be, in characters. A public JSON body may be at most 16 kB: the form
 * filled to every limit in Devanagari (3 bytes a letter in UTF-8) still fits (form-limits.test.ts).
 */
export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  phone: PHONE_MAX_LENGTH,
  subject: 200,
  message: 4000,
} as const satisfies Record<(typeof CONTACT_FIELDS)[number], number>;

export const contactSchema = object({
  name: requiredText(/*i18n*/ 'Name', CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name),
  // The format message is the validation library's own, as the bank's form always showed it.
  email: emailAddress(/*i18n*/ 'email', CONTACT_LIMITS.email).required(CONTACT_MESSAGES.emailRequired),
  phone: phoneNumber('Phone', CONTACT_MESSAGES.phoneRequired, CONTACT_MESSAGES.phoneInvalid),
  subject: requiredText(/*i18n*/ 'Subject', CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject),
  message: optionalText('Message', CONTACT_LIMITS.message).max(
    CONTACT_LIMITS.message,
    tooLongMessage(/*i18n*/ 'Message', CONTACT_LIMITS.message),
  ),
});

/** The inbox's filters, as its screen applies them and the server's export takes them (`?search=&handled=`). */
export interface EnquiryFilter {
  /** Message, name, e-mail or reference, in any case, or a phone however typed (phoneMatches). */
  search: string;
  handled: 'all' | 'open' | 'handled';
}

const HANDLED_FILTERS: readonly EnquiryFilter['handled'][] = ['all', 'open', 'handled'];

/** A filter from a query's text values: what is not one of its values is no filter. */
export function enquiryFilterOf(query: Record<string, unknown>): EnquiryFilter {
  const handled = HANDLED_FILTERS.find((value) => value === query.handled) ?? 'all';
  return { search: typeof query.search === 'string' ? query.search.trim() : '', handled };
}

/** The enquiries a filter keeps, in their order; an empty search keeps every one. */
export function filterEnquiries<
  T extends Pick<InboxEnquiry, 'handled' | 'message' | 'name' | 'email' | 'phone' | 'phone_normal' | 'reference'>,
>(enquiries: readonly T[], { search, handled }: EnquiryFilter): T[] {
  const lower = search.toLowerCase();
  const has = (value: string | null | undefined) => (value ?? '').toLowerCase().includes(lower);
  return enquiries.filter(
    (item) =>
      (handled === 'all' || item.handled === (handled === 'handled')) &&
      (search === '' ||
        has(item.message) ||
        has(item.name) ||
        has(item.email) ||
        has(item.reference) ||
        phoneMatches(search, item)),
  );
}

/** A filter in the words an activity entry gives it: 'search "patil", not handled'; 'no filter'. */
export function enquiryFilterWords({ search, handled }: EnquiryFilter): string {
  const words = [
    ...(search ? [`search "${search}"`] : []),
    ...(handled === 'all' ? [] : [handled === 'open' ? 'not handled' : 'handled']),
  ];
  return words.length ? words.join(', ') : 'no filter';
}
