import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FORM_MESSAGES, RESOURCE_RULES, validateInput } from '@bank/shared';
import { createRecord, deleteRecord, listRecords, updateRecord } from './engine/resource-api';
import { fakeServer, type SentRequest } from '../testing/fake-server';
import { RESOURCE_DEFINITIONS } from './index';
import { acceptOf, type ResourceDefinition } from './engine/resource-definition';

const byKey: Record<string, ResourceDefinition> = Object.fromEntries(
  RESOURCE_DEFINITIONS.map((definition) => [definition.key, definition]),
);

/** A request as docs/api.md lists it: method, path under the API base, body kind and fields (in any order). */
interface SpecCall {
  request: string;
  body?: 'JSON' | 'multipart';
  fields?: string[];
}

interface SpecRow {
  list: SpecCall;
  add: SpecCall;
  update: SpecCall;
  remove: SpecCall;
}

/** The back-office API of docs/api.md, row by row, for the ten list editors, written out literally. */
const ADMIN_CONTENT: Record<string, SpecRow> = {
  jobs: {
    list: { request: 'GET api/admin/jobs?view=staff' },
    add: {
      request: 'POST api/admin/jobs',
      body: 'JSON',
      fields: ['title', 'designation', 'experience', 'qualification', 'description'],
    },
    update: {
      request: 'PUT api/admin/jobs/{id}',
      body: 'JSON',
      fields: ['title', 'designation', 'experience', 'qualification', 'description'],
    },
    remove: { request: 'DELETE api/admin/jobs/{id}' },
  },
  news: {
    // The back office's own view of the records, which carries the unpublish time.
    list: { request: 'GET api/admin/news?view=staff' },
    add: {
      request: 'POST api/admin/news?view=staff',
      body: 'multipart',
      fields: ['title', 'content', 'date', 'unpublish_at', 'document'],
    },
    update: {
      request: 'POST api/admin/news/{id}?view=staff',
      body: 'multipart',
      fields: ['title', 'content', 'date', 'unpublish_at', 'document'],
    },
    remove: { request: 'DELETE api/admin/news/{id}' },
  },
  services: {
    list: { request: 'GET api/admin/services?view=staff' },
    add: { request: 'POST api/admin/services', body: 'multipart', fields: ['name', 'description', 'image'] },
    update: { request: 'POST api/admin/services/{id}', body: 'multipart', fields: ['name', 'description', 'image'] },
    remove: { request: 'DELETE api/admin/services/{id}' },
  },
  deposits: {
    list: { request: 'GET api/admin/deposits?view=staff' },
    add: {
      request: 'POST api/admin/deposits',
      body: 'multipart',
      fields: ['name', 'details', 'interest_rate', 'rate_product', 'image'],
    },
    update: { request: 'POST api/admin/deposits/{id}', body: 'multipart' },
    remove: { request: 'DELETE api/admin/deposits/{id}' },
  },
  loans: {
    list: { request: 'GET api/admin/loans?view=staff' },
    add: {
      request: 'POST api/admin/loans',
      body: 'multipart',
      fields: ['name', 'details', 'interest_rate', 'rate_product', 'image'],
    },
    update: { request: 'POST api/admin/loans/{id}', body: 'multipart' },
    remove: { request: 'DELETE api/admin/loans/{id}' },
  },
  awards: {
    list: { request: 'GET api/admin/awards?view=staff' },
    add: { request: 'POST api/admin/awards', body: 'multipart', fields: ['title', 'image', 'description'] },
    update: { request: 'POST api/admin/awards/{id}', body: 'multipart' },
    remove: { request: 'DELETE api/admin/awards/{id}' },
  },
  management: {
    list: { request: 'GET api/admin/management?view=staff' },
    add: { request: 'POST api/admin/management', body: 'multipart', fields: ['name', 'title', 'image'] },
    update: { request: 'POST api/admin/management/{id}', body: 'multipart' },
    remove: { request: 'DELETE api/admin/management/{id}' },
  },
  gallery: {
    list: { request: 'GET api/admin/gallery?view=staff' },
    add: { request: 'POST api/admin/gallery', body: 'multipart', fields: ['name', 'image'] },
    update: { request: 'POST api/admin/gallery/{id}', body: 'multipart' },
    remove: { request: 'DELETE api/admin/gallery/{id}' },
  },
  documents: {
    list: { request: 'GET api/admin/documents?view=staff' },
    add: { request: 'POST api/admin/documents', body: 'multipart', fields: ['title', 'document'] },
    update: { request: 'PUT api/admin/documents/{id}', body: 'multipart' },
    remove: { request: 'DELETE api/admin/documents/{id}' },
  },
  circulars: {
    list: { request: 'GET api/admin/pages?slug=circulars&view=staff' },
    add: { request: 'POST api/admin/circulars', body: 'multipart', fields: ['title', 'content', 'pdf', 'slug'] },
    update: { request: 'POST api/admin/pages/{id}', body: 'multipart' },
    remove: { request: 'DELETE api/admin/circulars/{id}' },
  },
  // Beyond the spec: the customer-protection lists.
  branches: {
    list: { request: 'GET api/admin/branches?view=staff' },
    add: {
      request: 'POST api/admin/branches',
      body: 'JSON',
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
    },
    update: { request: 'PUT api/admin/branches/{id}', body: 'JSON' },
    remove: { request: 'DELETE api/admin/branches/{id}' },
  },
  grievanceLevels: {
    list: { request: 'GET api/admin/grievance-levels?view=staff' },
    add: {
      request: 'POST api/admin/grievance-levels',
      body: 'JSON',
      fields: [
        'level',
        'title',
        'officer',
        'designation',
        'phone',
        'email',
        'address',
        'response_days',
        'principal_nodal_officer',
      ],
    },
    update: { request: 'PUT api/admin/grievance-levels/{id}', body: 'JSON' },
    remove: { request: 'DELETE api/admin/grievance-levels/{id}' },
  },
};

const RECORD_ID = 7;

/** What went over the wire, in the spec's words; fields only where the spec names them. */
function asSpecCall(sent: SentRequest, expected: SpecCall): SpecCall {
  const request = `${sent.method} ${sent.path.replace(/^\//, '').replace(`/${RECORD_ID}`, '/{id}')}`;
  if (sent.body.kind === 'none') return { request };
  const call: SpecCall = { request, body: sent.body.kind === 'json' ? 'JSON' : 'multipart' };
  return expected.fields ? { ...call, fields: [...sent.body.fields].sort() } : call;
}

const sortedFields = (call: SpecCall): SpecCall => (call.fields ? { ...call, fields: [...call.fields].sort() } : call);

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer(({ method }) => ({ status: 200, data: method === 'GET' ? [] : { id: RECORD_ID } }));
});
afterEach(() => server.close());

// The tables below are the spec's calls and the bank's words for the editors they name, written out
// literally; an editor added since keeps them (a subset), and the server's rule holds it to its calls.
describe('resource definitions', () => {
  it('declare every list editor docs/api.md lists: the ten of the spec and the two customer-protection lists', () => {
    expect(Object.keys(byKey)).toEqual(expect.arrayContaining(Object.keys(ADMIN_CONTENT)));
  });

  it.each(Object.entries(ADMIN_CONTENT))(
    '%s sends the list, add, update and delete calls of docs/api.md',
    async (key, spec) => {
      const definition = byKey[key];
      const values = Object.fromEntries(definition.fields.map((field) => [field.name, '1']));
      const file = definition.media
        ? new File(['x'], 'file', { type: definition.media.kind === 'pdf' ? 'application/pdf' : 'image/png' })
        : null;

      await listRecords(definition);
      await createRecord(definition, values, file);
      await updateRecord(definition, { id: RECORD_ID }, values, file);
      await deleteRecord(definition, RECORD_ID);

      const [list, add, update, remove] = server.sent;
      expect({
        list: asSpecCall(list, spec.list),
        add: asSpecCall(add, spec.add),
        update: asSpecCall(update, spec.update),
        remove: asSpecCall(remove, spec.remove),
      }).toEqual({
        list: spec.list,
        add: sortedFields(spec.add),
        update: sortedFields(spec.update),
        remove: spec.remove,
      });
    },
  );

  it.each(Object.entries(RESOURCE_RULES))(
    '%s validates with the schema the server uses, and asks for its file where the server does',
    (key, rule) => {
      const definition = byKey[key];
      expect(definition.schema).toBe(rule.schema);
      expect(definition.fields.map((field) => field.name)).toEqual(rule.fields);
      expect(definition.media?.requiredOnCreate ?? null).toBe(rule.media?.requiredOnCreate ?? null);
    },
  );

  // The circulars' rule is the back office's own: its example is checked here, the shared rules' in @bank/shared.
  it.each(Object.entries(byKey))('%s has an example record its schema takes', async (_key, definition) => {
    expect(await validateInput(definition.schema, definition.example)).toMatchObject({ ok: true });
  });

  it('take images for most uploads, PDFs for documents and circulars, and no file for jobs', () => {
    const accepts = Object.fromEntries(
      Object.entries(byKey).map(([key, d]) => [key, d.media ? acceptOf(d.media.kind) : null]),
    );
    expect(accepts).toMatchObject({
      jobs: null,
      news: 'image/*',
      services: 'image/*',
      deposits: 'image/*',
      loans: 'image/*',
      awards: 'image/*',
      management: 'image/*',
      gallery: 'image/*',
      documents: 'application/pdf',
      circulars: 'application/pdf',
      branches: null,
      grievanceLevels: null,
    });
  });

  it('use the alert texts of the bank word for word', () => {
    const texts = Object.fromEntries(
      Object.entries(byKey).map(([key, d]) => [key, [d.alerts.added, d.alerts.updated, d.alerts.deleted]]),
    );
    expect(texts).toMatchObject({
      jobs: ['New Job Role Added Successfully', 'Job Role Updated Successfully', 'Job Role Deleted Successfully'],
      news: ['News/Event Added Successfully', 'Updated', 'Deleted'],
      services: ['New Service Added', 'Service Updated', 'Service Deleted'],
      deposits: ['New Deposit Added Successfully', 'Deposit Updated Successfully', 'Deposit Deleted Successfully'],
      loans: ['New Loan Added Successfully', 'Loan Updated Successfully', 'Loan Deleted Successfully'],
      awards: ['New Award Added', 'Award Updated', 'Award Deleted'],
      management: ['New Management Added', 'Management Updated', 'Management Deleted'],
      gallery: ['New Slider Added', 'Slides Updated', 'Slide Deleted'],
      documents: ['New Document Added', 'Document Updated', 'Document Deleted'],
      circulars: [
        'Circular added/updated successfully!',
        'Circular added/updated successfully!',
        'Circular deleted successfully!',
      ],
      branches: ['Branch Added', 'Branch Updated', 'Branch Deleted'],
      grievanceLevels: ['Grievance Level Added', 'Grievance Level Updated', 'Grievance Level Deleted'],
    });
    expect(byKey.circulars.alerts.saveFailed).toBe('Failed to add/update the circular.');
    expect(byKey.circulars.alerts.deleteFailed).toBe('Failed to delete the circular.');
  });

  it('raise their own validation alerts for services, deposits and loans', () => {
    expect(byKey.services.alerts.invalid?.add?.({ name: 'x' })).toBe('Please fill in all fields, including an image.');
    expect(byKey.services.alerts.invalid?.update?.({ image: 'x' })).toBe('Please add required input.');
    for (const key of ['deposits', 'loans']) {
      const { alerts } = byKey[key];
      expect(alerts.invalid?.add?.({ interest_rate: ADMIN_FORM_MESSAGES.negativeInterestRate })).toBe(
        'Interest rate cannot be negative.',
      );
      expect(alerts.invalid?.update?.({ name: 'x' })).toBe('Please fill in all required fields.');
      expect(alerts.invalidImage).toBe('Please upload a valid image file (jpg, jpeg, png, gif)');
      expect(alerts.updateFailedToast).toBe(true);
    }
    expect(byKey.services.alerts.updateFailedToast).toBe(true);
  });

  it('show 50 px thumbnails, 100 px for news', () => {
    const sizes = Object.fromEntries(Object.entries(byKey).map(([key, d]) => [key, d.thumbnailPx]));
    expect(sizes).toMatchObject({
      jobs: 50,
      news: 100,
      services: 50,
      deposits: 50,
      loans: 50,
      awards: 50,
      management: 50,
      gallery: 50,
      documents: 50,
      circulars: 50,
      branches: 50,
      grievanceLevels: 50,
    });
  });
});
