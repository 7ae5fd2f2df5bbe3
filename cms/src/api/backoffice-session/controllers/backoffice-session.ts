import { loginSchema } from '@bank/shared';
import { authenticate, revoke, signIn } from '../../../lib/backoffice-auth';
import { validated } from '../../../lib/validation';

/** Back-office sign-in, token check and sign-out (CONTRACT §4, Admin sign-in). */
export default () => ({
  async login(ctx) {
    const body = ctx.request.body ?? {};
    const { email, password } = await validated(loginSchema, { email: body.email, password: body.password });
    ctx.body = await signIn(email, password, body.remember === true || body.remember === 'true');
  },

  async verify(ctx) {
    const { user } = await authenticate(ctx);
    ctx.body = { email: user.email };
  },

  async logout(ctx) {
    const { claims } = await authenticate(ctx);
    await revoke(claims);
    ctx.body = { message: 'Signed out' };
  },
});
