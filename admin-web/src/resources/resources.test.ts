import { describe, expect, it } from 'vitest';
import { ADMIN_FORM_MESSAGES, RESOURCE_RULES } from '@bank/shared';
import * as resources from './index';
import type { ResourceDefinition } from './resource-definition';

const byKey: Record<string, ResourceDefinition> = Object.fromEntries(Object.values(resources).map((definition) => [definition.key, definition]));

describe('resource definitions', () => {
  it('declare the ten list editors', () => {
    expect(Object.keys(byKey).sort()).toEqual(
      ['awards', 'circulars', 'deposits', 'documents', 'gallery', 'jobs', 'loans', 'management', 'news', 'services'].sort(),
    );
  });

  it.each(Object.entries(RESOURCE_RULES))('%s follows its shared rule: fields, schema, paths, method, body, file', (name, rule) => {
    const definition = byKey[name];
    expect(definition.fields.map((field) => field.name)).toEqual(rule.fields);
    expect(definition.schema).toBe(rule.schema);
    expect(definition.endpoints.list).toBe(`/admin/${rule.path}`);
    expect(definition.endpoints.create).toBe(`/admin/${rule.path}`);
    expect(definition.endpoints.update(7)).toBe(`/admin/${rule.path}/7`);
    expect(definition.endpoints.remove(7)).toBe(`/admin/${rule.path}/7`);
    expect(definition.endpoints.updateMethod).toBe(rule.updateMethod.toLowerCase());
    expect(definition.endpoints.body).toBe(rule.body);
    expect(definition.media?.field ?? null).toBe(rule.media?.field ?? null);
    expect(definition.media?.kind ?? null).toBe(rule.media?.kind ?? null);
    expect(definition.media?.requiredOnCreate ?? null).toBe(rule.media?.requiredOnCreate ?? null);
    expect(definition.addLabel).toMatch(/^Add New /);
    for (const field of definition.fields) expect(field.label).not.toBe('');
  });

  it('use the alert texts of SPEC §8 word for word', () => {
    const texts = Object.fromEntries(Object.entries(byKey).map(([key, d]) => [key, [d.alerts.added, d.alerts.updated, d.alerts.deleted]]));
    expect(texts).toEqual({
      jobs: ['New Job Role Added Successfully', 'Job Role Updated Successfully', 'Job Role Deleted Successfully'],
      news: ['News/Event Added Successfully', 'Updated', 'Deleted'],
      services: ['New Service Added', 'Service Updated', 'Service Deleted'],
      deposits: ['New Deposit Added Successfully', 'Deposit Updated Successfully', 'Deposit Deleted Successfully'],
      loans: ['New Loan Added Successfully', 'Loan Updated Successfully', 'Loan Deleted Successfully'],
      awards: ['New Award Added', 'Award Updated', 'Award Deleted'],
      management: ['New Management Added', 'Management Updated', 'Management Deleted'],
      gallery: ['New Slider Added', 'Slides Updated', 'Slide Deleted'],
      documents: ['New Document Added', 'Document Updated', 'Document Deleted'],
      circulars: ['Circular added/updated successfully!', 'Circular added/updated successfully!', 'Circular deleted successfully!'],
    });
    expect(byKey.circulars.alerts.saveFailed).toBe('Failed to add/update the circular.');
    expect(byKey.circulars.alerts.deleteFailed).toBe('Failed to delete the circular.');
  });

  it('raise the validation alerts of SPEC §5 for services, deposits and loans', () => {
    expect(byKey.services.alerts.invalid?.add?.({ name: 'x' })).toBe('Please fill in all fields, including an image.');
    expect(byKey.services.alerts.invalid?.update?.({ image: 'x' })).toBe('Please add required input.');
    for (const key of ['deposits', 'loans']) {
      const { alerts } = byKey[key];
      expect(alerts.invalid?.add?.({ interest_rate: ADMIN_FORM_MESSAGES.negativeInterestRate })).toBe('Interest rate cannot be negative.');
      expect(alerts.invalid?.update?.({ name: 'x' })).toBe('Please fill in all required fields.');
      expect(alerts.invalidImage).toBe('Please upload a valid image file (jpg, jpeg, png, gif)');
      expect(alerts.updateFailedToast).toBe(true);
    }
    expect(byKey.services.alerts.updateFailedToast).toBe(true);
  });

  it('show 50 px thumbnails, 100 px for news', () => {
    for (const definition of Object.values(byKey)) expect(definition.thumbnailPx).toBe(definition.key === 'news' ? 100 : 50);
  });

  it('send circulars to their own add and delete routes and the page update route', () => {
    const { endpoints } = byKey.circulars;
    expect(endpoints.list).toBe('/admin/pages?slug=circulars');
    expect(endpoints.create).toBe('/admin/circulars');
    expect(endpoints.update(4)).toBe('/admin/pages/4');
    expect(endpoints.remove(4)).toBe('/admin/circulars/4');
    expect(endpoints.extraOnCreate).toEqual({ slug: 'circulars' });
    expect(byKey.circulars.media).toMatchObject({ field: 'pdf', kind: 'pdf' });
    expect(byKey.circulars.skipFirst).toBe(true);
  });
});
