import type { Context } from 'koa';
import { loginSchema } from '@bank/shared';
import { signedInStaff } from '../../../auth/backoffice-auth';
import { endSession } from '../../../auth/sessions';
import { passwordStep } from '../../../auth/sign-in';
import { afterPassword, codeStep, enrolmentConfirmed, enrolmentKey } from '../../../auth/two-step/sign-in-steps';
import { validated } from '../../../lib/validation';
import { writeEntry } from '../../../activity/entries';
import { currentActor, SYSTEM } from '../../../activity/actor';

/** Back-office sign-in with its two-step steps, token check and sign-out (docs/api.md, Back-office sign-in). */
export default () => ({
  /**
   * The password step, then the session, or the two-step sign-in's challenge: 'Remember Me'
   * (`remember`) is taken and changes nothing.
   */
  async login(ctx: Context) {
    const body = ctx.request.body ?? {};
    const { email, password } = await validated(loginSchema, { email: body.email, password: body.password });
    const user = await passwordStep(ctx, email, password);
    ctx.body = await afterPassword(ctx, user);
  },

  async code(ctx: Context) {
    ctx.body = await codeStep(ctx, ctx.request.body);
  },

  async enrol(ctx: Context) {
    ctx.body = await enrolmentKey(ctx.request.body);
  },

  async confirmEnrolment(ctx: Context) {
    ctx.body = await enrolmentConfirmed(ctx, ctx.request.body);
  },

  /** Behind the back-office guard, which put the signed-in staff member in ctx.state. */
  async verify(ctx: Context) {
    ctx.body = { email: signedInStaff(ctx).user.email };
  },

  async logout(ctx: Context) {
    await strapi.db.transaction(async () => {
      await endSession(signedInStaff(ctx).session, 'signed out', currentActor() ?? SYSTEM);
      await writeEntry({ action: 'sign_out' });
    });
    ctx.body = { message: 'Signed out' };
  },
});
