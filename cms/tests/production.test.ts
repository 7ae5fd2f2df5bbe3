import { randomBytes } from 'crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPERADMIN, apiClient } from './support/api';
import { startServer } from './support/server';

/** Real secrets, as an operator makes them (`openssl rand -base64 32`). */
const realSecret = () => randomBytes(32).toString('base64');
const realSecrets = () => ({
  APP_KEYS: [1, 2].map(realSecret).join(','),
  API_TOKEN_SALT: realSecret(),
  ADMIN_JWT_SECRET: realSecret(),
  TRANSFER_TOKEN_SALT: realSecret(),
  JWT_SECRET: realSecret(),
  ENCRYPTION_KEY: realSecret(),
});

const EVERY_SECRET = 'APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY';

/**
 * NODE_ENV for the server: a value, or none at all. A variable whose value is undefined is left out
 * of a child's environment (child_process skips it), as on a server started by hand without it.
 */
const nodeEnv = (value: string | undefined) => ({ NODE_ENV: value }) as Record<string, string>;

describe('NODE_ENV=production', () => {
  it('refuses to start on the demo secrets, naming what to set', async () => {
    await expect(startServer({ env: { NODE_ENV: 'production' } })).rejects.toThrow(
      `Refusing to start without real secrets (NODE_ENV=production; the demo secrets are for NODE_ENV=development only): set ${EVERY_SECRET}`,
    );
  });

  it('refuses to start with a secret under 32 bytes, naming it', async () => {
    await expect(
      startServer({
        env: {
          NODE_ENV: 'production',
          ...realSecrets(),
          JWT_SECRET: 'x',
          APP_KEYS: `${realSecret()},${randomBytes(16).toString('base64')}`,
        },
      }),
    ).rejects.toThrow(
      'Refusing to start with short secrets (NODE_ENV=production): APP_KEYS, JWT_SECRET have a value (each of APP_KEYS counts) under 32 bytes; make each with openssl rand -base64 32',
    );
  });

  it('refuses to start with the demo password for the back-office account', async () => {
    await expect(
      startServer({
        env: {
          NODE_ENV: 'production',
          ...realSecrets(),
          BACKOFFICE_ADMIN_EMAIL: 'it@bank.example',
          BACKOFFICE_ADMIN_PASSWORD: DEMO_ADMIN.password,
        },
      }),
    ).rejects.toThrow(/Refusing to start with the demo password in BACKOFFICE_ADMIN_PASSWORD/);
  });

  it('refuses to create the first Administrator with a password the rules refuse, saying why', async () => {
    await expect(
      startServer({
        env: {
          NODE_ENV: 'production',
          ...realSecrets(),
          BACKOFFICE_ADMIN_EMAIL: 'it@bank.example',
          BACKOFFICE_ADMIN_PASSWORD: 'Password1234',
        },
      }),
    ).rejects.toThrow(
      /Refusing to create the first Administrator with BACKOFFICE_ADMIN_PASSWORD: This password is too easy to guess\./,
    );
  });

  it('refuses to start with TEST_NOW: the rates never follow a made-up date', async () => {
    await expect(
      startServer({ env: { NODE_ENV: 'production', ...realSecrets(), TEST_NOW: '2026-01-01T00:00:00+05:30' } }),
    ).rejects.toThrow(/TEST_NOW is set/);
  });

  it('creates no demo content, demo account or API token, and sends HSTS', async () => {
    const server = await startServer({ seed: true, env: { NODE_ENV: 'production', ...realSecrets() } });
    try {
      const api = apiClient(server.url);
      expect((await api.get('/api/deposits')).body).toEqual([]);
      expect((await api.json('POST', '/api/admin/login', DEMO_ADMIN)).status).toBe(401);
      expect(await server.db.count('admin_users')).toBe(0);
      // Strapi's first start made a "Full Access" and a "Read Only" token; the product removed them.
      expect(await server.db.count('strapi_api_tokens')).toBe(0);
      expect(
        await server.query("SELECT record_label FROM activity_entries WHERE action = 'api_token_delete' ORDER BY id"),
      ).toEqual([
        { record_label: "Read Only (read-only): Strapi's default token, removed at start" },
        { record_label: "Full Access (full-access): Strapi's default token, removed at start" },
      ]);
      expect((await api.get('/api/users')).status).toBe(404);
      const response = await fetch(`${server.url}/api/news`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      await server.stop();
    }
  });
});

describe('the Strapi panel in production', () => {
  const panelAccount = { email: 'it-admin@bank.example', password: 'Quiet harbour lamps 2026!' };

  it("refuses to start with a super-admin password the product's rules refuse, though Strapi's own accept it", async () => {
    await expect(
      startServer({
        env: {
          NODE_ENV: 'production',
          ...realSecrets(),
          STRAPI_ADMIN_EMAIL: panelAccount.email,
          STRAPI_ADMIN_PASSWORD: 'Abcdefg1',
        },
      }),
    ).rejects.toThrow(/Refusing to start with STRAPI_ADMIN_PASSWORD \(the Strapi panel's super-admin\): /);
  });

  it('answers only the listed addresses and loopback, takes new passwords by the rules and never remembers a sign-in', async () => {
    const server = await startServer({
      env: {
        NODE_ENV: 'production',
        ...realSecrets(),
        TRUST_PROXY: 'true',
        PANEL_ALLOWED_ADDRESSES: '203.0.113.0/24, 2001:db8::/32',
        STRAPI_ADMIN_EMAIL: panelAccount.email,
        STRAPI_ADMIN_PASSWORD: panelAccount.password,
      },
    });
    try {
      // The client's address as the TLS proxy reports it (TRUST_PROXY=true).
      const from = (address: string) => apiClient(server.url, { 'X-Forwarded-For': address });
      const outsider = from('198.51.100.7');
      for (const urlPath of [
        '/admin',
        '/admin/auth/login',
        '/ADMIN/init',
        '/content-manager/init',
        '/upload/files',
        '/i18n/locales',
      ]) {
        const answer = await outsider.get(urlPath);
        expect([urlPath, answer.status]).toEqual([urlPath, 403]);
        expect(answer.body.error.message).toBe('The Strapi panel does not answer from this address.');
      }
      expect((await outsider.json('POST', '/admin/login', panelAccount)).status).toBe(403);
      // The public site, its media and the back office's API stay the public's.
      expect((await outsider.get('/api/news')).status).toBe(200);
      expect((await outsider.get('/uploads/none.pdf')).status).toBe(404);
      expect((await outsider.json('POST', '/api/admin/login', DEMO_ADMIN)).status).toBe(401);
      // A listed address, IPv6 too, and loopback (an SSH tunnel) reach it.
      for (const client of [from('203.0.113.9'), from('2001:db8::5'), apiClient(server.url)])
        expect((await client.get('/admin/init')).status).toBe(200);

      const bank = from('203.0.113.9');
      const login = await bank.json('POST', '/admin/login', { ...panelAccount, rememberMe: true });
      expect(login.status).toBe(200);
      const refresh = login.headers.getSetCookie().find((cookie) => cookie.startsWith('strapi_admin_refresh='));
      expect(refresh).not.toMatch(/expires=|max-age=/i);
      expect(
        await server.query("SELECT actor, ip, record_label FROM activity_entries WHERE action = 'panel_sign_in'"),
      ).toEqual([
        {
          actor: panelAccount.email,
          ip: '203.0.113.9',
          record_label: 'Strapi panel sign-in, while changes need approval',
        },
      ]);

      // Strapi's own rule takes Abcdefg1; the product's does not, and says why under the field.
      const token = login.body.data.token as string;
      const weak = await bank.call('PUT', '/admin/users/me', {
        token,
        json: { currentPassword: panelAccount.password, password: 'Abcdefg1' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.error.details.errors[0]).toMatchObject({
        path: ['password'],
        message: expect.stringMatching(/./),
      });
      const strong = await bank.call('PUT', '/admin/users/me', {
        token,
        json: { currentPassword: panelAccount.password, password: 'Copper kettles sing at dawn 7' },
      });
      expect(strong.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

// The demo secrets, accounts and content are published with the code: only NODE_ENV=development
// (npm start and the test harness set it) may use them. Strapi itself turns an unset NODE_ENV into
// 'development' as it loads; the server still tells the two apart.
describe('any NODE_ENV but development, or none', () => {
  it.each([
    ['not set', undefined],
    ['staging', 'staging'],
    ['test', 'test'],
  ])('%s: refuses to start on the demo secrets, naming what to set', async (_, value) => {
    const setting = value ? `NODE_ENV=${value}` : 'NODE_ENV not set';
    await expect(startServer({ env: nodeEnv(value) })).rejects.toThrow(
      `Refusing to start without real secrets (${setting}; the demo secrets are for NODE_ENV=development only): set ${EVERY_SECRET}`,
    );
  });

  it('not set: refuses a demo secret among real ones', async () => {
    await expect(
      startServer({
        env: { ...nodeEnv(undefined), ...realSecrets(), JWT_SECRET: 'demo-users-permissions-jwt-secret' },
      }),
    ).rejects.toThrow(/development only\): set JWT_SECRET$/m);
  });

  it('staging: refuses the demo password for the panel account', async () => {
    await expect(
      startServer({
        env: {
          NODE_ENV: 'staging',
          ...realSecrets(),
          STRAPI_ADMIN_EMAIL: 'it-admin@bank.example',
          STRAPI_ADMIN_PASSWORD: DEMO_SUPERADMIN.password,
        },
      }),
    ).rejects.toThrow(
      'Refusing to start with the demo password in STRAPI_ADMIN_PASSWORD (NODE_ENV=staging; the demo password is for NODE_ENV=development only)',
    );
  });

  it('staging with real secrets: only the accounts the variables name, no demo content', async () => {
    const accounts = {
      BACKOFFICE_ADMIN_EMAIL: 'it@bank.example',
      BACKOFFICE_ADMIN_PASSWORD: 'Staging#Backoffice-2026',
      STRAPI_ADMIN_EMAIL: 'it-admin@bank.example',
      STRAPI_ADMIN_PASSWORD: 'Staging#Panel-2026',
    };
    const server = await startServer({ seed: true, env: { NODE_ENV: 'staging', ...realSecrets(), ...accounts } });
    try {
      const api = apiClient(server.url);
      expect((await api.get('/api/deposits')).body).toEqual([]);
      expect((await api.get('/api/news')).body).toEqual([]);
      expect((await api.json('POST', '/api/admin/login', DEMO_ADMIN)).status).toBe(401);
      expect(
        (
          await api.json('POST', '/api/admin/login', {
            email: accounts.BACKOFFICE_ADMIN_EMAIL,
            password: accounts.BACKOFFICE_ADMIN_PASSWORD,
          })
        ).status,
      ).toBe(200);
      expect(await server.query('SELECT email FROM up_users')).toEqual([{ email: accounts.BACKOFFICE_ADMIN_EMAIL }]);
      expect(await server.query('SELECT email FROM admin_users')).toEqual([{ email: accounts.STRAPI_ADMIN_EMAIL }]);
      // HSTS stays a matter of production or an https PUBLIC_ORIGIN: a staging server on plain http sends none.
      expect((await fetch(`${server.url}/api/news`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});
