import { boolean, object } from 'yup';
import { PHONE_MAX_LENGTH } from '../patterns';
import { emailAddress, optionalText, phoneNumber, requiredText, tooLongMessage } from './rule';

/** A visitor's enquiry as the back-office inbox reads it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: string;
}

/**
 * An enquiry as the back-office inbox lists it: the spec's record, when it arrived, and whether an
 * administrator has handled it (who, and when).
 */
export interface InboxEnquiry extends ContactMessage {
  received_at: string;
  handled: boolean;
  handled_by: string | null;
  handled_at: string | null;
}

/** POST /api/admin/contactus/{id}/handled: a JSON boolean, nothing else. */
export const enquiryHandledSchema = object({ handled: boolean().strict().required('Send handled: true or false') });

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at its start). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Enquiries as a CSV file a spreadsheet opens safely: UTF-8 with a byte-order mark (so Devanagari
 * names read right), every cell quoted, and a cell that would start a formula prefixed with '.
 */
export function enquiriesCsv(enquiries: readonly InboxEnquiry[]): string {
  const cell = (value: unknown) => {
    const text = value == null ? '' : String(value);
    return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  const header = ['Received', 'Name', 'Email', 'Phone', 'Subject', 'Message', 'Handled', 'Handled by', 'Handled at'];
  const rows = enquiries.map((enquiry) =>
    [enquiry.received_at, enquiry.name, enquiry.email, enquiry.phone, enquiry.subject, enquiry.message, enquiry.handled ? 'yes' : 'no', enquiry.handled_by, enquiry.handled_at].map(cell).join(','),
  );
  return `\uFEFF${[header.map(cell).join(','), ...rows].join('\r\n')}\r\n`;
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
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  phoneRequired: 'Please enter your phone number ',
  phoneInvalid: 'Invalid Phone Number!',
  subjectRequired: 'Please enter your subject',
  success: 'Thank you for contacting us. We will get back to you soon...!',
  /** When the server gave no reason of its own (the network failed): what was typed stays in the form. */
  sendFailed: 'Your enquiry could not be sent. Please check your connection and try again.',
} as const;

/** Fields a visitor may send. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * The longest each field may be, in characters. A public JSON body may be at most 16 kB: the form
 * filled to every limit in Devanagari (3 bytes a letter in UTF-8) still fits (form-limits.test.ts).
 */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: PHONE_MAX_LENGTH, subject: 200, message: 4000 } as const satisfies Record<(typeof CONTACT_FIELDS)[number], number>;

export const contactSchema = object({
  name: requiredText('Name', CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name),
  // The format message is the validation library's own, as the bank's form always showed it.
  email: emailAddress('email', CONTACT_LIMITS.email).required(CONTACT_MESSAGES.emailRequired),
  phone: phoneNumber('Phone', CONTACT_MESSAGES.phoneRequired, CONTACT_MESSAGES.phoneInvalid),
  subject: requiredText('Subject', CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject),
  message: optionalText('Message', CONTACT_LIMITS.message).max(CONTACT_LIMITS.message, tooLongMessage('Message', CONTACT_LIMITS.message)),
});
