import { BACKOFFICE_ONLY, PUBLIC } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/admin/login',
      handler: 'backoffice-session.login',
      config: { ...PUBLIC, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'login' } }] },
    },
    { method: 'GET', path: '/admin/verify', handler: 'backoffice-session.verify', config: BACKOFFICE_ONLY },
    { method: 'POST', path: '/admin/logout', handler: 'backoffice-session.logout', config: BACKOFFICE_ONLY },
  ],
};
