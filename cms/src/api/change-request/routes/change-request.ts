import type { Context } from 'koa';
import { backoffice } from '../../../content/resource-routes';
import {
  approveChange,
  listChangeRequests,
  readChangeRequest,
  returnChange,
  withdrawChange,
} from '../../../changes/decisions';

/** Four eyes: the change requests kept while changes need approval, and their approval (src/changes/). */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/admin/changes',
      handler: async (ctx: Context) => {
        ctx.body = await listChangeRequests(ctx);
      },
      config: backoffice('changes.read'),
    },
    {
      method: 'GET',
      path: '/admin/changes/:id',
      handler: async (ctx: Context) => {
        ctx.body = await readChangeRequest(ctx);
      },
      config: backoffice('changes.read'),
    },
    {
      method: 'POST',
      path: '/admin/changes/:id/approve',
      handler: async (ctx: Context) => {
        const { status, body } = await approveChange(ctx);
        ctx.status = status;
        ctx.body = body;
      },
      config: backoffice('changes.approve'),
    },
    {
      method: 'POST',
      path: '/admin/changes/:id/return',
      handler: async (ctx: Context) => {
        ctx.body = await returnChange(ctx);
      },
      config: backoffice('changes.approve'),
    },
    {
      method: 'DELETE',
      path: '/admin/changes/:id',
      handler: async (ctx: Context) => {
        ctx.body = await withdrawChange(ctx);
      },
      // The maker withdraws their own (any role that may see changes); decisions.ts refuses anyone else.
      config: backoffice('changes.read'),
    },
  ],
};
