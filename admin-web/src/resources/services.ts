import { ADMIN_FORM_MESSAGES, RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.services;

/** Services: name, description and image, all required on add and on update. */
const definition: ResourceDefinition = {
  key: 'services',
  route: 'EditService',
  order: 10,
  publicPage: { name: 'Services', url: '/Services' },
  title: 'Services',
  addLabel: 'Add New Service',
  noun: 'service',
  nameKey: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  media: mediaOf(rule, { label: 'Image', requiredOnUpdate: true }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: {
    ...rule.alerts,
    invalid: {
      add: () => ADMIN_FORM_MESSAGES.serviceAddIncomplete,
      update: () => ADMIN_FORM_MESSAGES.serviceUpdateIncomplete,
    },
    invalidImage: ADMIN_FORM_MESSAGES.invalidImageOnEdit,
    updateFailedToast: true,
  },
  thumbnailPx: 50,
};

export default definition;
