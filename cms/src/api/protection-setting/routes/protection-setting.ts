import { backoffice } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/admin/protection-settings',
      handler: 'protection-setting.read',
      config: backoffice('content.read'),
    },
    {
      method: 'PUT',
      path: '/admin/protection-settings',
      handler: 'protection-setting.save',
      config: backoffice('content.write'),
    },
  ],
};
