import type { Context, Next } from 'koa';
import { STAFF_MESSAGES, roleMay } from '@bank/shared';
import { authenticate } from '../auth/sessions';
import { HttpError } from '../lib/errors';
import { writeEntry } from '../activity/entries';
import type { GuardConfig } from '../content/resource-routes';
import { changesNeedApproval } from '../changes/approval-setting';
import { holdRequest } from '../changes/capture';
import { replayOf } from '../changes/replay-state';

/**
 * Route middleware of every /api/admin route but the sign-in steps (`backoffice(ability)` in
 * content/resource-routes.ts): a valid session or 401, then a role that has the route's ability or
 * 403 {message} with an entry in the activity log, before the controller looks at the body or the
 * record. While changes need approval, a route that publishes (GuardConfig.publishes) is kept as a
 * change request and answered 202 (changes/capture.ts); a change request replayed on approval
 * (changes/replay.ts) passes as its maker.
 */
export default (config: GuardConfig) => async (ctx: Context, next: Next) => {
  const replay = replayOf(ctx);
  if (replay) {
    // An approved change request applied (changes/replay.ts): made as its maker, with the maker's role.
    ctx.state.backofficeUser = replay.maker;
    if (!roleMay(replay.maker.staff_role, config.ability)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
    return next();
  }
  const { user, claims, session } = await authenticate(ctx, config.countsAsActivity);
  ctx.state.backofficeUser = user;
  ctx.state.backofficeClaims = claims;
  ctx.state.backofficeSession = session;
  if (!roleMay(user.staff_role, config.ability)) {
    await writeEntry({
      action: 'forbidden',
      resource: 'staff-accounts',
      record_id: user.id,
      record_label: `${ctx.method} ${ctx.path} needs ${config.ability}; ${user.email} is ${user.staff_role}`,
    });
    throw new HttpError(403, STAFF_MESSAGES.forbidden);
  }
  // Four eyes: a change to what the public sees is kept for another account's approval, not run.
  if (config.publishes && (await changesNeedApproval()) && (await (config.publishes.holds?.test(ctx) ?? true)))
    return holdRequest(ctx, config.publishes);
  await next();
};
