import { ADMIN_FORM_MESSAGES, CIRCULAR_ALERTS, PAGE_MEDIA_RULES, PAGE_SLUGS, circularSchema } from '@bank/shared';
import type { ResourceDefinition } from './engine/resource-definition';

/**
 * Policies & Circulars: circulars are pages with slug circulars; the first one is the page's header
 * and is not listed. Add and delete have their own routes, update is the page update.
 */
const definition: ResourceDefinition = {
  key: 'circulars',
  route: 'EditPoliciesPage',
  order: 90,
  publicPage: { name: 'Policies & Circulars', url: '/PoliciesCirculars' },
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
    ...CIRCULAR_ALERTS,
    saveFailed: ADMIN_FORM_MESSAGES.circularSaveFailed,
    deleteFailed: ADMIN_FORM_MESSAGES.circularDeleteFailed,
  },
  thumbnailPx: 50,
  columns: ['id', 'title', 'content', 'pdf'],
  skipFirst: true,
};

export default definition;
