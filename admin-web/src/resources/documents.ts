import { RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.documents;

/** Published documents: a title and a PDF. */
const definition: ResourceDefinition = {
  key: 'documents',
  route: 'EditDocuments',
  order: 80,
  publicPage: { name: 'Published Documents', url: '/PublishedDocuments' },
  title: 'Published Documents',
  addLabel: 'Add New Document',
  noun: 'document',
  nameKey: 'title',
  fields: [{ name: 'title', label: 'Title', kind: 'text' }],
  media: mediaOf(rule, { label: 'Document (PDF)' }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: rule.alerts,
  thumbnailPx: 50,
};

export default definition;
