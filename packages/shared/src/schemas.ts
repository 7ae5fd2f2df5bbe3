import { number, object, string } from 'yup';
import { CONTACT_MESSAGES, LOGIN_MESSAGES, ADMIN_FORM_MESSAGES } from './messages';
// A form starts experience at EXPERIENCE_DEFAULT (constants.ts); a request without it is refused.
import { EXPERIENCE_MAX, EXPERIENCE_MIN, INTEREST_RATE_MIN } from './constants';
import { PHONE_PATTERN, LOGIN_EMAIL_PATTERN, SLUG_PATTERN, hasAtMostTwoDecimals, isCalendarDate } from './patterns';

/**
 * One schema per form, used by the front-end forms (react-hook-form + yup) and by the server
 * before anything is stored. They check text fields; files are checked by `media` rules in resources.ts.
 */

/** A required text field that is more than white space. */
const requiredText = (label: string, message?: string, max = 255) =>
  string()
    .label(label)
    .required(message)
    .test('not-blank', message ?? `${label} is a required field`, (value) => value == null || value.trim() !== '')
    .max(max);

const optionalText = (label: string, max: number) => string().label(label).nullable().max(max);

export const contactSchema = object({
  name: requiredText('Name', CONTACT_MESSAGES.nameRequired, 200),
  // Spec: the format message is the validation library's default.
  email: string().label('email').required(CONTACT_MESSAGES.emailRequired).email().max(254),
  phone: string()
    .label('Phone')
    .required(CONTACT_MESSAGES.phoneRequired)
    .matches(PHONE_PATTERN, CONTACT_MESSAGES.phoneInvalid),
  subject: requiredText('Subject', CONTACT_MESSAGES.subjectRequired, 200),
  message: optionalText('Message', 5000),
});

export const loginSchema = object({
  email: string().required(LOGIN_MESSAGES.required).matches(LOGIN_EMAIL_PATTERN, LOGIN_MESSAGES.invalidEmail),
  password: string().required(LOGIN_MESSAGES.required).max(200),
});

export const jobSchema = object({
  title: requiredText('Title'),
  designation: requiredText('Designation'),
  experience: number()
    .label('Experience')
    .typeError('Experience must be a number')
    .required()
    .integer('Experience must be a whole number of years')
    .min(EXPERIENCE_MIN)
    .max(EXPERIENCE_MAX),
  qualification: requiredText('Qualification'),
  description: requiredText('Description', undefined, 10000),
});

export const newsSchema = object({
  title: requiredText('Title'),
  content: requiredText('Content', undefined, 20000),
  date: string()
    .label('Date')
    .required()
    .test('calendar-date', 'Date must be a calendar date written YYYY-MM-DD', (value) => value == null || isCalendarDate(value)),
});

export const serviceSchema = object({
  name: requiredText('Name'),
  description: requiredText('Description', undefined, 10000),
});

const interestRate = number()
  .label('Interest rate')
  .typeError('Interest rate must be a number')
  .required()
  .min(INTEREST_RATE_MIN, ADMIN_FORM_MESSAGES.negativeInterestRate)
  .test('two-decimals', 'Interest rate takes at most two decimals', (value) => value == null || hasAtMostTwoDecimals(value));

/** Deposits and loans share one shape. */
export const rateProductSchema = object({
  name: requiredText('Name'),
  details: requiredText('Details', undefined, 10000),
  interest_rate: interestRate,
});

export const awardSchema = object({
  title: requiredText('Title'),
  description: requiredText('Description', undefined, 10000),
});

export const managementSchema = object({
  name: requiredText('Name'),
  title: requiredText('Title'),
});

export const gallerySchema = object({
  name: requiredText('Name'),
});

export const documentSchema = object({
  title: requiredText('Title'),
});

export const circularSchema = object({
  title: requiredText('Title'),
  content: requiredText('Content', undefined, 20000),
});

/** The About editor and any other server page: every string field of a page. */
export const pageSchema = object({
  slug: string().label('Slug').required().matches(SLUG_PATTERN, 'Slug takes lower-case letters, digits and dashes'),
  title: requiredText('Title'),
  content: optionalText('Content', 50000),
  meta_title: optionalText('Meta title', 255),
  meta_description: optionalText('Meta description', 1000),
});
