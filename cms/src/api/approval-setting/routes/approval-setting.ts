import type { Context } from 'koa';
import { CHANGE_MESSAGES } from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import {
  APPROVAL_SETTING_RESOURCE,
  pendingTurnOff,
  readApprovalSetting,
  saveApprovalSetting,
} from '../../../changes/approval-setting';
import { holdChange } from '../../../changes/capture';

/**
 * 'Changes need approval': read by everyone who sees change requests, changed by an Administrator.
 * Turning it off while it is on is a change request like any other (202), so that no one person can
 * switch four eyes off; the route itself decides, hence `publishes: false`.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/admin/approval-setting',
      handler: async (ctx: Context) => {
        ctx.body = await readApprovalSetting();
      },
      config: backoffice('changes.read'),
    },
    {
      method: 'PUT',
      path: '/admin/approval-setting',
      handler: async (ctx: Context) => {
        const saved = await saveApprovalSetting(ctx);
        if (saved) {
          ctx.body = saved;
          return;
        }
        // One request to turn approvals off waits at a time: asking again answers the one waiting.
        const waiting = await pendingTurnOff();
        if (waiting !== null) {
          ctx.status = 202;
          ctx.body = { change_request_id: waiting, message: CHANGE_MESSAGES.turningOffNeedsApproval };
          return;
        }
        await holdChange(ctx, {
          kind: 'setting',
          resource: APPROVAL_SETTING_RESOURCE,
          record_uid: null,
          record_id: null,
          record_label: 'Changes need approval',
          record_updated_at: null,
          changes: [{ field: 'changes_need_approval', before: true, after: false }],
        });
        (ctx.body as { message: string }).message = CHANGE_MESSAGES.turningOffNeedsApproval;
      },
      config: backoffice('settings.write', { publishes: false }),
    },
  ],
};
