import { backoffice } from '../../../content/resource-routes';
import { commandRoute, registerCommands, type CommandHandler } from '../../../lib/commands';
import { RATE_SCHEDULES } from '../../../rates/content-types';
import { scheduleCommands } from '../controllers/rate-schedule';

const { create, update, remove, translate } = scheduleCommands;
registerCommands([create, update, remove, translate]);

/** A write: its command, held as it while changes need approval. */
const write = ({ definition: { name } }: CommandHandler) => ({
  handler: commandRoute(name),
  config: backoffice('content.write', { publishes: { record: RATE_SCHEDULES.uid }, command: name }),
});

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/rate-schedules', handler: 'rate-schedule.list', config: backoffice('content.read') },
    { method: 'POST', path: '/admin/rate-schedules', ...write(create) },
    {
      method: 'GET',
      path: '/admin/rate-schedules/:id',
      handler: 'rate-schedule.findOne',
      config: backoffice('content.read'),
    },
    { method: 'PUT', path: '/admin/rate-schedules/:id', ...write(update) },
    { method: 'DELETE', path: '/admin/rate-schedules/:id', ...write(remove) },
    {
      method: 'GET',
      path: '/admin/rate-schedules/:id/translations/:locale',
      handler: 'rate-schedule.findTranslations',
      config: backoffice('content.read'),
    },
    { method: 'PUT', path: '/admin/rate-schedules/:id/translations/:locale', ...write(translate) },
  ],
};
