import { BACKOFFICE_ONLY, PUBLIC } from '../../../lib/resource-routes';

export default {
  type: 'content-api',
  routes: [
    // No rate limit (a 429 would show in the visitor's console): the counter itself caps each address.
    { method: 'POST', path: '/page-views', handler: 'page-view.notice', config: PUBLIC },
    { method: 'GET', path: '/admin/page-views', handler: 'page-view.list', config: BACKOFFICE_ONLY },
  ],
};
