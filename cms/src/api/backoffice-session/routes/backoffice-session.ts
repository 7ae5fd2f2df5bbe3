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
    // The two-step sign-in's steps: each needs the challenge a right password gave, and its codes
    // count against the e-mail's attempts rather than the address's sign-in limit.
    { method: 'POST', path: '/admin/login/code', handler: 'backoffice-session.code', config: signInStep() },
    { method: 'POST', path: '/admin/two-step/enrol', handler: 'backoffice-session.enrol', config: signInStep() },
    {
      method: 'POST',
      path: '/admin/two-step/confirm',
      handler: 'backoffice-session.confirmEnrolment',
      config: signInStep(),
    },
    { method: 'GET', path: '/admin/verify', handler: 'backoffice-session.verify', config: backoffice('signed_in') },
    { method: 'POST', path: '/admin/logout', handler: 'backoffice-session.logout', config: backoffice('signed_in') },
  ],
};
