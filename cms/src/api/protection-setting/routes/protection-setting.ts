import { BACKOFFICE_ONLY, PUBLIC } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/protection-settings', handler: 'protection-setting.read', config: PUBLIC },
    { method: 'GET', path: '/admin/protection-settings', handler: 'protection-setting.read', config: BACKOFFICE_ONLY },
    { method: 'PUT', path: '/admin/protection-settings', handler: 'protection-setting.save', config: BACKOFFICE_ONLY },
  ],
};
