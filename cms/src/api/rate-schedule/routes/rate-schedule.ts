import { BACKOFFICE_ONLY } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/rate-schedules', handler: 'rate-schedule.list', config: BACKOFFICE_ONLY },
    { method: 'POST', path: '/admin/rate-schedules', handler: 'rate-schedule.create', config: BACKOFFICE_ONLY },
    { method: 'GET', path: '/admin/rate-schedules/:id', handler: 'rate-schedule.findOne', config: BACKOFFICE_ONLY },
    { method: 'PUT', path: '/admin/rate-schedules/:id', handler: 'rate-schedule.update', config: BACKOFFICE_ONLY },
    { method: 'DELETE', path: '/admin/rate-schedules/:id', handler: 'rate-schedule.remove', config: BACKOFFICE_ONLY },
  ],
};
