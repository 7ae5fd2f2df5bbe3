import { RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.awards;

const definition: ResourceDefinition = {
  key: 'awards',
  route: 'EditAward',
  order: 50,
  publicPage: { name: 'Awards', url: '/Awards' },
  title: 'Awards',
  addLabel: 'Add New Award',
  noun: 'award',
  nameKey: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  media: mediaOf(rule, { label: 'Image' }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: rule.alerts,
  thumbnailPx: 50,
};

export default definition;
