import type { Context } from 'koa';
import { loginSchema } from '@bank/shared';
import { revoke, signIn, signedInAdministrator } from '../../../auth/backoffice-auth';
import { validated } from '../../../lib/validation';
import { HttpError } from '../../../lib/errors';
import { writeEntry } from '../../../activity/entries';

/** Back-office sign-in, token check and sign-out (docs/api.md, Back-office sign-in). */
export default () => ({
  async login(ctx: Context) {
    const body = ctx.request.body ?? {};
    const { email, password } = await validated(loginSchema, { email: body.email, password: body.password });
    // Every sign-in with credentials is logged, refused ones with the e-mail tried.
    const who = { actor: email.toLowerCase(), actor_kind: 'backoffice' as const, ip: ctx.request.ip };
    try {
      ctx.body = await signIn(email, password, body.remember === true || body.remember === 'true');
    } catch (error) {
      if (error instanceof HttpError && error.status === 401)
        await writeEntry({ action: 'sign_in_failed', actor: who });
      throw error;
    }
    await writeEntry({ action: 'sign_in', actor: who });
  },

  /** Behind require-backoffice-admin, which put the signed-in administrator in ctx.state. */
  async verify(ctx: Context) {
    ctx.body = { email: signedInAdministrator(ctx).user.email };
  },

  async logout(ctx: Context) {
    await strapi.db.transaction(async () => {
      await revoke(signedInAdministrator(ctx).claims);
      await writeEntry({ action: 'sign_out' });
    });
    ctx.body = { message: 'Signed out' };
  },
});
