import { ADMIN_ALERTS, ADMIN_FORM_MESSAGES, PAGE_MEDIA_RULES, PAGE_SLUGS, circularSchema } from '@bank/shared';
import type { ResourceDefinition } from './resource-definition';

/**
 * Policies & Circulars: circulars are pages with slug circulars; the first one is the page's header
 * and is not listed. Add and delete have their own routes, update is the page update (SPEC §7).
 */
export const circularsResource: ResourceDefinition = {
  key: 'circulars',
  title: 'Policies & Circulars',
  addLabel: 'Add New Circular',
  noun: 'circular',
  nameKey: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'content', label: 'Content', kind: 'textarea' },
  ],
  media: {
    field: PAGE_MEDIA_RULES.pdf.field,
    recordKey: PAGE_MEDIA_RULES.pdf.field,
    kind: 'pdf',
    label: 'Circular (PDF)',
    requiredOnCreate: true,
    requiredOnUpdate: true,
  },
  schema: circularSchema,
  endpoints: {
    list: `/admin/pages?slug=${PAGE_SLUGS.circulars}`,
    create: '/admin/circulars',
    update: (id) => `/admin/pages/${id}`,
    updateMethod: 'post',
    remove: (id) => `/admin/circulars/${id}`,
    body: 'multipart',
    extraOnCreate: { slug: PAGE_SLUGS.circulars },
  },
  alerts: {
    ...ADMIN_ALERTS.circulars,
    saveFailed: ADMIN_FORM_MESSAGES.circularSaveFailed,
    deleteFailed: ADMIN_FORM_MESSAGES.circularDeleteFailed,
  },
  thumbnailPx: 50,
  columns: ['id', 'title', 'content', 'pdf'],
  skipFirst: true,
};
