import type { Context } from 'koa';
import { DEFAULT_PAGE_VIEW_PERIOD, datesEnding, pageViewNoticeSchema, pageViewsQuerySchema } from '@bank/shared';
import { bankToday } from '../../../lib/clock';
import { badRequest } from '../../../lib/errors';
import { pickFields, validated } from '../../../lib/validation';
import { bucketLimiter } from '../../../lib/rate-limits';
import { countPageView, flushPageViews, readDailyViews } from '../../../page-views';
import { siteRendererOf } from '../../../rendering/site-renderer';

/**
 * Page views: the site's notice of a client-side navigation, and the counts the dashboard reads.
 * Notices count against a per-address limit like the other public posts; one beyond it is answered
 * as any other (204) and not counted, so that the visitor's console shows nothing.
 */
export default () => {
  const noticeLimit = bucketLimiter('pageViews');
  return {
    async notice(ctx: Context) {
      if ((await noticeLimit.consume(ctx.request.ip)) !== null) {
        ctx.status = 204;
        return;
      }
      const { path } = await validated(pageViewNoticeSchema, pickFields(ctx.request.body, ['path']));
      const site = await siteRendererOf(strapi.dirs.app.root)();
      if (!site?.pagePathOf(path)) throw badRequest({ path: 'Path is not a page of this site' });
      countPageView(ctx.req, path);
      ctx.status = 204;
    },

    /** GET /api/admin/page-views?from=&to= (default: the last 30 days in India, today included). */
    async list(ctx: Context) {
      const to = typeof ctx.query.to === 'string' ? ctx.query.to : bankToday();
      const from = typeof ctx.query.from === 'string' ? ctx.query.from : datesEnding(to, DEFAULT_PAGE_VIEW_PERIOD)[0];
      const range = await validated(pageViewsQuerySchema, { from, to });
      // This process's counts not yet written are written first; other processes write theirs within PAGE_VIEWS_FLUSH_SECONDS.
      await flushPageViews();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await readDailyViews(range.from, range.to);
    },
  };
};
