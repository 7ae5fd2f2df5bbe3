import type { MonthlyViews } from './page-views';

/**
 * GET /api/admin/dashboard: what the back office's first screen shows. The site's page views of
 * the last DASHBOARD_MONTHS months in India, and what is waiting for someone: enquiries nobody has
 * handled, complaints still open (and those past their reply date), and the next rate schedule.
 */
export interface DashboardFigures {
  /** Oldest month first, the current month (so far) last; a month without views counts 0. */
  page_views_by_month: MonthlyViews[];
  enquiries: { unhandled: number };
  complaints: { open: number; overdue: number };
  /** The nearest announced schedule (starting after today in India), or null when none is announced. */
  next_rate_schedule: { id: number; effective_from: string } | null;
  /**
   * Four eyes: whether changes need approval, how many wait for it (others' and one's own), how many
   * are scheduled, the Strapi-panel edits of the last 30 days made while they did (made in the panel,
   * not approved), and the changes of the last 30 days that could not be applied which the signed-in
   * account made or approved.
   */
  approvals?: {
    changes_need_approval: boolean;
    pending: number;
    /** Waiting for approval and made by someone else: what the signed-in account may approve, if its role may. */
    waiting_for_others: number;
    /** Waiting for approval and made by the signed-in account. */
    yours_waiting: number;
    /** Approved, waiting for their time. */
    scheduled: number;
    unapproved_panel_edits: number;
    failed_yours: number;
  };
}
