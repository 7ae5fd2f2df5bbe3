import { ADMIN_ALERTS, RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './resource-definition';

const rule = RESOURCE_RULES.awards;

export const awardsResource: ResourceDefinition = {
  key: 'awards',
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
  alerts: ADMIN_ALERTS.awards,
  thumbnailPx: 50,
};
