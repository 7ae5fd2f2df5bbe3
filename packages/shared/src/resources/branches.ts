import { boolean, number, object, string } from 'yup';
import { requiredText, type ResourceRule } from './rule';
import { emailsFromLines, nonEmptyLines, phonesFromLines } from './branch-contacts';

export * from './branch-contacts';

/** RBI's Indian Financial System Code: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Magnetic Ink Character Recognition code on cheques: nine digits. */
export const MICR_PATTERN = /^\d{9}$/;
/** A telephone number as people write it: digits with spaces or dashes, an optional leading +. */
export const BRANCH_PHONE_PATTERN = /^\+?\d[\d -]{5,18}\d$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const BRANCH_MESSAGES = {
  ifsc: 'IFSC is 11 characters: 4 capital letters, 0, then 6 capital letters or digits',
  micr: 'MICR is 9 digits',
  phones:
    'Give at least one number, one a line; a line is digits, spaces or dashes, with (mobile) after a mobile number',
  emails: 'Give e-mail addresses one a line',
  latitude: 'Latitude is a number from -90 to 90',
  longitude: 'Longitude is a number from -180 to 180',
} as const;

const coordinate = (label: string, limit: number, message: string) =>
  number()
    .label(label)
    .transform((value, original) => (original === '' || original == null ? null : value))
    .nullable()
    .typeError(message)
    .min(-limit, message)
    .max(limit, message);

export const branchSchema = object({
  name: requiredText('Name'),
  address: requiredText('Address', undefined, 500),
  city: requiredText('City', undefined, 100),
  ifsc: string().label('IFSC').required().trim().uppercase().matches(IFSC_PATTERN, BRANCH_MESSAGES.ifsc),
  micr: string().label('MICR').required().trim().matches(MICR_PATTERN, BRANCH_MESSAGES.micr),
  phones: string()
    .label('Phone numbers')
    .required(BRANCH_MESSAGES.phones)
    .max(500)
    .test(
      'phone-lines',
      BRANCH_MESSAGES.phones,
      (text) =>
        text == null ||
        (nonEmptyLines(text).length > 0 &&
          phonesFromLines(text).every((phone) => BRANCH_PHONE_PATTERN.test(phone.number))),
    ),
  emails: string()
    .label('E-mail addresses')
    .nullable()
    .max(1000)
    .test('email-lines', BRANCH_MESSAGES.emails, (text) =>
      emailsFromLines(text).every((email) => EMAIL_PATTERN.test(email) && email.length <= 254),
    ),
  hours: requiredText('Hours', undefined, 500),
  latitude: coordinate('Latitude', 90, BRANCH_MESSAGES.latitude),
  longitude: coordinate('Longitude', 180, BRANCH_MESSAGES.longitude),
  head_office: boolean().label('Head office').default(false),
});

export const branchesRule = {
  path: 'branches',
  fields: [
    'name',
    'address',
    'city',
    'ifsc',
    'micr',
    'phones',
    'emails',
    'hours',
    'latitude',
    'longitude',
    'head_office',
  ],
  schema: branchSchema,
  media: null,
  updateMethod: 'PUT',
  body: 'json',
  alerts: { added: 'Branch Added', updated: 'Branch Updated', deleted: 'Branch Deleted' },
  // An IFSC and MICR no demo branch has, so that the example can be added beside them.
  example: {
    name: 'Baner Branch',
    address: 'Survey 12, Baner Road, Pune 411045',
    city: 'Pune',
    ifsc: 'VCUB0000012',
    micr: '411245012',
    phones: '020-2729 1100\n+91 98220 45682 (mobile)',
    emails: 'baner@vishwasbank.in',
    hours: '9.30 am to 5:00 pm',
    latitude: 18.559,
    longitude: 73.7868,
    head_office: false,
  },
} as const satisfies ResourceRule;
