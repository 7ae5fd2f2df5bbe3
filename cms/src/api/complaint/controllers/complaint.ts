import type { Context } from 'koa';
import { answerComplaint, listComplaints, lodgeComplaint, lookUpComplaint } from '../../../protection/complaints';
import { COMPLAINT_LOOKUP_MOVED } from '@bank/shared';
import { HttpError, notFound } from '../../../lib/errors';
import { recordId } from '../../../lib/validation';

/** Members' complaints: lodged and looked up by the member, listed and answered in the back office. */
export default () => ({
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await lodgeComplaint(ctx.request.body);
  },

  async lookUp(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await lookUpComplaint(ctx.request.body);
  },

  /** GET /api/complaints/{reference}?email=: 405 naming the POST that replaced it; it looks nothing up. */
  async lookUpMoved(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Allow', 'POST');
    throw new HttpError(405, COMPLAINT_LOOKUP_MOVED);
  },

  async list(ctx: Context) {
    ctx.body = await listComplaints(ctx.query);
  },

  async answer(ctx: Context) {
    const id = recordId(ctx);
    if (id === null) throw notFound();
    ctx.body = await answerComplaint(id, ctx.request.body);
  },
});
