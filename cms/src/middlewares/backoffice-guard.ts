import type { Context, Next } from 'koa';
import { STAFF_MESSAGES, roleMay, roleRefusal } from '@bank/shared';
import { authenticate } from '../auth/sessions';
import { HttpError } from '../lib/errors';
import { writeEntry } from '../activity/entries';
import type { GuardConfig } from '../content/route-config';
import { changesNeedApproval } from '../changes/approval-setting';
import { holdCommand } from '../changes/capture';
import { assertSentVersion } from '../changes/sent-version';

/**
 * Route middleware of every /api/admin route but the sign-in steps (`backoffice(ability)` in
 * content/resource-routes.ts): a valid session or 401, then a role that has the route's ability or
 * 403 {message} with an entry in the activity log, before the controller looks at the body or the
 * record. While changes need approval, a route that publishes (GuardConfig.publishes) holds its
 * command as a change request and answers 202 (changes/capture.ts); an approval applies the command
 * itself, as its maker, without a request (changes/held-commands.ts).
 */
export default (config: GuardConfig) => async (ctx: Context, next: Next) => {
  const { user, claims, session } = await authenticate(ctx, config.countsAsActivity);
  ctx.state.backofficeUser = user;
  ctx.state.backofficeClaims = claims;
  ctx.state.backofficeSession = session;
  if (!roleMay(user.staff_role, config.ability)) {
    await writeEntry({
      action: 'forbidden',
      resource: 'staff-accounts',
      record_id: user.id,
      record_label: roleRefusal(user.staff_role, config.ability),
    });
    throw new HttpError(403, STAFF_MESSAGES.forbidden);
  }
  // Every publishing route applies a command (checked at start: auth/route-abilities.ts). An update
  // made from an older copy of its record is refused before it is applied or held.
  if (config.publishes && config.command) {
    await assertSentVersion(ctx, config.command, config.publishes);
    // Four eyes: a change to what the public sees is kept for another account's approval, not run.
    if ((await changesNeedApproval()) && (await (config.publishes.holds?.test(ctx) ?? true)))
      return holdCommand(ctx, config.command, config.publishes);
  }
  await next();
};
