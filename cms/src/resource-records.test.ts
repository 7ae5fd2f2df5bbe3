import type { UID } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { contentTypeSchema } from './content/content-type-schemas';
import type { StoredRow } from './lib/stored-rows';
import { LIST_RESOURCES } from './resources';
import RECORDED from './resource-records.test.json';

// The records of each list resource as the serializers written by hand answered them before the
// registry derived records from the rule and the content type (resource-records.test.json, recorded
// from them on the rows below): the API's answers must stay the same to the byte, key order included.

/** Texts of the kind each field holds; the other fields get a line of their own, or two for a long text. */
const TEXTS: Record<string, string> = {
  phones: '020-2729 1100\n+91 98220 45682 (mobile)',
  emails: 'baner@vishwasbank.in\nloans@vishwasbank.in',
  email: 'nodal@vishwasbank.in',
  phone: '020-2447 3310',
  rate_product: 'fd-1y',
  hours: '9.30 am to 5:00 pm\nSaturday 9.30 am to 1:30 pm',
};

/** The values of each attribute type as each driver returns them, and a row of a record whose optional fields are empty. */
const STORED_FORMS: Record<string, { media: unknown; values: Record<string, unknown>; optional?: unknown }> = {
  sqlite: {
    media: { id: 12, url: '/uploads/branch_inauguration_4f1c2a.webp' },
    values: { integer: 8, decimal: 7.25, float: 18.559, boolean: 1, date: '2026-09-14', datetime: 1_789_376_400_000 },
  },
  postgres: {
    media: { id: 7, url: '/uploads/annual_report_2025_26_9b0d11.pdf' },
    values: {
      integer: 3,
      decimal: '7.50',
      float: 73.7868,
      boolean: true,
      date: new Date(2026, 8, 14),
      datetime: new Date('2026-09-14T04:30:00.000Z'),
    },
  },
  'empty optional fields': {
    media: null,
    values: {
      integer: 0,
      decimal: '',
      float: null,
      boolean: 0,
      date: '2026-01-01T00:00:00.000Z',
      datetime: '2026-01-01T05:30:00.000Z',
    },
    optional: null,
  },
  'empty texts': {
    media: null,
    values: { integer: 1, decimal: null, float: 0, boolean: false, date: new Date(2026, 0, 1), datetime: 0 },
    optional: '',
  },
};

/** A row as the query engine gives it (media populated): every attribute of the content type, and Strapi's own columns. */
function storedRow(uid: UID.ContentType, form: (typeof STORED_FORMS)[string]): Record<string, unknown> {
  const attributes = Object.entries(contentTypeSchema(uid).attributes).map(([name, attribute]) => {
    const required = 'required' in attribute && attribute.required === true;
    if (attribute.type === 'media') return [name, form.media];
    if (!required && 'optional' in form) return [name, form.optional];
    if (attribute.type in form.values) return [name, form.values[attribute.type]];
    return [
      name,
      TEXTS[name] ??
        (attribute.type === 'text' ? `The ${name} of record 5.\nIts second line.` : `The ${name} of record 5`),
    ];
  });
  const time = form.values.datetime;
  return {
    id: 5,
    documentId: 'k3v9x0q2m8s1t4r7u6w5y2z1',
    ...Object.fromEntries(attributes),
    createdAt: time,
    updatedAt: time,
    publishedAt: time,
    locale: null,
  };
}

const RECORDED_FORMS: Record<string, Record<string, unknown>> = RECORDED;

describe('list resource records', () => {
  it('are compared for every stored form and every resource of the recorded answers', () => {
    expect(Object.keys(RECORDED_FORMS)).toEqual(Object.keys(STORED_FORMS));
    for (const answers of Object.values(RECORDED_FORMS))
      expect(Object.keys(answers).every((path) => LIST_RESOURCES.some(({ rule }) => rule.path === path))).toBe(true);
  });

  describe.each(Object.keys(STORED_FORMS))('from a row as stored: %s', (form) => {
    const recorded = RECORDED_FORMS[form];
    it.each(
      LIST_RESOURCES.filter(({ rule }) => rule.path in recorded).map(
        (resource) => [resource.rule.path, resource] as const,
      ),
    )('/api/%s answers as before', (path, resource) => {
      // The row holds every attribute of the resource's content type, as StoredRow describes it.
      const row = storedRow(resource.uid, STORED_FORMS[form]) as StoredRow<typeof resource.uid>;
      expect(JSON.stringify(resource.serialize(row))).toBe(JSON.stringify(recorded[path]));
    });
  });
});
