import { BACKOFFICE_ONLY } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/unclaimed-deposits', handler: 'unclaimed-deposit.list', config: BACKOFFICE_ONLY },
    {
      method: 'GET',
      path: '/admin/unclaimed-deposits/download',
      handler: 'unclaimed-deposit.download',
      config: BACKOFFICE_ONLY,
    },
    {
      method: 'POST',
      path: '/admin/unclaimed-deposits/preview',
      handler: 'unclaimed-deposit.preview',
      config: BACKOFFICE_ONLY,
    },
    {
      method: 'POST',
      path: '/admin/unclaimed-deposits/import',
      handler: 'unclaimed-deposit.import',
      config: BACKOFFICE_ONLY,
    },
  ],
};
