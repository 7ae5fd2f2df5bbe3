import { backoffice } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/activity', handler: 'activity-entry.list', config: backoffice('activity.read') },
    {
      method: 'GET',
      path: '/admin/activity/filters',
      handler: 'activity-entry.filters',
      config: backoffice('activity.read'),
    },
    {
      method: 'POST',
      path: '/admin/activity/:id/restore',
      handler: 'activity-entry.restore',
      config: backoffice('content.write'),
    },
  ],
};
