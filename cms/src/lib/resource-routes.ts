import type { Context } from 'koa';
import { HIDEABLE_READS } from '@bank/shared';
import type { ListResource } from '../resources';
import { refuseHiddenRead } from '../api/hidden-page/hidden-pages';
import { createResourceController } from './resource-controller';

/** Route-level middleware that admits only a signed-in back-office administrator. */
export const BACKOFFICE_ONLY = { auth: false, middlewares: ['global::require-backoffice-admin'] } as const;
export const PUBLIC = { auth: false } as const;
/** A public read that a hidden page takes away (HIDEABLE_PARTS): 404 while that page is hidden. */
export const PUBLIC_PAGE_READ = { auth: false, middlewares: [refuseHiddenRead] } as const;

/**
 * The routes of one list resource: the public list, and the admin list, add, update (POST or PUT,
 * as the resource's rule says) and delete. Strapi mounts them under /api; each handler is the
 * resource's controller action itself, so no controller file repeats the registry.
 */
export function resourceRoutes(resource: ListResource) {
  const { rule } = resource;
  const controller = createResourceController(resource);
  const base = `/admin/${rule.path}`;
  return [
    { method: 'GET', path: `/${rule.path}`, handler: controller.list, config: HIDEABLE_READS.has(`/api/${rule.path}`) ? PUBLIC_PAGE_READ : PUBLIC },
    { method: 'GET', path: base, handler: controller.list, config: BACKOFFICE_ONLY },
    { method: 'POST', path: base, handler: controller.create, config: BACKOFFICE_ONLY },
    { method: rule.updateMethod, path: `${base}/:id`, handler: controller.update, config: BACKOFFICE_ONLY },
    { method: 'DELETE', path: `${base}/:id`, handler: controller.remove, config: BACKOFFICE_ONLY },
  ];
}

/**
 * The routes of one object the whole site reads and the back office sets (the hidden pages, the site
 * settings): `GET /api/<path>` for everyone, `GET` and `PUT /api/admin/<path>` for the back office.
 */
export function sharedObjectRoutes<T>(path: string, read: () => Promise<T>, save: (ctx: Context) => Promise<T>) {
  const answerRead = async (ctx: Context) => {
    ctx.body = await read();
  };
  const answerSave = async (ctx: Context) => {
    ctx.body = await save(ctx);
  };
  return [
    { method: 'GET', path: `/${path}`, handler: answerRead, config: PUBLIC },
    { method: 'GET', path: `/admin/${path}`, handler: answerRead, config: BACKOFFICE_ONLY },
    { method: 'PUT', path: `/admin/${path}`, handler: answerSave, config: BACKOFFICE_ONLY },
  ];
}
