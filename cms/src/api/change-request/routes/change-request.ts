import type { Context } from 'koa';
import { localePath, type SiteLocale } from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import { pageShowing } from '../../../preview/preview-page';
import { previewTokenFor } from '../../../preview/preview-token';
import { logDecision } from '../../../changes/decision-entries';
import { siteRendererOf } from '../../../rendering/site-renderer';
import { readWaitingTranslation, saveWaitingTranslation } from '../../../changes/waiting-translations';
import {
  approveChange,
  cancelSchedule,
  heldFileOf,
  previewableChange,
  rescheduleChange,
  resubmitReturned,
  listChangeRequests,
  readChangeRequest,
  returnChange,
  withdrawChange,
} from '../../../changes/decisions';

/** A handler answering 200 with what `read` gives. */
const answer =
  (read: (ctx: Context) => Promise<unknown>) =>
  async (ctx: Context): Promise<void> => {
    ctx.body = await read(ctx);
  };

/**
 * POST /api/admin/changes/{id}/preview: a link, valid ten minutes, to the public page that shows the
 * changed record as it will be once the change is applied (src/preview/); each one given is logged.
 */
async function previewLink(ctx: Context): Promise<{ url: string }> {
  const change = await previewableChange(ctx);
  await logDecision('preview_link', change);
  const page = await pageShowing(await siteRendererOf(strapi.dirs.app.root)(), change.record_uid);
  // A translation's change shows on the page in its language.
  const locale = /\/translations\/(mr|hi)(?:\?|$)/.exec(change.url)?.[1];
  const inLocale = locale ? localePath(locale as SiteLocale, page) : page;
  return { url: `/preview/${previewTokenFor(change.id)}${inLocale === '/' ? '' : inLocale}` };
}

/** Four eyes: the change requests kept while changes need approval, and their approval (src/changes/). */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/changes', handler: answer(listChangeRequests), config: backoffice('changes.read') },
    {
      method: 'GET',
      path: '/admin/changes/:id',
      handler: answer(readChangeRequest),
      config: backoffice('changes.read'),
    },
    {
      method: 'GET',
      path: '/admin/changes/:id/files/:field',
      // The bytes as sent, never run: a held picture shows as the thumbnail the approver sees, anything else downloads.
      handler: async (ctx: Context) => {
        const { name, mimetype, bytes } = await heldFileOf(ctx);
        const picture = /^image\/(jpeg|png|gif|webp)$/.test(mimetype ?? '');
        ctx.type = picture ? mimetype! : 'application/octet-stream';
        ctx.set(
          'Content-Disposition',
          `${picture ? 'inline' : 'attachment'}; filename="${name.replace(/["\\\r\n]/g, '_')}"`,
        );
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.set('Cache-Control', 'private, no-store');
        ctx.body = bytes;
      },
      config: backoffice('changes.read'),
    },
    {
      method: 'POST',
      path: '/admin/changes/:id/approve',
      // The change request, or the route's own refusal of the change (its status and body).
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
      handler: answer(returnChange),
      config: backoffice('changes.approve'),
    },
    {
      method: 'POST',
      path: '/admin/changes/:id/cancel',
      handler: answer(cancelSchedule),
      config: backoffice('changes.approve'),
    },
    {
      method: 'POST',
      path: '/admin/changes/:id/reschedule',
      handler: answer(rescheduleChange),
      config: backoffice('changes.approve'),
    },
    {
      method: 'POST',
      path: '/admin/changes/:id/resubmit',
      // Answered by the command's check itself when it asks to confirm (a rate schedule's differences).
      handler: async (ctx: Context) => {
        const answer = await resubmitReturned(ctx);
        if (answer) ctx.body = answer;
      },
      // The maker sends their own again (decisions.ts refuses anyone else; the command's ability is checked).
      config: backoffice('changes.read'),
    },
    {
      method: 'GET',
      path: '/admin/changes/:id/translations/:locale',
      handler: answer(readWaitingTranslation),
      config: backoffice('content.read'),
    },
    {
      method: 'PUT',
      path: '/admin/changes/:id/translations/:locale',
      handler: answer(saveWaitingTranslation),
      // Its maker's, joining their own waiting change: nothing public is written until it is approved.
      config: backoffice('content.write', { publishes: false }),
    },
    {
      method: 'POST',
      path: '/admin/changes/:id/preview',
      handler: answer(previewLink),
      // An Approver's or Administrator's, and the maker's of their own change (decisions.ts).
      config: backoffice('changes.read'),
    },
    {
      method: 'DELETE',
      path: '/admin/changes/:id',
      handler: answer(withdrawChange),
      // The maker withdraws their own (any role that may see changes); decisions.ts refuses anyone else.
      config: backoffice('changes.read'),
    },
  ],
};
