import type { Context } from 'koa';
import { STAFF_ABILITIES, type StaffAbility } from '@bank/shared';
import type { ListResource } from './list-resource';
import { createResourceController } from './resource-controller';
import { translationRoutes } from './translations';
import { isTranslated } from './locales';
import type { Publishes } from './publishes';

/** The route middleware that guards every /api/admin route but the sign-in steps (middlewares/backoffice-guard.ts). */
const BACKOFFICE_GUARD = 'global::backoffice-guard';

/** What the back-office guard of one route is told: the ability it asks for, and whether the call counts as activity. */
export interface GuardConfig {
  ability: StaffAbility;
  /** False for a call the back office makes by itself (reading when the session ends): it does not keep a session alive. */
  countsAsActivity: boolean;
  /**
   * Four eyes: what the route changes of what the public sees, or false. While changes need
   * approval such a route's request is kept as a change request and applied only when another
   * account approves it (src/changes/). Derived: every 'content.write' and 'settings.write' route
   * publishes unless it says `publishes: false`, so a new public write is held by construction.
   */
  publishes: Publishes | false;
}

/** The abilities whose routes change what the public sees. */
const PUBLISHING_ABILITIES: ReadonlySet<StaffAbility> = new Set(['content.write', 'settings.write']);

/**
 * Route config of an /api/admin route: a signed-in staff member whose role has `ability`
 * (STAFF_ABILITIES in @bank/shared), else 401 or 403 before anything else of the request is looked at.
 */
export const backoffice = (
  ability: StaffAbility,
  { countsAsActivity = true, publishes }: { countsAsActivity?: boolean; publishes?: Publishes | false } = {},
) =>
  ({
    auth: false,
    middlewares: [
      {
        name: BACKOFFICE_GUARD,
        config: {
          ability,
          countsAsActivity,
          publishes: publishes ?? (PUBLISHING_ABILITIES.has(ability) ? {} : false),
        } satisfies GuardConfig,
      },
    ],
  }) as const;

export const PUBLIC = { auth: false } as const;

/**
 * Route config of an /api/admin route anyone may call because it is a step of signing in (the
 * sign-in, setting a password from a link): said on purpose, so that an admin route without an
 * ability is a mistake the start refuses (auth/route-abilities.ts).
 */
export const signInStep = (...middlewares: { name: string; config: Record<string, unknown> }[]) =>
  ({ auth: false, signInStep: true, middlewares }) as const;

/** The back-office guard's config of a route, if it has the guard. */
function guardConfigOf(config: unknown): Partial<GuardConfig> | undefined {
  // Route configs are plain objects as the route files declare them.
  const { middlewares } = (config ?? {}) as { middlewares?: unknown[] };
  const guard = middlewares?.find(
    (middleware): middleware is { name: string; config?: Partial<GuardConfig> } =>
      typeof middleware === 'object' &&
      middleware !== null &&
      (middleware as { name?: unknown }).name === BACKOFFICE_GUARD,
  );
  return guard?.config;
}

/** The ability a route's config asks for, 'sign-in step' for the declared sign-in steps, or null for neither. */
export function routeAbility(config: unknown): StaffAbility | 'sign-in step' | null {
  if ((config as { signInStep?: boolean } | undefined)?.signInStep === true) return 'sign-in step';
  const ability = guardConfigOf(config)?.ability;
  return ability && ability in STAFF_ABILITIES ? ability : null;
}

/** Whether a route's request is kept as a change request while changes need approval. */
/** Whether a route's requests are held while changes need approval: always (true), some (what `holds.when` says), or never. */
export const routePublishes = (config: unknown): true | string | false => {
  const publishes = guardConfigOf(config)?.publishes;
  return publishes ? (publishes.holds?.when ?? true) : false;
};

/**
 * The admin routes of one list resource: list, add, update (POST or PUT, as the resource's rule
 * says) and delete; its public list is one of the public reads (reads/public-reads.ts). Strapi
 * mounts them under /api; each handler is the resource's controller action itself, so no
 * controller file repeats the registry.
 */
export function resourceRoutes(resource: ListResource) {
  const { rule } = resource;
  const controller = createResourceController(resource);
  const base = `/admin/${rule.path}`;
  const write = (check: Publishes['check']) =>
    backoffice('content.write', { publishes: { record: resource.uid, check } });
  return [
    { method: 'GET', path: base, handler: controller.list, config: backoffice('content.read') },
    { method: 'POST', path: base, handler: controller.create, config: write(controller.checkCreate) },
    {
      method: rule.updateMethod,
      path: `${base}/:id`,
      handler: controller.update,
      config: write(controller.checkUpdate),
    },
    { method: 'DELETE', path: `${base}/:id`, handler: controller.remove, config: write(undefined) },
    ...(isTranslated(resource.uid)
      ? translationRoutes(
          {
            uid: resource.uid,
            base,
            schema: rule.schema,
            files: rule.media ? [rule.media] : [],
            labelField: resource.labelField,
          },
          { read: backoffice('content.read'), write },
        )
      : []),
  ];
}

/**
 * The back office's routes of one object the whole site reads (the hidden pages, the site settings;
 * read by everyone as a public read): `GET` and `PUT /api/admin/<path>`, each with its ability, the
 * PUT with what it publishes (four eyes).
 */
export function sharedObjectRoutes<T>(
  path: string,
  abilities: { read: StaffAbility; save: StaffAbility },
  read: () => Promise<T>,
  save: (ctx: Context) => Promise<T>,
  publishes: Publishes,
) {
  const answerRead = async (ctx: Context) => {
    ctx.body = await read();
  };
  const answerSave = async (ctx: Context) => {
    ctx.body = await save(ctx);
  };
  return [
    { method: 'GET', path: `/admin/${path}`, handler: answerRead, config: backoffice(abilities.read) },
    { method: 'PUT', path: `/admin/${path}`, handler: answerSave, config: backoffice(abilities.save, { publishes }) },
  ];
}
