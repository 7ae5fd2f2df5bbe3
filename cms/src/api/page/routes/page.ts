import type { Context } from 'koa';
import { PAGE_FIELDS, PAGE_MEDIA_RULES, circularSchema, pageSchema } from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import { translationRoutes } from '../../../content/translations';
import { pickFields, validated } from '../../../lib/validation';

const PAGE = 'api::page.page';
// Four eyes: the shared schema checks a page before it is kept for approval (its files at approval).
const page = (
  check?: (ctx: Context) => Promise<Record<string, unknown>>,
  find?: (ctx: Context) => Record<string, unknown> | null,
) => backoffice('content.write', { publishes: { record: PAGE, check, find } });
const checkPage = (ctx: Context) => validated(pageSchema, pickFields(ctx.request.body, PAGE_FIELDS));
/** POST /admin/pages writes the first page of the slug, or a new one. */
const pageOfSlug = (ctx: Context) => {
  const slug = (ctx.request.body as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' && slug ? { slug } : null;
};

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/pages', handler: 'page.list', config: backoffice('content.read') },
    { method: 'POST', path: '/admin/pages', handler: 'page.upsert', config: page(checkPage, pageOfSlug) },
    { method: 'POST', path: '/admin/pages/:id', handler: 'page.update', config: page() },
    {
      method: 'POST',
      path: '/admin/circulars',
      handler: 'page.createCircular',
      config: page((ctx) => validated(circularSchema, pickFields(ctx.request.body, ['title', 'content']))),
    },
    { method: 'DELETE', path: '/admin/circulars/:id', handler: 'page.removeCircular', config: page() },
    // A page's (About's, a circular's) translations: its title and texts, and a PDF of its own.
    ...translationRoutes(
      {
        uid: PAGE,
        base: '/admin/pages',
        schema: pageSchema,
        files: Object.values(PAGE_MEDIA_RULES),
        labelField: 'title',
      },
      { read: backoffice('content.read'), write: page },
    ),
  ],
};
