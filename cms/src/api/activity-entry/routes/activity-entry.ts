import { BACKOFFICE_ONLY } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/activity', handler: 'activity-entry.list', config: BACKOFFICE_ONLY },
    { method: 'GET', path: '/admin/activity/filters', handler: 'activity-entry.filters', config: BACKOFFICE_ONLY },
    { method: 'POST', path: '/admin/activity/:id/restore', handler: 'activity-entry.restore', config: BACKOFFICE_ONLY },
  ],
};
