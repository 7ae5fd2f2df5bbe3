import { ADMIN_ALERTS, RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './resource-definition';

const rule = RESOURCE_RULES.management;

export const managementResource: ResourceDefinition = {
  key: 'management',
  title: 'Managements',
  addLabel: 'Add New Management',
  noun: 'management member',
  nameKey: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'title', label: 'Title', kind: 'text' },
  ],
  media: mediaOf(rule, { label: 'Image' }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: ADMIN_ALERTS.management,
  thumbnailPx: 50,
};
