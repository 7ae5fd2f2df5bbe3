import { defaultLocale, string, type AnyObject, type ObjectSchema } from 'yup';
import { instantFromIndia } from '../india-time';
import { EMAIL_DOMAIN_PATTERN, PHONE_MAX_LENGTH } from '../patterns';
import { normalPhone } from '../phone';

export type MediaKind = 'image' | 'pdf';

/** The one file a resource's form carries, and whether a new record must have it. */
export interface MediaRule {
  field: string;
  kind: MediaKind;
  requiredOnCreate: boolean;
}

/** The back office's success alerts of one list editor, word for word as the bank wrote them. */
export interface ResourceAlertTexts {
  added: string;
  updated: string;
  deleted: string;
}

/**
 * What the server and the back office both need to know of an admin list resource: its path under
 * /api and /api/admin, its text fields and their schema, its file, how updates are sent, and the
 * alerts the back office shows after each change.
 */
export interface ResourceRule {
  path: string;
  fields: readonly string[];
  schema: ObjectSchema<AnyObject>;
  media: MediaRule | null;
  updateMethod: 'POST' | 'PUT';
  body: 'json' | 'multipart';
  alerts: ResourceAlertTexts;
  /**
   * One valid record as the back office sends it: its text fields (no file), numbers and ticks cast
   * where the body is JSON, strings where it is multipart. A worked example of the rule (a unit test
   * checks that the schema takes it) and the record the tests add, edit and vary, so its values
   * differ from the demo content's: a test can then tell its record from the others on a page.
   */
  example: Readonly<Record<string, string | number | boolean>>;
  /**
   * Timed visibility: the field (one of `fields`, an optional instant, `unpublishTime`) after which
   * the record leaves the public site without being deleted. The public reads leave it out from
   * then on and the public cache drops them at that instant; the back office still lists it. The
   * field is answered to the back office only: the public records stay as the contract words them.
   */
  unpublishField?: string;
}

/**
 * How the back office asks for its own view of a list resource's records (`?view=staff` on its
 * list, add and update): the contract's answers stay the public record word for word, so the
 * fields only the back office sees (an unpublish time) come only when asked for.
 */
export const STAFF_VIEW = { param: 'view', value: 'staff' } as const;

/** A picture every new record must have (the editors that show one per card). */
export const imageRequired = (field = 'image'): MediaRule => ({ field, kind: 'image', requiredOnCreate: true });

/** A required text field that is more than white space. */
export const requiredText = (label: string, message?: string, max = 255) =>
  string()
    .label(label)
    .required(message)
    .test('not-blank', message ?? `${label} is a required field`, (value) => value == null || value.trim() !== '')
    .max(max);

/**
 * An optional instant: a date and time in India as the back office's `datetime-local` input sends it
 * ('2026-12-31T18:00'), or an ISO instant with its zone, stored as an ISO instant in UTC; empty
 * clears it. A past instant is taken: it means the record is already off the public site.
 */
export const unpublishTime = (label: string) =>
  string()
    .label(label)
    .nullable()
    .transform((value: unknown, original: unknown) => {
      if (original === '' || original === null) return null;
      return typeof original === 'string' ? (instantFromIndia(original.trim()) ?? original) : value;
    })
    .test(
      'instant',
      `${label} must be a date and time, such as 2026-12-31T18:00 (India time)`,
      (value) => value == null || instantFromIndia(value) !== null,
    );

export const optionalText = (label: string, max: number) => string().label(label).nullable().max(max);

/**
 * An e-mail address that can be answered: yup's address rule, and a domain with a dot. Both fail
 * with the same message (`invalidMessage`, or yup's own 'email must be a valid email').
 */
export const emailAddress = (label: string, max: number, invalidMessage?: string) => {
  const message = invalidMessage ?? defaultLocale.string?.email;
  return string()
    .label(label)
    .email(message)
    .matches(EMAIL_DOMAIN_PATTERN, { message, excludeEmptyString: true })
    .max(max);
};

/**
 * A phone number as the public forms take it: kept as typed (trimmed), valid when it reads as an
 * Indian mobile or landline (normalPhone: separators ignored, Devanagari digits read), no longer
 * than PHONE_MAX_LENGTH as typed.
 */
export const phoneNumber = (label: string, requiredMessage: string, invalidMessage: string) =>
  string()
    .label(label)
    .trim()
    .required(requiredMessage)
    .max(PHONE_MAX_LENGTH, invalidMessage)
    .test('indian-phone', invalidMessage, (value) => value == null || normalPhone(value) !== null);

/** The messages of the validation library the public forms show, as the site's catalogues name them. */
export const FORM_LIBRARY_MESSAGES = {
  tooLong: /*i18n*/ '{field} must be at most {max} characters',
  invalidEmail: /*i18n*/ '{field} must be a valid email',
  lengthHint: /*i18n*/ 'Up to {max} characters',
} as const;

/** A count as the bank writes it: 4,000; 1,00,000. */
const grouped = (count: number) => count.toLocaleString('en-IN');

/** A text field's length limit as the form states it under the field: 'Up to 4,000 characters'. */
export const lengthHint = (max: number) => `Up to ${grouped(max)} characters`;

/** The message for a text over its limit: 'Message must be at most 4,000 characters'. */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${grouped(max)} characters`;
