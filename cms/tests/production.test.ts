import { randomBytes } from 'crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, apiClient } from './support/api';
import { startServer } from './support/server';

/** Real-looking secrets, as an operator would set them. */
const realSecrets = () => ({
  APP_KEYS: [1, 2].map(() => randomBytes(16).toString('base64')).join(','),
  API_TOKEN_SALT: randomBytes(16).toString('base64'),
  ADMIN_JWT_SECRET: randomBytes(16).toString('base64'),
  TRANSFER_TOKEN_SALT: randomBytes(16).toString('base64'),
  JWT_SECRET: randomBytes(16).toString('base64'),
  ENCRYPTION_KEY: randomBytes(16).toString('base64'),
});

describe('NODE_ENV=production', () => {
  it('refuses to start on the demo secrets, naming what to set', async () => {
    await expect(startServer({ env: { NODE_ENV: 'production' } })).rejects.toThrow(/Refusing to start in production without real secrets: set APP_KEYS/);
  });

  it('refuses to start with the demo password for the back-office account', async () => {
    await expect(
      startServer({ env: { NODE_ENV: 'production', ...realSecrets(), BACKOFFICE_ADMIN_EMAIL: 'it@bank.example', BACKOFFICE_ADMIN_PASSWORD: DEMO_ADMIN.password } }),
    ).rejects.toThrow(/demo password in BACKOFFICE_ADMIN_PASSWORD/);
  });

  it('refuses to start with TEST_NOW: the rates never follow a made-up date', async () => {
    await expect(startServer({ env: { NODE_ENV: 'production', ...realSecrets(), TEST_NOW: '2026-01-01T00:00:00+05:30' } })).rejects.toThrow(/TEST_NOW is set/);
  });

  it('creates no demo content or demo account, and sends HSTS', async () => {
    const server = await startServer({ seed: true, env: { NODE_ENV: 'production', ...realSecrets() } });
    try {
      const api = apiClient(server.url);
      expect((await api.get('/api/deposits')).body).toEqual([]);
      expect((await api.json('POST', '/api/admin/login', DEMO_ADMIN)).status).toBe(401);
      expect(await server.db.count('admin_users')).toBe(0);
      const response = await fetch(`${server.url}/api/news`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      await server.stop();
    }
  });
});
