import type { Context } from 'koa';
import type { ListResource } from './list-resource';
import { createResourceController } from './resource-controller';

/** Route-level middleware that admits only a signed-in back-office administrator. */
export const BACKOFFICE_ONLY = { auth: false, middlewares: ['global::require-backoffice-admin'] } as const;
export const PUBLIC = { auth: false } as const;

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
  return [
    { method: 'GET', path: base, handler: controller.list, config: BACKOFFICE_ONLY },
    { method: 'POST', path: base, handler: controller.create, config: BACKOFFICE_ONLY },
    { method: rule.updateMethod, path: `${base}/:id`, handler: controller.update, config: BACKOFFICE_ONLY },
    { method: 'DELETE', path: `${base}/:id`, handler: controller.remove, config: BACKOFFICE_ONLY },
  ];
}

/**
 * The back office's routes of one object the whole site reads (the hidden pages, the site settings;
 * read by everyone as a public read): `GET` and `PUT /api/admin/<path>`.
 */
export function sharedObjectRoutes<T>(path: string, read: () => Promise<T>, save: (ctx: Context) => Promise<T>) {
  const answerRead = async (ctx: Context) => {
    ctx.body = await read();
  };
  const answerSave = async (ctx: Context) => {
    ctx.body = await save(ctx);
  };
  return [
    { method: 'GET', path: `/admin/${path}`, handler: answerRead, config: BACKOFFICE_ONLY },
    { method: 'PUT', path: `/admin/${path}`, handler: answerSave, config: BACKOFFICE_ONLY },
  ];
}
