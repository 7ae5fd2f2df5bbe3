import type { Context } from 'koa';
import { writeEntry } from '../activity/entries';

/**
 * The panel's sign-ins, right and wrong, are activity entries (resource 'panel-sign-ins', seen by
 * the roles that may read staff accounts), by the e-mail typed and the client's address. Strapi's
 * "Remember me" is dropped: the panel's sessions end as the back office's do (config/admin.ts).
 */
const PANEL_SIGN_INS = 'panel-sign-ins';

export const isPanelSignIn = (method: string, path: string) => method === 'POST' && /^\/admin\/login\/?$/i.test(path);

/** Before the sign-in runs: a session for this browser only, never a remembered one. */
export function forgetRememberMe(ctx: Context): void {
  const body = ctx.request.body as { rememberMe?: unknown } | undefined;
  if (body && typeof body === 'object' && 'rememberMe' in body) body.rememberMe = false;
}

/** After the sign-in answered `status` (or threw with it): its entry. `whileApprovalsOn` says so in the label. */
export async function logPanelSignIn(ctx: Context, status: number, whileApprovalsOn: boolean): Promise<void> {
  const passed = status === 200;
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  const typed = typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : '(no e-mail)';
  const when = whileApprovalsOn ? ', while changes need approval' : '';
  await writeEntry({
    action: passed ? 'panel_sign_in' : 'panel_sign_in_failed',
    actor: { actor: typed, actor_kind: 'panel', ip: ctx.request.ip || null },
    resource: PANEL_SIGN_INS,
    record_label: passed ? `Strapi panel sign-in${when}` : `Strapi panel sign-in refused (answered ${status})${when}`,
  });
}
