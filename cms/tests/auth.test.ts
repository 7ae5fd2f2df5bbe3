import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { RESOURCE_RULES, STAFF_MESSAGES } from '@bank/shared';
import { DEMO_ADMIN, apiClient } from './support/api';
import { adminRoutesOf, type RouteFile } from '../src/auth/route-abilities';
import { declaredRouteFiles } from './support/registry';
import { startServer, useTestServer, writeDirectly } from './support/server';

const DEMO_JWT_SECRET = 'demo-users-permissions-jwt-secret';

const product = useTestServer({ own: true });

const panelSession = () => product.api.panelSession();

describe('POST /api/admin/login', () => {
  it('issues a bearer token to the back-office administrator, living until the session ends (8 hours)', async () => {
    const answer = await product.api.json('POST', '/api/admin/login', DEMO_ADMIN);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 8 * 3600 });
    const claims = jwt.decode(answer.body.access_token) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
  });

  it('gives no longer session when Remember Me is ticked', async () => {
    const answer = await product.api.json('POST', '/api/admin/login', { ...DEMO_ADMIN, remember: true });
    expect(answer.status).toBe(200);
    expect(answer.body.expires_in).toBe(8 * 3600);
  });

  it('accepts the e-mail in any letter case', async () => {
    expect(
      (await product.api.json('POST', '/api/admin/login', { ...DEMO_ADMIN, email: 'Admin@Example.com' })).status,
    ).toBe(200);
  });

  it('answers one 401 message whatever was wrong', async () => {
    const wrongPassword = await product.api.json('POST', '/api/admin/login', {
      ...DEMO_ADMIN,
      password: 'Admin@123456',
    });
    const unknownEmail = await product.api.json('POST', '/api/admin/login', {
      ...DEMO_ADMIN,
      email: 'nobody@example.com',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: expect.any(String) });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses missing fields and a malformed e-mail with the form messages', async () => {
    const missing = await product.api.json('POST', '/api/admin/login', { email: '', password: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      email: 'Please Enter The Email And Password',
      password: 'Please Enter The Email And Password',
    });
    const malformed = await product.api.json('POST', '/api/admin/login', { email: 'admin@example', password: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.email).toBe('Please enter a valid email address');
  });

  it('refuses a user who is not a back-office administrator', async () => {
    // A users-permissions user of another role, as an older Strapi or a plugin might have left one
    // (the panel may write no user: auth/staff-writes.ts), written straight into the database.
    const server = product.server;
    const [authenticated] = await server.query<{ id: number }>("SELECT id FROM up_roles WHERE type = 'authenticated'");
    // Its password is the demo Administrator's: the same stored hash.
    const [{ password }] = await server.query<{ password: string }>('SELECT password FROM up_users WHERE email = $1', [
      DEMO_ADMIN.email,
    ]);
    const now = server.db.client === 'postgres' ? new Date().toISOString() : Date.now();
    await writeDirectly(
      server,
      'INSERT INTO up_users (document_id, username, email, provider, password, confirmed, blocked, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8)',
      ['member-document-id', 'member', 'member@example.com', 'local', password, 1, 0, now],
    );
    const [member] = await server.query<{ id: number }>("SELECT id FROM up_users WHERE email = 'member@example.com'");
    await writeDirectly(server, 'INSERT INTO up_users_role_lnk (user_id, role_id) VALUES ($1, $2)', [
      member.id,
      authenticated.id,
    ]);
    const created = { body: member };

    const login = await product.api.json('POST', '/api/admin/login', {
      email: 'member@example.com',
      password: DEMO_ADMIN.password,
    });
    expect(login.status).toBe(401);
    // Even a correctly signed back-office token for that user is refused.
    const token = jwt.sign({ id: created.body.id, jti: 'member-token', aud: 'backoffice' }, DEMO_JWT_SECRET, {
      expiresIn: 600,
    });
    expect((await product.api.get('/api/admin/verify', token)).status).toBe(401);
  });
});

describe("users-permissions' own public routes", () => {
  it.each([
    ['/api/auth/local', { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }],
    ['/api/auth/local/register', { username: 'visitor', email: 'visitor@example.com', password: 'Visitor@12345' }],
    ['/api/auth/forgot-password', { email: DEMO_ADMIN.email }],
  ])('POST %s is not there: it answers as a path nothing serves', async (path, body) => {
    const answer = await product.api.json('POST', path, body);
    const nothing = await product.api.json('POST', '/api/nothing-here', body);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: nothing.status, body: nothing.body });
  });
});

describe('GET /api/admin/verify', () => {
  it('answers the e-mail of the signed-in administrator', async () => {
    const token = await product.api.login();
    expect(await product.api.get('/api/admin/verify', token)).toMatchObject({
      status: 200,
      body: { email: DEMO_ADMIN.email },
    });
  });

  it.each([
    ['no credential', {}],
    ['a malformed header', { Authorization: 'Bearer' }],
    ['another scheme', { Authorization: 'Basic YWRtaW46YWRtaW4=' }],
    [
      'a forged token',
      { Authorization: `Bearer ${jwt.sign({ id: 1, jti: 'x', aud: 'backoffice' }, 'not-the-secret')}` },
    ],
    [
      'an expired token',
      {
        Authorization: `Bearer ${jwt.sign({ id: 1, jti: 'y', aud: 'backoffice', exp: Math.floor(Date.now() / 1000) - 10 }, DEMO_JWT_SECRET)}`,
      },
    ],
    [
      'a token of another audience',
      { Authorization: `Bearer ${jwt.sign({ id: 1 }, DEMO_JWT_SECRET, { expiresIn: 600 })}` },
    ],
    [
      'an unsigned token',
      { Authorization: `Bearer ${jwt.sign({ id: 1, jti: 'z', aud: 'backoffice' }, '', { algorithm: 'none' })}` },
    ],
  ])('refuses %s with 401', async (_case, headers) => {
    const answer = await product.api.call('GET', '/api/admin/verify', { headers });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: expect.any(String) });
  });
});

describe('every /api/admin route', async () => {
  // Every route the CMS declares under /api/admin but the sign-in steps (`signInStep()`), ids filled in.
  const adminRoutes = adminRoutesOf((await declaredRouteFiles()) as RouteFile[])
    .filter(({ ability }) => ability !== 'sign-in step')
    .map(({ method, path }): [string, string] => [method, path.replace(/:\w+/g, '1')]);

  it('include the admin list, add, update and delete of every list resource', () => {
    for (const rule of Object.values(RESOURCE_RULES)) {
      expect(adminRoutes).toEqual(
        expect.arrayContaining([
          ['GET', `/api/admin/${rule.path}`],
          ['POST', `/api/admin/${rule.path}`],
          [rule.updateMethod, `/api/admin/${rule.path}/1`],
          ['DELETE', `/api/admin/${rule.path}/1`],
        ]),
      );
    }
  });

  it.each(adminRoutes)('%s %s refuses a request without a valid token', async (method, path) => {
    const anonymous = await product.api.call(method, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String) });
    const forged = await product.api.call(method, path, {
      token: jwt.sign({ id: 1, jti: 'f', aud: 'backoffice' }, 'wrong'),
    });
    expect(forged.status).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends that session at once, and only that one', async () => {
    const signedOut = await product.api.login();
    const other = await product.api.login();
    expect((await product.api.call('POST', '/api/admin/logout', { token: signedOut })).status).toBe(200);

    expect((await product.api.get('/api/admin/verify', signedOut)).status).toBe(401);
    expect((await product.api.get('/api/admin/jobs', signedOut)).status).toBe(401);
    const again = await product.api.call('POST', '/api/admin/logout', { token: signedOut });
    expect(again).toMatchObject({ status: 401, body: { message: STAFF_MESSAGES.sessionEnded } });
    expect((await product.api.get('/api/admin/verify', other)).status).toBe(200);
  });

  it('refuses a logout without a credential', async () => {
    expect((await product.api.call('POST', '/api/admin/logout')).status).toBe(401);
  });

  it('keeps an ended session refused after the server restarts', async () => {
    const token = await product.api.login();
    await product.api.call('POST', '/api/admin/logout', { token });
    await product.server.kill();
    await product.server.restart();
    expect((await product.api.get('/api/admin/verify', token)).status).toBe(401);
    expect((await product.api.get('/api/admin/verify', await product.api.login())).status).toBe(200);
  });
});

describe('several server processes on one database', () => {
  it('refuses in every process a token signed out through one of them', async () => {
    const second = await startServer({ database: product.server.db });
    try {
      const secondApi = apiClient(second.url);
      const token = await product.api.login();
      expect((await secondApi.get('/api/admin/verify', token)).status).toBe(200);
      expect((await secondApi.call('POST', '/api/admin/logout', { token })).status).toBe(200);
      expect((await product.api.get('/api/admin/verify', token)).status).toBe(401);
      expect((await product.api.get('/api/admin/contactus', token)).status).toBe(401);
    } finally {
      await second.stop();
    }
  });
});

describe('Strapi panel at /admin', () => {
  it('lets the super-admin edit site content, which the public API then shows', async () => {
    const panel = await panelSession();
    const created = await panel.call('POST', '/content-manager/collection-types/api::deposit.deposit', {
      name: 'Panel FD',
      details: 'Entered in the Strapi panel.',
      interest_rate: 6.75,
    });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    const edited = await panel.call('PUT', `/content-manager/collection-types/api::deposit.deposit/${documentId}`, {
      name: 'Panel FD',
      details: 'Edited in the Strapi panel.',
      interest_rate: 6.8,
    });
    expect(edited.status).toBe(200);
    const deposits = (await product.api.get('/api/deposits')).body;
    expect(deposits).toContainEqual({
      id: created.body.data.id,
      name: 'Panel FD',
      details: 'Edited in the Strapi panel.',
      rate_product: null,
      interest_rate: 6.8,
      rate_range: null,
      offers_calculator: true,
      image: null,
    });
  });
});
