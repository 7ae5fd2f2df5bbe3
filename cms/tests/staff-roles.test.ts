import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, STAFF_ROLES, roleMay, type StaffRole } from '@bank/shared';
import { adminRoutesOf, type RouteFile } from '../src/auth/route-abilities';
import { DEMO_ACCOUNTS, type Json } from './support/api';
import { declaredRouteFiles } from './support/registry';
import { useTestServer } from './support/server';

const product = useTestServer();

/** The demo account of each role (cms/src/seed/demo-accounts.json). */
const DEMO_OF: Record<StaffRole, { email: string; password: string }> = {
  administrator: DEMO_ACCOUNTS.backoffice,
  ...DEMO_ACCOUNTS.staff,
};

const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  for (const role of STAFF_ROLES) tokens[role] = await product.api.login(DEMO_OF[role]);
});

/** A body no route takes: each refused role must get its 403 without the body being looked at. */
const INVALID_BODY = { not_a_field: 'x'.repeat(20), email: 'not an e-mail', page: -1 };
/** An id no record has: an allowed role gets 404 from the controller, after the guard. */
const UNKNOWN_ID = '999999';

describe('every /api/admin route for every staff role', async () => {
  // From the route files themselves: a new route is in this table the day it is declared.
  const routes = adminRoutesOf((await declaredRouteFiles()) as RouteFile[]).flatMap(({ method, path, ability }) =>
    ability === 'sign-in step' ? [] : [{ method, path, ability }],
  );
  const cases = routes.flatMap(({ method, path, ability }) =>
    STAFF_ROLES.map((role) => [method, path, role, ability] as const),
  );

  it('covers the users, account and content routes', () => {
    expect(routes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'PUT /api/admin/users/:id',
        'GET /api/admin/account/session',
        'GET /api/admin/jobs',
        'POST /api/admin/activity/:id/restore',
      ]),
    );
  });

  it.each(cases)('%s %s as %s (%s)', async (method, path, role, ability) => {
    const url = path.replace(/:\w+/g, UNKNOWN_ID);
    // A sign-out ends the session it is sent with: it gets a session of its own.
    const token =
      method === 'POST' && path === '/api/admin/logout' ? await product.api.login(DEMO_OF[role]) : tokens[role];
    const answer = await product.api.call(method, url, { token, json: method === 'GET' ? undefined : INVALID_BODY });
    if (roleMay(role, ability)) {
      expect([401, 403], `${role} may ${ability}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: STAFF_MESSAGES.forbidden });
    }
  });
});

describe('a refusal for the role', () => {
  it('is in the activity log, with who asked for what', async () => {
    const refused = await product.api.get('/api/admin/users', tokens.editor);
    expect(refused.status).toBe(403);
    const log = await product.api.get('/api/admin/activity?action=forbidden', tokens.administrator);
    expect(log.body.results[0] as Json).toMatchObject({
      actor: DEMO_ACCOUNTS.staff.editor.email,
      actor_kind: 'backoffice',
      action: 'forbidden',
      resource: 'staff-accounts',
      record_label: 'Editors cannot read the staff accounts',
    });
  });

  it('comes before the record is looked up: an unknown record is 404 only for a role that may touch it', async () => {
    expect((await product.api.del(`/api/admin/jobs/${UNKNOWN_ID}`, tokens.auditor)).status).toBe(403);
    expect((await product.api.del(`/api/admin/jobs/${UNKNOWN_ID}`, tokens.editor)).status).toBe(404);
  });
});
