import { backoffice } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/rate-schedules', handler: 'rate-schedule.list', config: backoffice('content.read') },
    {
      method: 'POST',
      path: '/admin/rate-schedules',
      handler: 'rate-schedule.create',
      config: backoffice('content.write'),
    },
    {
      method: 'GET',
      path: '/admin/rate-schedules/:id',
      handler: 'rate-schedule.findOne',
      config: backoffice('content.read'),
    },
    {
      method: 'PUT',
      path: '/admin/rate-schedules/:id',
      handler: 'rate-schedule.update',
      config: backoffice('content.write'),
    },
    {
      method: 'DELETE',
      path: '/admin/rate-schedules/:id',
      handler: 'rate-schedule.remove',
      config: backoffice('content.write'),
    },
  ],
};
