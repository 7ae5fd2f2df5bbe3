import { RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.news;

/** News & Events: the image is optional and comes back as document_path. */
const definition: ResourceDefinition = {
  key: 'news',
  route: 'NewsEventPage',
  order: 2,
  menuLabel: 'News & Events',
  title: 'News & Events',
  addLabel: 'Add New News/Event',
  noun: 'news/event',
  nameKey: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'content', label: 'Content', kind: 'textarea' },
    { name: 'date', label: 'Date', kind: 'date' },
  ],
  media: mediaOf(rule, { label: 'Image', recordKey: 'document_path' }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: rule.alerts,
  thumbnailPx: 100,
};

export default definition;
