import type { Context } from 'koa';
import { CHANGE_MESSAGES } from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import {
  TURNING_OFF,
  pendingTurnOff,
  readApprovalSetting,
  saveApprovalSetting,
  turnsApprovalsOff,
} from '../../../changes/approval-setting';
import { holdChange } from '../../../changes/capture';
import { executeCommand, registerCommands, requestActor, requestInput } from '../../../lib/commands';

const SAVE = saveApprovalSetting.definition.name;
registerCommands([saveApprovalSetting]);

/**
 * 'Changes need approval': read by everyone who sees change requests, changed by an Administrator.
 * Turning it off while it is on is a change request of the command `approval-setting.save` like any
 * other (202), so that no one person can switch four eyes off; the route itself decides whether the
 * command applies now or is held, hence `publishes: false`.
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
        const input = requestInput(ctx, SAVE);
        if (!(await turnsApprovalsOff(input))) {
          ctx.body = await executeCommand(SAVE, input, requestActor(ctx));
          return;
        }
        // One request to turn approvals off waits at a time: asking again answers the one waiting.
        const waiting = await pendingTurnOff();
        if (waiting !== null) {
          ctx.status = 202;
          ctx.body = { change_request_id: waiting, message: CHANGE_MESSAGES.turningOffNeedsApproval };
          return;
        }
        await holdChange(ctx, TURNING_OFF, CHANGE_MESSAGES.turningOffNeedsApproval, { name: SAVE, input });
      },
      config: backoffice('settings.write', { publishes: false }),
    },
  ],
};
