import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPERADMIN, samplePdf, type Json } from './support/api';
import { useTestServer } from './support/server';

// Strapi's API tokens are no way in: its defaults are gone, the plugins' content routes under /api
// answer 404 whoever asks, and a token made, changed, removed or presented is in the activity log.
const product = useTestServer();
let admin: string;

const activity = async (action: string): Promise<Json[]> =>
  (await product.api.get(`/api/admin/activity?action=${action}`, admin)).body.results;

/** A token a super-user makes in the panel's Settings, with the key the panel shows. */
async function panelToken(type: 'full-access' | 'read-only') {
  const panel = await product.api.panelSession();
  const made = await panel.call('POST', '/admin/api-tokens', {
    name: `Integration ${type}`,
    description: 'made in a test',
    type,
    lifespan: null,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { panel, id: made.body.data.id as number, key: made.body.data.accessKey as string };
}

/** The users-permissions and upload routes a token of Strapi's reached: each a write or a read of staff or files. */
const PLUGIN_CONTENT_ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/users'],
  ['GET', '/api/users/me'],
  ['GET', '/api/users/1'],
  ['PUT', '/api/users/1', { staff_role: 'administrator', blocked: true }],
  ['DELETE', '/api/users/1'],
  ['POST', '/api/auth/local', { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }],
  ['POST', '/api/auth/local/register', { username: 'x', email: 'x@bank.example', password: 'Abcdefg1' }],
  ['POST', '/api/auth/forgot-password', { email: DEMO_ADMIN.email }],
  ['GET', '/api/users-permissions/roles'],
  ['GET', '/api/upload/files'],
];

beforeAll(async () => {
  admin = await product.api.login();
});

describe("Strapi's API tokens", () => {
  it('are not there after the first start, which removed the two Strapi makes and said so', async () => {
    expect(await product.server.query('SELECT name FROM strapi_api_tokens')).toEqual([]);
    const removed = await activity('api_token_delete');
    expect(removed.map((entry: Json) => entry.record_label).sort()).toEqual([
      "Full Access (full-access): Strapi's default token, removed at start",
      "Read Only (read-only): Strapi's default token, removed at start",
    ]);
    expect(removed.every((entry: Json) => entry.actor_kind === 'system' && entry.resource === 'api-tokens')).toBe(true);
  });

  it("reach none of the users-permissions or upload routes under /api, nor does a visitor or a staff member's token", async () => {
    const { key } = await panelToken('full-access');
    // What the router answers where nothing is served: 404 to a GET; to another method, 405 (the
    // site's pages answer GET at every path).
    const nothingServed = async (method: string) => (await product.api.call(method, '/api/nothing-here/1')).status;
    for (const [who, token] of [
      ['a visitor', undefined],
      ['an Administrator', admin],
      ['a full-access API token', key],
    ] as const) {
      for (const [method, path, json] of PLUGIN_CONTENT_ROUTES) {
        const answer = await product.api.call(method, path, { token, json });
        expect(answer.status, `${method} ${path} as ${who}: ${JSON.stringify(answer.body)}`).toBe(
          await nothingServed(method),
        );
      }
      const upload = await product.api.form('POST', '/api/upload', { files: samplePdf() }, token);
      expect(upload.status, `POST /api/upload as ${who}`).toBe(await nothingServed('POST'));
    }
    expect(await nothingServed('GET')).toBe(404);
    // Nothing of it was written: the first account (an Administrator) is as it was, no file was stored.
    const [first] = await product.server.query('SELECT staff_role, blocked FROM up_users WHERE id = 1');
    expect({ ...first, blocked: Boolean(first.blocked) }).toEqual({ staff_role: 'administrator', blocked: false });
    expect(product.server.uploadedFiles()).toEqual([]);
    // A plugin route still open to a token (i18n's locales) is reached, and that is an entry.
    const locales = await product.api.get('/api/i18n/locales', key);
    expect(locales.status).toBe(200);
    expect((await activity('api_token_use'))[0]).toMatchObject({
      actor: 'API token: Integration full-access',
      actor_kind: 'system',
      resource: 'api-tokens',
      record_label: 'Integration full-access (full-access): GET /api/i18n/locales answered 200',
    });
  });

  it('made, given a new key and removed in the panel are each an entry naming the super-user', async () => {
    const { panel, id } = await panelToken('read-only');
    expect((await panel.call('POST', `/admin/api-tokens/${id}/regenerate`)).status).toBe(201);
    expect((await panel.call('DELETE', `/admin/api-tokens/${id}`)).status).toBe(200);
    // Strapi's own two, made at the first start (and removed), are entries too: this token's are by its id and name.
    const ofToken = (entries: Json[]) =>
      entries.filter((entry) => entry.record_id === id && entry.record_label === 'Integration read-only (read-only)');
    for (const action of ['api_token_create', 'api_token_update', 'api_token_delete']) {
      expect(ofToken(await activity(action)), action).toEqual([
        expect.objectContaining({
          actor: DEMO_SUPERADMIN.email,
          actor_kind: 'panel',
          resource: 'api-tokens',
          record_label: 'Integration read-only (read-only)',
        }),
      ]);
    }
  });
});
