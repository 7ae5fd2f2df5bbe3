import type { DashboardFigures } from '@bank/shared';
import { ACTIVITY } from '../activity/entries';
import { nowMs } from '../lib/clock';
import { changesNeedApproval } from './approval-setting';
import { countFailedOf, countPending, countWaitingFor } from './change-requests';

/** What the dashboard counts of the past: panel edits, changes that could not be applied. */
const RECENT_DAYS = 30;

/**
 * The dashboard's four-eyes figures: the setting, changes waiting (those `accountId` made, and those
 * others made, which they may approve), those scheduled, recent panel edits not approved, and the
 * recent changes `accountId` made or approved that could not be applied.
 */
export async function readApprovalFigures(accountId: number): Promise<NonNullable<DashboardFigures['approvals']>> {
  const since = new Date(nowMs() - RECENT_DAYS * 24 * 3_600_000);
  const [on, pending, waiting, failedYours, [{ total }]] = await Promise.all([
    changesNeedApproval(),
    countPending(),
    countWaitingFor(accountId),
    countFailedOf(accountId, since),
    strapi.db
      .connection(strapi.db.metadata.get(ACTIVITY).tableName)
      .where({ unapproved_panel_edit: true })
      .where('at', '>=', since)
      .count({ total: '*' }),
  ]);
  return {
    changes_need_approval: on,
    pending,
    waiting_for_others: waiting.others,
    yours_waiting: waiting.yours,
    scheduled: waiting.scheduled,
    unapproved_panel_edits: Number(total),
    failed_yours: failedYours,
  };
}
