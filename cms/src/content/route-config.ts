import { STAFF_ABILITIES, type StaffAbility } from '@bank/shared';
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
  /** The command the route applies (its handler is `commandRoute(command)`), held as it while changes need approval. */
  command: string | null;
}

/** The abilities whose routes change what the public sees. */
const PUBLISHING_ABILITIES: ReadonlySet<StaffAbility> = new Set(['content.write', 'settings.write']);

/**
 * Route config of an /api/admin route: a signed-in staff member whose role has `ability`
 * (STAFF_ABILITIES in @bank/shared), else 401 or 403 before anything else of the request is looked at.
 */
export const backoffice = (
  ability: StaffAbility,
  {
    countsAsActivity = true,
    publishes,
    command = null,
  }: { countsAsActivity?: boolean; publishes?: Publishes | false; command?: string | null } = {},
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
          command,
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

/** The command a route applies, or null. */
export const routeCommand = (config: unknown): string | null => guardConfigOf(config)?.command ?? null;

/** Whether a route's requests are held while changes need approval: always (true), some (what `holds.when` says), or never. */
export const routePublishes = (config: unknown): true | string | false => {
  const publishes = guardConfigOf(config)?.publishes;
  return publishes ? (publishes.holds?.when ?? true) : false;
};

/** What a route publishes, as its config declares it (the object), or false. */
export const routePublishesOf = (config: unknown): Publishes | false => guardConfigOf(config)?.publishes ?? false;
