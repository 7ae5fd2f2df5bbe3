import { BACKOFFICE_ONLY } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/protection-settings', handler: 'protection-setting.read', config: BACKOFFICE_ONLY },
    { method: 'PUT', path: '/admin/protection-settings', handler: 'protection-setting.save', config: BACKOFFICE_ONLY },
  ],
};
