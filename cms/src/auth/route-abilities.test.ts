import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_ABILITIES } from '@bank/shared';
import { backoffice, signInStep } from '../content/resource-routes';
import { adminRoutesOf, rolesTableMarkdown, type RouteFile } from './route-abilities';

const API_DIR = path.resolve(__dirname, '..', 'api');

/** Every route file of src/api, as Strapi loads them. */
async function routeFiles(): Promise<RouteFile[]> {
  const files: RouteFile[] = [];
  for (const entity of readdirSync(API_DIR).sort()) {
    const dir = path.join(API_DIR, entity, 'routes');
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names.sort())
      files.push(((await import(path.join(dir, name))) as { default: RouteFile }).default);
  }
  return files;
}

describe('the abilities of the /api/admin routes', () => {
  it('names one for every admin route of the route files, and lets only the sign-in steps go without', async () => {
    const routes = adminRoutesOf(await routeFiles());
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes)
      expect(
        route.ability === 'sign-in step' || route.ability in STAFF_ABILITIES,
        `${route.method} ${route.path}`,
      ).toBe(true);
    expect(routes.filter((route) => route.ability === 'sign-in step').map((route) => route.path)).toEqual([
      '/api/admin/login',
      '/api/admin/login/code',
      '/api/admin/set-password',
      '/api/admin/two-step/confirm',
      '/api/admin/two-step/enrol',
    ]);
  });

  it('refuses a route file with an admin route that names no ability, naming the route', () => {
    const files: RouteFile[] = [
      {
        routes: [
          { method: 'GET', path: '/admin/reports', config: backoffice('content.read') },
          { method: 'POST', path: '/admin/reports', config: { auth: false } },
          { method: 'POST', path: '/admin/forgotten', config: { auth: false, middlewares: ['global::rate-limit'] } },
          { method: 'GET', path: '/reports', config: { auth: false } },
        ],
      },
    ];
    expect(() => adminRoutesOf(files)).toThrow(
      /These \/api\/admin routes name no ability: POST \/api\/admin\/reports, POST \/api\/admin\/forgotten\./,
    );
    expect(adminRoutesOf([{ routes: [{ method: 'POST', path: '/admin/step', config: signInStep() }] }])).toEqual([
      { method: 'POST', path: '/api/admin/step', ability: 'sign-in step' },
    ]);
  });

  it('writes the roles table that docs/roles.md holds', async () => {
    const markdown = rolesTableMarkdown(adminRoutesOf(await routeFiles()));
    expect(markdown).toContain('| `users.manage` | ');
    expect(markdown).toContain('| PUT | `/api/admin/users/:id` | `users.manage` | Administrator |');
    expect(markdown).toContain('| POST | `/api/admin/login` | none: a step of signing in | anyone |');
  });
});
