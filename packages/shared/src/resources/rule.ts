import { string, type AnyObject, type ObjectSchema } from 'yup';

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
}

/** A picture every new record must have (the editors that show one per card). */
export const imageRequired = (field = 'image'): MediaRule => ({ field, kind: 'image', requiredOnCreate: true });

/** A required text field that is more than white space. */
export const requiredText = (label: string, message?: string, max = 255) =>
  string()
    .label(label)
    .required(message)
    .test('not-blank', message ?? `${label} is a required field`, (value) => value == null || value.trim() !== '')
    .max(max);

export const optionalText = (label: string, max: number) => string().label(label).nullable().max(max);

/** A count as the bank writes it: 4,000; 1,00,000. */
const grouped = (count: number) => count.toLocaleString('en-IN');

/** A text field's length limit as the form states it under the field: 'Up to 4,000 characters'. */
export const lengthHint = (max: number) => `Up to ${grouped(max)} characters`;

/** The message for a text over its limit: 'Message must be at most 4,000 characters'. */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${grouped(max)} characters`;
