import { ADMIN_FORM_MESSAGES } from '@bank/shared';
import { listEditor } from './engine/list-editor';

/** Services: name, description and image, all required on add and on update. */
export default listEditor('services', {
  route: 'EditService',
  order: 10,
  publicPage: { name: 'Services', url: '/Services' },
  title: 'Services',
  addLabel: 'Add New Service',
  noun: 'service',
  fields: {
    name: { label: 'Name', kind: 'text' },
    description: { label: 'Description', kind: 'textarea' },
  },
  media: { requiredOnUpdate: true },
  alerts: {
    invalid: {
      add: () => ADMIN_FORM_MESSAGES.serviceAddIncomplete,
      update: () => ADMIN_FORM_MESSAGES.serviceUpdateIncomplete,
    },
    invalidImage: ADMIN_FORM_MESSAGES.invalidImageOnEdit,
    updateFailedToast: true,
  },
});
