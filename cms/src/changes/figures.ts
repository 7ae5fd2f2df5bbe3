import type { DashboardFigures } from '@bank/shared';
import { ACTIVITY } from '../activity/entries';
import { nowMs } from '../lib/clock';
import { changesNeedApproval } from './approval-setting';
import { countPending } from './change-requests';

const PANEL_EDITS_DAYS = 30;

/** The dashboard's four-eyes figures: the setting, changes waiting, and recent panel edits not approved. */
export async function readApprovalFigures(): Promise<NonNullable<DashboardFigures['approvals']>> {
  const since = new Date(nowMs() - PANEL_EDITS_DAYS * 24 * 3_600_000);
  const [on, pending, [{ total }]] = await Promise.all([
    changesNeedApproval(),
    countPending(),
    strapi.db
      .connection(strapi.db.metadata.get(ACTIVITY).tableName)
      .where({ unapproved_panel_edit: true })
      .where('at', '>=', since)
      .count({ total: '*' }),
  ]);
  return { changes_need_approval: on, pending, unapproved_panel_edits: Number(total) };
}
