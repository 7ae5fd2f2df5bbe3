import type { ResourceRule } from '@bank/shared';

/** Route-level middleware that admits only a signed-in back-office administrator. */
export const BACKOFFICE_ONLY = { auth: false, middlewares: ['global::require-backoffice-admin'] } as const;
export const PUBLIC = { auth: false } as const;

/**
 * The routes of one list resource (SPEC §7): the public list, and the admin list, add, update
 * (POST or PUT as the spec has it) and delete. Strapi mounts them under /api.
 */
export function resourceRoutes(controller: string, rule: ResourceRule, options: { publicList?: boolean } = {}) {
  const { publicList = true } = options;
  const base = `/admin/${rule.path}`;
  return {
    type: 'content-api',
    routes: [
      ...(publicList ? [{ method: 'GET', path: `/${rule.path}`, handler: `${controller}.list`, config: PUBLIC }] : []),
      { method: 'GET', path: base, handler: `${controller}.list`, config: BACKOFFICE_ONLY },
      { method: 'POST', path: base, handler: `${controller}.create`, config: BACKOFFICE_ONLY },
      { method: rule.updateMethod, path: `${base}/:id`, handler: `${controller}.update`, config: BACKOFFICE_ONLY },
      { method: 'DELETE', path: `${base}/:id`, handler: `${controller}.remove`, config: BACKOFFICE_ONLY },
    ],
  };
}
