import { BACKOFFICE_ONLY, PUBLIC } from '../../../lib/resource-routes';
import { readHiddenParts, setPartHidden } from '../hidden-pages';

const answerHiddenParts = async (ctx) => {
  ctx.body = await readHiddenParts();
};

/** The parts of the site hidden from visitors: read by the site (cached like every public read) and set by the Pages table. */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/hidden-pages', handler: answerHiddenParts, config: PUBLIC },
    { method: 'GET', path: '/admin/hidden-pages', handler: answerHiddenParts, config: BACKOFFICE_ONLY },
    {
      method: 'PUT',
      path: '/admin/hidden-pages',
      handler: async (ctx) => {
        ctx.body = await setPartHidden(ctx.request.body);
      },
      config: BACKOFFICE_ONLY,
    },
  ],
};
