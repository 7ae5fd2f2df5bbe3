import { object, string } from 'yup';
import { PHONE_PATTERN } from '../patterns';
import { optionalText, requiredText } from './rule';

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

export const contactSchema = object({
  name: requiredText('Name', CONTACT_MESSAGES.nameRequired, 200),
  // The format message is the validation library's own, as the bank's form always showed it.
  email: string().label('email').required(CONTACT_MESSAGES.emailRequired).email().max(254),
  phone: string()
    .label('Phone')
    .required(CONTACT_MESSAGES.phoneRequired)
    .matches(PHONE_PATTERN, CONTACT_MESSAGES.phoneInvalid),
  subject: requiredText('Subject', CONTACT_MESSAGES.subjectRequired, 200),
  message: optionalText('Message', 5000),
});

/** Fields a visitor may send. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
