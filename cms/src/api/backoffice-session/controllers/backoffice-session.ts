import { loginSchema } from '@bank/shared';
import { revoke, signIn } from '../../../auth/backoffice-auth';
import { validated } from '../../../lib/validation';

/** Back-office sign-in, token check and sign-out (docs/api.md, Back-office sign-in). */
export default () => ({
  async login(ctx) {
    const body = ctx.request.body ?? {};
    const { email, password } = await validated(loginSchema, { email: body.email, password: body.password });
    ctx.body = await signIn(email, password, body.remember === true || body.remember === 'true');
  },

  /** Behind require-backoffice-admin, which put the signed-in administrator in ctx.state. */
  async verify(ctx) {
    ctx.body = { email: ctx.state.backofficeUser.email };
  },

  async logout(ctx) {
    await revoke(ctx.state.backofficeClaims);
    ctx.body = { message: 'Signed out' };
  },
});
