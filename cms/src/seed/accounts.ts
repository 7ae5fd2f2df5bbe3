import { STAFF_ROLES, type StaffRole } from '@bank/shared';
import { BACKOFFICE_ROLE, USER_UID } from '../auth/backoffice-auth';
import { checkNewPassword } from '../auth/password-rules';
import { nowMs } from '../lib/clock';
import { assertPanelPasswordSetting } from '../panel/passwords';
import { isDevelopment, nodeEnvSetting } from '../lib/secrets';
import demoAccounts from './demo-accounts.json';
import { asStaffAccountWrite } from '../auth/staff-writes';

type Credentials = Readonly<{ email: string; password: string }>;
type DemoStaff = Credentials & Readonly<{ name: string }>;

/**
 * Demo sign-ins (docs/operations.md, Accounts), for development only; the back office's
 * Administrator and the panel's super-admin can be overridden by the environment. `staff` holds one
 * account for each other role. Defined once in demo-accounts.json, which the test harness
 * (packages/testing) and npm start read too. Their passwords are exempt from the password rules, in
 * development only.
 */
const DEMO_ACCOUNTS: Readonly<{
  backoffice: DemoStaff;
  panel: Credentials;
  staff: Readonly<Record<Exclude<StaffRole, 'administrator'>, DemoStaff>>;
}> = demoAccounts;

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

/** The users-permissions role of the back office's staff; public sign-up is turned off with it. */
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

const staffUsers = () => strapi.db.query(USER_UID);

/** Creates a staff account with its password (none of the set-password link's steps). */
async function addStaffAccount(roleId: number, account: DemoStaff, role: StaffRole): Promise<void> {
  await asStaffAccountWrite(() =>
    strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: account.email.toLowerCase(),
        email: account.email.toLowerCase(),
        password: account.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: roleId,
        name: account.name,
        staff_role: role,
        unused_since: new Date(nowMs()),
      }),
  );
  strapi.log.info(`Created the back-office ${role} ${account.email}`);
}

/**
 * Every user of the back-office role gets a staff role: those from before staff roles existed (the
 * one back-office account) become Administrators, named after their e-mail, unused from now on.
 * Touches only users without a staff role, so it is safe at every start.
 */
export async function giveStaffRoles(roleId: number): Promise<void> {
  const roleless: { id: number; email: string; name: string | null }[] = await staffUsers().findMany({
    where: { role: roleId, staff_role: null },
    select: ['id', 'email', 'name'],
  });
  for (const user of roleless) {
    await staffUsers().update({
      where: { id: user.id },
      data: {
        staff_role: 'administrator',
        name: user.name || user.email.split('@')[0],
        unused_since: new Date(nowMs()),
      },
    });
    strapi.log.info(`The back-office account ${user.email} is an Administrator`);
  }
}

/**
 * The first Administrator, from BACKOFFICE_ADMIN_EMAIL and BACKOFFICE_ADMIN_PASSWORD, only while no
 * staff account exists (its password held to the password rules outside development). In
 * development, the demo accounts instead, each when missing: admin@example.com and one per other
 * role, on their demo passwords.
 */
export async function ensureStaffAccounts(roleId: number): Promise<void> {
  const fromEnvironment = process.env.BACKOFFICE_ADMIN_EMAIL && process.env.BACKOFFICE_ADMIN_PASSWORD;
  const wanted = account('BACKOFFICE_ADMIN_EMAIL', 'BACKOFFICE_ADMIN_PASSWORD', DEMO_ACCOUNTS.backoffice);
  if (wanted) {
    const exists = fromEnvironment
      ? (await staffUsers().count({ where: { role: roleId } })) > 0
      : Boolean(await staffUsers().findOne({ where: { email: { $eqi: wanted.email } }, select: ['id'] }));
    if (!exists) {
      if (!isDevelopment()) {
        await checkNewPassword(wanted.password, wanted.email).catch((refusal: { errors?: { password?: string } }) => {
          throw new Error(
            `Refusing to create the first Administrator with BACKOFFICE_ADMIN_PASSWORD: ${refusal.errors?.password ?? refusal}`,
          );
        });
      }
      const name = fromEnvironment ? wanted.email.split('@')[0] : DEMO_ACCOUNTS.backoffice.name;
      await addStaffAccount(roleId, { ...wanted, name }, 'administrator');
    }
  }
  if (!isDevelopment()) return;
  for (const role of STAFF_ROLES) {
    if (role === 'administrator') continue;
    const demo = DEMO_ACCOUNTS.staff[role];
    if (!(await staffUsers().findOne({ where: { email: { $eqi: demo.email } }, select: ['id'] })))
      await addStaffAccount(roleId, demo, role);
  }
}

/** The Strapi panel's super-admin, created without any prompt. */
export async function ensurePanelSuperAdmin(): Promise<void> {
  const wanted = account('STRAPI_ADMIN_EMAIL', 'STRAPI_ADMIN_PASSWORD', DEMO_ACCOUNTS.panel);
  if (!wanted) return;
  await assertPanelPasswordSetting(wanted);
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
