import { backoffice } from '../../../content/resource-routes';
import { RATE_SCHEDULES } from '../../../rates/content-types';
import { scheduleChecks } from '../controllers/rate-schedule';

const publishes = (check: (typeof scheduleChecks)[keyof typeof scheduleChecks]) =>
  ({ publishes: { record: RATE_SCHEDULES.uid, check } }) as const;

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/rate-schedules', handler: 'rate-schedule.list', config: backoffice('content.read') },
    {
      method: 'POST',
      path: '/admin/rate-schedules',
      handler: 'rate-schedule.create',
      config: backoffice('content.write', publishes(scheduleChecks.create)),
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
      config: backoffice('content.write', publishes(scheduleChecks.update)),
    },
    {
      method: 'DELETE',
      path: '/admin/rate-schedules/:id',
      handler: 'rate-schedule.remove',
      config: backoffice('content.write', publishes(scheduleChecks.remove)),
    },
    {
      method: 'GET',
      path: '/admin/rate-schedules/:id/translations/:locale',
      handler: 'rate-schedule.findTranslations',
      config: backoffice('content.read'),
    },
    {
      method: 'PUT',
      path: '/admin/rate-schedules/:id/translations/:locale',
      handler: 'rate-schedule.updateTranslations',
      config: backoffice('content.write', publishes(scheduleChecks.translate)),
    },
  ],
};
