import { BACKOFFICE_ONLY } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/pages', handler: 'page.list', config: BACKOFFICE_ONLY },
    { method: 'POST', path: '/admin/pages', handler: 'page.upsert', config: BACKOFFICE_ONLY },
    { method: 'POST', path: '/admin/pages/:id', handler: 'page.update', config: BACKOFFICE_ONLY },
    { method: 'POST', path: '/admin/circulars', handler: 'page.createCircular', config: BACKOFFICE_ONLY },
    { method: 'DELETE', path: '/admin/circulars/:id', handler: 'page.removeCircular', config: BACKOFFICE_ONLY },
  ],
};
