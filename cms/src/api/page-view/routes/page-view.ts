import { backoffice, PUBLIC } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    // Limited in the controller, silently: a 429 would show in the visitor's console.
    { method: 'POST', path: '/page-views', handler: 'page-view.notice', config: PUBLIC },
    { method: 'GET', path: '/admin/page-views', handler: 'page-view.list', config: backoffice('signed_in') },
  ],
};
