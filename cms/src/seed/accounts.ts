import { BACKOFFICE_ROLE } from '../auth/backoffice-auth';
import { isDevelopment, nodeEnvSetting } from '../lib/secrets';
import demoAccounts from './demo-accounts.json';

type Credentials = Readonly<{ email: string; password: string }>;

/**
 * Demo sign-ins (docs/operations.md, Accounts), for development only; each can be overridden by the environment.
 * Defined once in demo-accounts.json, which the test harness (packages/testing) and npm start read too.
 */
const DEMO_ACCOUNTS: Readonly<{ backoffice: Credentials; panel: Credentials }> = demoAccounts;

/** An account from the environment, else the demo one in development, else none. */
function account(emailVariable: string, passwordVariable: string, demo: { email: string; password: string }) {
  const email = process.env[emailVariable];
  const password = process.env[passwordVariable];
  if (email && password) {
    if (!isDevelopment() && password === demo.password) {
      throw new Error(
        `Refusing to start with the demo password in ${passwordVariable} (${nodeEnvSetting()}; the demo password is for NODE_ENV=development only)`,
      );
    }
    return { email, password };
  }
  return isDevelopment() ? demo : null;
}

/** The users-permissions role of back-office administrators; public sign-up is turned off with it. */
export async function ensureBackofficeRole(): Promise<number> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const existing = await roles.findOne({ where: { type: BACKOFFICE_ROLE.type } });
  if (existing) return existing.id;

  // First set-up: a bank's site has no self-service accounts, so sign-up is off and the public
  // users-permissions routes (/api/auth/local, register, password reset, providers) are closed.
  // The back office signs in through /api/admin/login only. A super-admin can reopen them in the panel.
  const advanced = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  // The store answers unknown: this key holds the plugin's settings object.
  await advanced.set({ value: { ...((await advanced.get()) as object), allow_register: false } });
  const publicRole = await roles.findOne({ where: { type: 'public' } });
  if (publicRole) {
    await strapi.db.query('plugin::users-permissions.permission').deleteMany({
      where: { role: publicRole.id, action: { $startsWith: 'plugin::users-permissions.auth.' } },
    });
  }

  const created = await roles.create({ data: { ...BACKOFFICE_ROLE } });
  strapi.log.info(`Created the users-permissions role "${BACKOFFICE_ROLE.name}"`);
  return created.id;
}

/** The back-office administrator sign-in (admin@example.com in development). */
export async function ensureBackofficeAdmin(roleId: number): Promise<void> {
  const wanted = account('BACKOFFICE_ADMIN_EMAIL', 'BACKOFFICE_ADMIN_PASSWORD', DEMO_ACCOUNTS.backoffice);
  if (!wanted) return;
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: { $eqi: wanted.email } } })) return;
  await strapi.plugin('users-permissions').service('user').add({
    username: wanted.email,
    email: wanted.email.toLowerCase(),
    password: wanted.password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: roleId,
  });
  strapi.log.info(`Created the back-office administrator ${wanted.email}`);
}

/** The Strapi panel's super-admin, created without any prompt. */
export async function ensurePanelSuperAdmin(): Promise<void> {
  const wanted = account('STRAPI_ADMIN_EMAIL', 'STRAPI_ADMIN_PASSWORD', DEMO_ACCOUNTS.panel);
  if (!wanted) return;
  const adminUsers = strapi.service('admin::user');
  if (await adminUsers.exists({ email: wanted.email.toLowerCase() })) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  await adminUsers.create({
    email: wanted.email.toLowerCase(),
    firstname: 'Site',
    lastname: 'Administrator',
    password: wanted.password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Created the Strapi panel super-admin ${wanted.email}`);
}
