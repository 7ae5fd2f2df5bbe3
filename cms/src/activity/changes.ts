import type { ActivityChange } from '@bank/shared';

/** Fields every Strapi record has that are not what an editor changes. */
const SYSTEM_FIELDS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);
/** The fields that name a record, in the order they are looked for. */
const LABEL_FIELDS = ['title', 'name', 'heading', 'subject', 'reference', 'slug', 'effective_from', 'email', 'part'];

/** A content type's fields as the log reads them: media as URLs, components without their ids. */
export interface FieldKinds {
  fields: string[];
  media: Set<string>;
  components: Set<string>;
}

export function fieldKindsOf(attributes: Record<string, { type: string; private?: boolean }>): FieldKinds {
  const fields = Object.keys(attributes).filter(
    (field) => !SYSTEM_FIELDS.has(field) && attributes[field]!.type !== 'relation' && !attributes[field]!.private,
  );
  return {
    fields,
    media: new Set(fields.filter((field) => attributes[field]!.type === 'media')),
    components: new Set(fields.filter((field) => attributes[field]!.type === 'component')),
  };
}

const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    // A component's value: a plain object of its fields.
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== 'id' && key !== '__component')
        .map(([key, inner]) => [key, withoutIds(inner)]),
    );
  }
  return value;
};

const mediaUrlOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(mediaUrlOf);
  // A populated media value: the file, with its URL.
  return value && typeof value === 'object' ? ((value as { url?: string }).url ?? null) : null;
};

/** A record as the log keeps it: every editable field, media as their URLs (never file bytes). */
export function snapshotOf(row: Record<string, unknown>, kinds: FieldKinds): Record<string, unknown> {
  return Object.fromEntries(
    kinds.fields.map((field) => {
      const value = row[field];
      if (kinds.media.has(field)) return [field, mediaUrlOf(value)];
      if (kinds.components.has(field)) return [field, withoutIds(value ?? null)];
      if (value instanceof Date) return [field, value.toISOString()];
      return [field, value ?? null];
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between two snapshots, with both values. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): ActivityChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !same(before[field] ?? null, after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Every field of a record made (before: null) or removed (after: null). */
export function allFields(snapshot: Record<string, unknown>, side: 'created' | 'deleted'): ActivityChange[] {
  return Object.entries(snapshot)
    .filter(([, value]) => value !== null && value !== '')
    .map(([field, value]) =>
      side === 'created' ? { field, before: null, after: value } : { field, before: value, after: null },
    );
}

/** What the log names a record by: its label field, or the first naming field it has, or its id. */
export function recordLabelOf(row: Record<string, unknown>, labelField?: string): string {
  for (const field of labelField ? [labelField, ...LABEL_FIELDS] : LABEL_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
  }
  return `#${String(row.id ?? '')}`;
}
