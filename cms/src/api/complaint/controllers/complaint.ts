import type { Context } from 'koa';
import {
  addComplaintThreadEntry,
  answerComplaint,
  listComplaints,
  lodgeComplaint,
  lookUpComplaint,
} from '../../../protection/complaints';
import {
  COMPLAINT_LOOKUP_MOVED,
  complaintFilterOf,
  complaintFilterWords,
  complaintsCsv,
  filterComplaints,
} from '@bank/shared';
import { COMPLAINT_LIST, logPersonalDataRead, sendPersonalDataCsv } from '../../../activity/personal-data';
import { HttpError, notFound } from '../../../lib/errors';
import { recordId } from '../../../lib/validation';
import { signedInStaff } from '../../../auth/backoffice-auth';

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

  /** The back office's list; its read is an activity entry (members' details were shown). */
  async list(ctx: Context) {
    const complaints = await listComplaints(ctx.query);
    await logPersonalDataRead(COMPLAINT_LIST, complaints.length);
    ctx.body = complaints;
  },

  /** GET /api/admin/complaints/export?status=&search=: what the list's filters show, as CSV made here and logged. */
  async export(ctx: Context) {
    const filter = complaintFilterOf(ctx.query);
    const kept = filterComplaints(await listComplaints({}), filter);
    await sendPersonalDataCsv(ctx, COMPLAINT_LIST, complaintsCsv(kept), kept.length, complaintFilterWords(filter));
  },

  async answer(ctx: Context) {
    const id = recordId(ctx);
    if (id === null) throw notFound();
    const { user } = signedInStaff(ctx);
    ctx.body = await answerComplaint(id, ctx.request.body, user.name || user.email);
  },

  /** POST /api/admin/complaints/{id}/thread: an update sent to the member, or an internal note. */
  async addToThread(ctx: Context) {
    const id = recordId(ctx);
    if (id === null) throw notFound();
    const { user } = signedInStaff(ctx);
    ctx.status = 201;
    ctx.body = await addComplaintThreadEntry(id, ctx.request.body, user.name || user.email);
  },
});
