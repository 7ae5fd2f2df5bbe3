import { backoffice, signInStep } from '../../../content/resource-routes';
import { newAccountGrant, roleChangeGrant } from '../../../auth/role-grants';
import { commandRoute, registerCommands } from '../../../lib/commands';
import { accountCommands } from '../controllers/staff-account';

const { create, update } = accountCommands;
registerCommands([create, update]);

/** Staff accounts (Users, for an Administrator), one's own account and sessions, and setting a password from a link. */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/users', handler: 'staff-account.list', config: backoffice('users.read') },
    // Giving the Approver or Administrator role waits for another's approval while approvals are on (auth/role-grants.ts).
    {
      method: 'POST',
      path: '/admin/users',
      handler: commandRoute(create.definition.name),
      config: backoffice('users.manage', { publishes: newAccountGrant, command: create.definition.name }),
    },
    { method: 'GET', path: '/admin/users/:id', handler: 'staff-account.findOne', config: backoffice('users.read') },
    {
      method: 'PUT',
      path: '/admin/users/:id',
      handler: commandRoute(update.definition.name),
      config: backoffice('users.manage', { publishes: roleChangeGrant, command: update.definition.name }),
    },
    { method: 'DELETE', path: '/admin/users/:id', handler: 'staff-account.remove', config: backoffice('users.manage') },
    {
      method: 'POST',
      path: '/admin/users/:id/end-sessions',
      handler: 'staff-account.endSessions',
      config: backoffice('users.manage'),
    },
    {
      method: 'POST',
      path: '/admin/users/:id/lift-lockout',
      handler: 'staff-account.liftLockout',
      config: backoffice('users.manage'),
    },
    {
      method: 'POST',
      path: '/admin/users/:id/reset-two-step',
      handler: 'staff-account.resetTwoStep',
      config: backoffice('users.manage'),
    },
    {
      method: 'POST',
      path: '/admin/users/:id/password-link',
      handler: 'staff-account.passwordLink',
      config: backoffice('users.manage'),
    },
    { method: 'POST', path: '/admin/set-password', handler: 'staff-account.setPassword', config: signInStep() },
    { method: 'GET', path: '/admin/account', handler: 'staff-account.me', config: backoffice('signed_in') },
    {
      method: 'GET',
      path: '/admin/account/session',
      handler: 'staff-account.sessionTimes',
      // Asked by the back office to warn before the idle end: it must not keep the session alive.
      config: backoffice('signed_in', { countsAsActivity: false }),
    },
    {
      method: 'GET',
      path: '/admin/account/sessions',
      handler: 'staff-account.sessions',
      config: backoffice('signed_in'),
    },
    {
      method: 'POST',
      path: '/admin/account/sessions/end-others',
      handler: 'staff-account.endOtherSessions',
      config: backoffice('signed_in'),
    },
    {
      method: 'POST',
      path: '/admin/account/password',
      handler: 'staff-account.changePassword',
      config: backoffice('signed_in'),
    },
    {
      method: 'POST',
      path: '/admin/account/two-step',
      handler: 'staff-account.startTwoStep',
      config: backoffice('signed_in'),
    },
    {
      method: 'POST',
      path: '/admin/account/two-step/confirm',
      handler: 'staff-account.confirmTwoStep',
      config: backoffice('signed_in'),
    },
    {
      method: 'POST',
      path: '/admin/account/two-step/recovery-codes',
      handler: 'staff-account.newRecoveryCodes',
      config: backoffice('signed_in'),
    },
  ],
};
