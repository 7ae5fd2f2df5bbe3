import type { Context } from 'koa';
import { backoffice } from '../../../content/resource-routes';
import { siteRendererOf } from '../../../rendering/site-renderer';
import { translationCoverage } from '../../../translations/coverage';

/** GET /api/admin/translation-coverage: how much of each public page each language has (the Pages table). */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/admin/translation-coverage',
      handler: async (ctx: Context) => {
        ctx.body = await translationCoverage(await siteRendererOf(strapi.dirs.app.root)());
      },
      config: backoffice('content.read'),
    },
  ],
};
