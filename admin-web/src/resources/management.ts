import { RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.management;

const definition: ResourceDefinition = {
  key: 'management',
  route: 'EditManagements',
  order: 60,
  publicPage: { name: 'Managements', url: '/Managements' },
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
  alerts: rule.alerts,
  thumbnailPx: 50,
};

export default definition;
