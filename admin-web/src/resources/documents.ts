import { ADMIN_ALERTS, RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './resource-definition';

const rule = RESOURCE_RULES.documents;

/** Published documents: a title and a PDF. */
export const documentsResource: ResourceDefinition = {
  key: 'documents',
  title: 'Published Documents',
  addLabel: 'Add New Document',
  noun: 'document',
  nameKey: 'title',
  fields: [{ name: 'title', label: 'Title', kind: 'text' }],
  media: mediaOf(rule, { label: 'Document (PDF)' }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: ADMIN_ALERTS.documents,
  thumbnailPx: 50,
};
