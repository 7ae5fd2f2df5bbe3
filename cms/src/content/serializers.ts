import type { ContactMessage, InboxEnquiry, Page, ResourceRule } from '@bank/shared';
import { normalPhone } from '@bank/shared';
import type { StoredRow, StoredTimestamp } from '../lib/stored-rows';
import type { ContentTypeSchema } from './content-type-schemas';

/**
 * Database rows (query engine, media populated) to the plain records of the API: the value helpers
 * every serializer uses, the record of a list resource as its rule and content type give it, and
 * the serializers of the resources with controllers of their own. The list resources whose records
 * differ from their rule keep their own serializer in the registry (resources.ts).
 */

type Media = { url: string } | null | undefined;
type Timestamp = StoredTimestamp | null | undefined;

export const mediaUrl = (file: Media): string | null => file?.url ?? null;

/** A stored time in ISO 8601; null stays null, so a column the schema leaves optional gives `string | null`. */
export function isoTimestamp(value: StoredTimestamp): string;
export function isoTimestamp(value: Timestamp): string | null;
export function isoTimestamp(value: Timestamp): string | null {
  return value == null ? null : new Date(value).toISOString();
}

/** PostgreSQL returns NUMERIC as a string; the contract wants a number or null. */
export const decimal = (value: unknown): number | null => (value == null || value === '' ? null : Number(value));

/** A DATE column as YYYY-MM-DD, whichever form the driver returned it in. */
export const calendarDate = (value: unknown): string => {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
};

/** A stored value of each attribute type as the record gives it; the other types are given as stored. */
const FROM_STORED: Readonly<Record<string, (value: unknown) => unknown>> = {
  integer: Number,
  decimal,
  float: decimal,
  boolean: Boolean,
  date: calendarDate,
  // The drivers give a Date, a number or a string (StoredTimestamp).
  datetime: (value) =>
    value instanceof Date || typeof value === 'string' || typeof value === 'number' ? isoTimestamp(value) : null,
};

/**
 * A list resource's record as its rule declares it: `id`, the rule's fields in their order, each
 * converted by its attribute type in the content type's schema, then the URL of its file.
 */
export function ruleRecord(
  rule: ResourceRule,
  schema: ContentTypeSchema,
): (row: Record<string, unknown>) => Record<string, unknown> {
  // The unpublish time is the back office's to see (list-resource.ts, serializeForStaff), not the public record's.
  const fields = rule.fields
    .filter((field) => field !== rule.unpublishField)
    .map((field) => {
      const attribute = schema.attributes[field];
      if (!attribute)
        throw new Error(`${schema.uid} has no attribute '${field}', a field of the rule of /api/${rule.path}`);
      return { field, convert: FROM_STORED[attribute.type] };
    });
  const mediaField = rule.media?.field;
  if (mediaField && schema.attributes[mediaField]?.type !== 'media')
    throw new Error(`${schema.uid} has no media attribute '${mediaField}', the file of the rule of /api/${rule.path}`);
  return (row) => {
    const record: Record<string, unknown> = { id: row.id };
    for (const { field, convert } of fields) record[field] = convert ? convert(row[field]) : row[field];
    // A media attribute, checked above: the readers populate it with the file's id and URL (StoredRow).
    if (mediaField) record[mediaField] = mediaUrl(row[mediaField] as Media);
    return record;
  };
}

export const serializePage = (row: StoredRow<'api::page.page'>): Page => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content ?? null,
  image: mediaUrl(row.image),
  pdf: mediaUrl(row.pdf),
  meta_title: row.meta_title ?? null,
  meta_description: row.meta_description ?? null,
  created_at: isoTimestamp(row.createdAt),
  updated_at: isoTimestamp(row.updatedAt),
});

export const serializeContactMessage = (row: StoredRow<'api::contact-message.contact-message'>): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message ?? '',
  created_at: isoTimestamp(row.createdAt),
  reference: row.reference ?? null,
});

/** The columns the inbox reads straight from the table, where SQLite gives `handled` as 0 or 1. */
type InboxRow = Pick<
  StoredRow<'api::contact-message.contact-message'>,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'createdAt'
  | 'reference'
  | 'handled_by'
  | 'handled_at'
  | 'reply'
  | 'replied_by'
  | 'replied_at'
  | 'reply_sent_at'
> & {
  handled: boolean | number | null;
};

/** An enquiry in the back-office inbox: the spec's record, its time of arrival and who handled it. */
export const serializeInboxEnquiry = (row: InboxRow): InboxEnquiry => {
  // Built in one literal, the time formatted once: the inbox serializes tens of thousands at a time.
  const receivedAt = isoTimestamp(row.createdAt);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phone_normal: normalPhone(row.phone),
    subject: row.subject,
    message: row.message ?? '',
    created_at: receivedAt,
    reference: row.reference ?? null,
    received_at: receivedAt,
    handled: Boolean(row.handled),
    handled_by: row.handled_by ?? null,
    handled_at: row.handled_at ? isoTimestamp(row.handled_at) : null,
    reply: row.reply ?? null,
    replied_by: row.replied_by ?? null,
    replied_at: row.replied_at ? isoTimestamp(row.replied_at) : null,
    reply_sent_at: row.reply_sent_at ? isoTimestamp(row.reply_sent_at) : null,
  };
};
