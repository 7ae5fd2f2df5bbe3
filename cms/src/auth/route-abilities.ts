import type { Core } from '@strapi/strapi';
import {
  COMMANDS,
  commandNamed,
  STAFF_ABILITIES,
  STAFF_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  roleMay,
  type StaffAbility,
  type StaffRole,
} from '@bank/shared';
import { routeAbility, routeCommand, routePublishes } from '../content/route-config';
import { commandsWithoutHandler } from '../lib/commands';

/** A route file as Strapi mounts it (src/api/<name>/routes/<file>): its routes, under /api unless it is the panel's. */
export interface RouteFile {
  type?: string;
  routes: { method: string; path: string; config?: unknown }[];
}

/** One /api/admin route and what it asks of the caller: an ability, or nothing because it is a step of signing in. */
export interface AdminRoute {
  method: string;
  path: string;
  ability: StaffAbility | 'sign-in step';
  /** Four eyes: kept as a change request while changes need approval (GuardConfig.publishes): always, or when what it says. */
  publishes?: true | string;
}

const ADMIN_PREFIX = '/admin/';

/**
 * Every /api/admin route of these route files with its ability, by path and method. Throws naming
 * each admin route that states none (neither `backoffice(ability)` nor `signInStep()`): a route
 * cannot be left open, or shut to everyone, by forgetting it.
 */
export function adminRoutesOf(files: RouteFile[]): AdminRoute[] {
  const routes: AdminRoute[] = [];
  const unguarded: string[] = [];
  for (const file of files) {
    if (file.type === 'admin') continue;
    for (const route of file.routes) {
      if (!route.path.startsWith(ADMIN_PREFIX)) continue;
      const ability = routeAbility(route.config);
      if (ability === null) unguarded.push(`${route.method} /api${route.path}`);
      else
        routes.push({
          method: route.method,
          path: `/api${route.path}`,
          ability,
          ...(routePublishes(route.config) ? { publishes: routePublishes(route.config) as true | string } : {}),
        });
    }
  }
  if (unguarded.length > 0)
    throw new Error(
      `These /api/admin routes name no ability: ${unguarded.join(', ')}. Give each backoffice('<ability>') (STAFF_ABILITIES in packages/shared/src/staff/roles.ts) or signInStep() in its route file.`,
    );
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The route files of the running Strapi's APIs. */
export function loadedRouteFiles(strapi: Core.Strapi): RouteFile[] {
  // Each API's routes: its route files by name, as Strapi loaded them.
  const apis = strapi.apis as unknown as Record<string, { routes?: Record<string, RouteFile> }>;
  return Object.values(apis).flatMap((api) => Object.values(api.routes ?? {}));
}

/**
 * At start: refuses to run with an /api/admin route that names no ability, and when it finds no
 * /api/admin route at all (a Strapi that kept its routes elsewhere would otherwise pass it on nothing).
 */
export function assertEveryAdminRouteGuarded(strapi: Core.Strapi): void {
  if (adminRoutesOf(loadedRouteFiles(strapi)).length === 0)
    throw new Error(
      'Found no /api/admin route in strapi.apis[*].routes, so none could be checked for its ability: see docs/architecture.md, Upgrading Strapi.',
    );
}

/**
 * At start: refuses to run while a command of the catalogue has no handler, a route that publishes
 * applies no command (it could not be held), or a route applies a command while asking another
 * ability than the command's (which its maker must have when it is
 * applied on approval too).
 */
export function assertCommandsWired(strapi: Core.Strapi): void {
  const missing = commandsWithoutHandler(COMMANDS);
  if (missing.length > 0) throw new Error(`No handler applies these commands: ${missing.join(', ')}`);
  for (const file of loadedRouteFiles(strapi))
    for (const route of file.routes) {
      const name = routeCommand(route.config);
      const ability = routeAbility(route.config);
      if (!name && routePublishes(route.config))
        throw new Error(
          `${route.method} /api${route.path} publishes but applies no command: give it one (lib/commands.ts)`,
        );
      if (name && ability !== commandNamed(name)?.ability)
        throw new Error(
          `${route.method} /api${route.path} asks ${ability} for ${name}, which asks ${commandNamed(name)?.ability}`,
        );
    }
}

const roleColumns = (cell: (role: StaffRole) => string, between = ' | ') => STAFF_ROLES.map(cell).join(between);

/** docs/roles.md: the roles, what each may do, and every /api/admin route with its ability. */
export function rolesTableMarkdown(routes: AdminRoute[]): string {
  const abilities = Object.entries(STAFF_ABILITIES) as [StaffAbility, (typeof STAFF_ABILITIES)[StaffAbility]][];
  const lines = [
    '# Staff roles',
    '',
    'Written by `npm run roles-table` from the declarations: the roles and abilities in',
    '`packages/shared/src/staff/roles.ts` and the `backoffice(ability)` of each route in `cms/src/api/*/routes`.',
    '`npm run lint` fails while this file differs from them: change the declarations, not this file',
    '(but for its last section, written by hand and checked against the product by `cms/tests/roles-matrix.test.ts`).',
    'Every `/api/admin` route answers 401 without a valid session and 403 `{message}` to a role without',
    'its ability, before the body is validated or the record looked up (`cms/src/auth/README.md`).',
    '',
    '## Roles',
    '',
    '| role | key | what it is for |',
    '|---|---|---|',
    ...STAFF_ROLES.map(
      (role) => `| ${STAFF_ROLE_DESCRIPTIONS[role].name} | \`${role}\` | ${STAFF_ROLE_DESCRIPTIONS[role].purpose} |`,
    ),
    '',
    '## What each role may do',
    '',
    `| ability | what | ${roleColumns((role) => STAFF_ROLE_DESCRIPTIONS[role].name)} |`,
    `|---|---|${roleColumns(() => '---', '|')}|`,
    ...abilities.map(
      ([ability, { what }]) =>
        `| \`${ability}\` | ${what} | ${roleColumns((role) => (roleMay(role, ability) ? 'yes' : '—'))} |`,
    ),
    '',
    '## Every /api/admin route',
    '',
    'A route marked "needs approval" changes what the public sees: while changes need approval it is kept',
    'as a change request (202) until another Approver or Administrator approves it (`cms/src/changes/`).',
    '',
    '| method | path | ability | roles | four eyes |',
    '|---|---|---|---|---|',
    ...routes.map(({ method, path, ability, publishes }) =>
      ability === 'sign-in step'
        ? `| ${method} | \`${path}\` | none: a step of signing in | anyone | — |`
        : `| ${method} | \`${path}\` | \`${ability}\` | ${STAFF_ROLES.filter((role) => roleMay(role, ability))
            .map((role) => STAFF_ROLE_DESCRIPTIONS[role].name)
            .join(
              ', ',
            )} | ${publishes === true ? 'needs approval' : publishes ? `needs approval when ${publishes}` : '—'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
