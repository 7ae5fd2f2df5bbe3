import { backoffice } from '../../../content/resource-routes';
import { commandRoute, registerCommands } from '../../../lib/commands';
import { importCommand } from '../controllers/unclaimed-deposit';

registerCommands([importCommand]);
const IMPORT = importCommand.definition.name;

export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/admin/unclaimed-deposits',
      handler: 'unclaimed-deposit.list',
      config: backoffice('content.read'),
    },
    {
      method: 'GET',
      path: '/admin/unclaimed-deposits/download',
      handler: 'unclaimed-deposit.download',
      config: backoffice('content.read'),
    },
    {
      method: 'POST',
      path: '/admin/unclaimed-deposits/preview',
      handler: 'unclaimed-deposit.preview',
      // Reads the file and answers what an import would do: nothing public changes.
      config: backoffice('content.write', { publishes: false }),
    },
    {
      method: 'POST',
      path: '/admin/unclaimed-deposits/import',
      handler: commandRoute(IMPORT),
      config: backoffice('content.write', {
        publishes: {
          resource: 'unclaimed-deposits',
          kind: 'import',
          describe: async () => ({ record_label: 'Unclaimed deposit list' }),
        },
        command: IMPORT,
      }),
    },
  ],
};
