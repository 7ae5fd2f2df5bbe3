import { backoffice } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/pages', handler: 'page.list', config: backoffice('content.read') },
    { method: 'POST', path: '/admin/pages', handler: 'page.upsert', config: backoffice('content.write') },
    { method: 'POST', path: '/admin/pages/:id', handler: 'page.update', config: backoffice('content.write') },
    { method: 'POST', path: '/admin/circulars', handler: 'page.createCircular', config: backoffice('content.write') },
    {
      method: 'DELETE',
      path: '/admin/circulars/:id',
      handler: 'page.removeCircular',
      config: backoffice('content.write'),
    },
  ],
};
