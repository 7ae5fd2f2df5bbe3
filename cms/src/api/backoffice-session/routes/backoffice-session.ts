import { backoffice, signInStep } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/admin/login',
      handler: 'backoffice-session.login',
      config: signInStep({ name: 'global::rate-limit', config: { bucket: 'login' } }),
    },
    { method: 'GET', path: '/admin/verify', handler: 'backoffice-session.verify', config: backoffice('signed_in') },
    { method: 'POST', path: '/admin/logout', handler: 'backoffice-session.logout', config: backoffice('signed_in') },
  ],
};
