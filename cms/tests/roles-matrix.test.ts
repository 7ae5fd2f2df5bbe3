import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  roleMay,
  type StaffAbility,
  type StaffRole,
} from '@bank/shared';
import { adminRoutesOf, type RouteFile } from '../src/auth/route-abilities';
import { DEMO_ACCOUNTS } from './support/api';
import { declaredRouteFiles } from './support/registry';
import { useTestServer } from './support/server';

// staff-roles.test.ts proves the guard follows each route's declared ability; this file proves the
// declared abilities are the ones people wrote down, role by route, in docs/roles.md.

const ROLES_DOC = path.resolve(__dirname, '..', '..', 'docs', 'roles.md');
const MATRIX_HEADING = '## Who may call the sensitive routes (written by hand)';

/** The abilities whose every route the matrix lists: enquiries.*, users.*, changes.*, activity.read and settings.*. */
const isSensitive = (ability: StaffAbility): boolean =>
  /^(enquiries|users|changes|settings)\./.test(ability) || ability === 'activity.read';

/** One row of the hand-written matrix: a route and the roles it says may call it (`yes`; `403` for the others). */
interface MatrixRow {
  method: string;
  path: string;
  allowed: StaffRole[];
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

const roleName = (role: StaffRole): string => STAFF_ROLE_DESCRIPTIONS[role].name;
const roleNames = (roles: StaffRole[]): string => (roles.length ? roles.map(roleName).join(', ') : 'no role');

/** The matrix as a person reads it in docs/roles.md: method, path, then a column per role saying `yes` or `403`. */
function handWrittenMatrix(markdown: string): MatrixRow[] {
  const section = markdown.split(MATRIX_HEADING)[1];
  if (section === undefined) throw new Error(`docs/roles.md has no section '${MATRIX_HEADING}': write it back.`);
  const [header, , ...rows] = section
    .split('\n## ')[0]
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map(cellsOf);
  const columns = STAFF_ROLES.map((role) => [role, header.indexOf(roleName(role))] as const);
  const unnamed = columns.filter(([, column]) => column === -1).map(([role]) => roleName(role));
  if (header[0] !== 'method' || header[1] !== 'path' || unnamed.length > 0)
    throw new Error(
      `The matrix in docs/roles.md must start 'method | path' and have a column per role; it has none for ${unnamed.join(', ')}.`,
    );
  return rows.map((cells) => {
    const [method, quotedPath] = cells;
    const allowed = columns.flatMap(([role, column]) => {
      const cell = cells[column];
      if (cell !== 'yes' && cell !== '403')
        throw new Error(`docs/roles.md, ${method} ${quotedPath}: '${cell}' for ${roleName(role)}; write yes or 403.`);
      return cell === 'yes' ? [role] : [];
    });
    return { method, path: quotedPath.replace(/`/g, ''), allowed };
  });
}

const matrix = handWrittenMatrix(readFileSync(ROLES_DOC, 'utf8'));
const routeKey = ({ method, path: routePath }: { method: string; path: string }) => `${method} ${routePath}`;

describe('the hand-written matrix of docs/roles.md, beside the route files', async () => {
  // Every guarded /api/admin route with the ability its route file declares.
  const declaredAbility = new Map(
    adminRoutesOf((await declaredRouteFiles()) as RouteFile[]).flatMap((route) =>
      route.ability === 'sign-in step' ? [] : [[routeKey(route), route.ability] as const],
    ),
  );
  const sensitive = [...declaredAbility].flatMap(([route, ability]) => (isSensitive(ability) ? [route] : []));

  it('lists every route declared with a sensitive ability, once, and no other', () => {
    const listed = matrix.map(routeKey);
    expect({
      'declared, but missing from the matrix': sensitive.filter((route) => !listed.includes(route)),
      'in the matrix, but declared with no sensitive ability': listed.filter((route) => !sensitive.includes(route)),
      'in the matrix twice': listed.filter((route, index) => listed.indexOf(route) !== index),
    }).toEqual({
      'declared, but missing from the matrix': [],
      'in the matrix, but declared with no sensitive ability': [],
      'in the matrix twice': [],
    });
  });

  const rows = matrix.map((row) => [routeKey(row), row.allowed] as const);
  it.each(rows)("%s: the roles it allows are the ones its route file's ability allows", (route, allowed) => {
    const ability = declaredAbility.get(route);
    if (ability === undefined)
      throw new Error(`${route} is in the matrix in docs/roles.md, but no route file declares it.`);
    const allowedByRouteFile = STAFF_ROLES.filter((role) => roleMay(role, ability));
    expect(
      allowed,
      `${route}: the matrix in docs/roles.md allows ${roleNames(allowed)}; its route file declares ` +
        `backoffice('${ability}'), which allows ${roleNames(allowedByRouteFile)}. Change whichever is wrong.`,
    ).toEqual(allowedByRouteFile);
  });
});

/** The demo account of each role (cms/src/seed/demo-accounts.json). */
const DEMO_OF: Record<StaffRole, { email: string; password: string }> = {
  administrator: DEMO_ACCOUNTS.backoffice,
  ...DEMO_ACCOUNTS.staff,
};

/** A body no route takes and an id no record has, as in staff-roles.test.ts: nothing is changed, by any role. */
const INVALID_BODY = { not_a_field: 'x'.repeat(20), email: 'not an e-mail', page: -1 };
const UNKNOWN_ID = '999999';

describe('the running product, asked by each role as the matrix says', () => {
  const product = useTestServer();
  const tokens = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens[role] = await product.api.login(DEMO_OF[role]);
  });

  const cases = matrix.flatMap(({ method, path: routePath, allowed }) =>
    STAFF_ROLES.map((role) => [method, routePath, role, allowed.includes(role) ? 'yes' : '403'] as const),
  );

  it.each(cases)('%s %s as %s: %s', async (method, routePath, role, expected) => {
    const answer = await product.api.call(method, routePath.replace(/:\w+/g, UNKNOWN_ID), {
      token: tokens[role],
      json: method === 'GET' ? undefined : INVALID_BODY,
    });
    if (expected === '403') {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: STAFF_MESSAGES.forbidden });
    } else {
      expect([401, 403], `${role} is allowed: ${answer.status} ${JSON.stringify(answer.body)}`).not.toContain(
        answer.status,
      );
    }
  });
});
