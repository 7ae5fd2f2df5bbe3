import type { Context } from 'koa';
import { DASHBOARD_MONTHS, monthsEnding, type DashboardFigures } from '@bank/shared';
import { countUnhandledEnquiries } from '../../../enquiries/enquiries';
import { bankToday } from '../../../lib/clock';
import { backoffice } from '../../../content/resource-routes';
import { flushPageViews, readMonthlyViews } from '../../../page-views';
import { countOpenComplaints } from '../../../protection/complaints';
import { readNextSchedule } from '../../../rates/schedules';
import { readApprovalFigures } from '../../../changes/figures';
import { signedInStaff } from '../../../auth/backoffice-auth';

/** GET /api/admin/dashboard: the figures of the back office's first screen, in one read. */
async function readDashboard(ctx: Context) {
  // This process's counts not yet written are written first, as for GET /api/admin/page-views.
  await flushPageViews();
  const [pageViews, unhandled, complaints, nextSchedule, approvals] = await Promise.all([
    readMonthlyViews(monthsEnding(bankToday(), DASHBOARD_MONTHS)),
    countUnhandledEnquiries(),
    countOpenComplaints(),
    readNextSchedule(),
    readApprovalFigures(signedInStaff(ctx).user.id),
  ]);
  const figures: DashboardFigures = {
    page_views_by_month: pageViews,
    enquiries: { unhandled },
    complaints,
    next_rate_schedule: nextSchedule,
    approvals,
  };
  ctx.body = figures;
}

export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/admin/dashboard', handler: readDashboard, config: backoffice('signed_in') }],
};
