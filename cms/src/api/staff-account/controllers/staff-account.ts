import type { Context } from 'koa';
import {
  STAFF_MESSAGES,
  changePasswordSchema,
  newStaffAccountSchema,
  passwordAgainSchema,
  setPasswordSchema,
  staffAccountChangeSchema,
  twoStepConfirmSchema,
} from '@bank/shared';
import { actingStaff, signedInStaff } from '../../../auth/backoffice-auth';
import { endSessionsOf, openSessionsOf, sessionTimes } from '../../../auth/sessions';
import { confirmOwnPassword } from '../../../auth/sign-in';
import { confirmOwnTwoStep, newOwnRecoveryCodes, startOwnTwoStep } from '../../../auth/two-step/own-two-step';
import {
  changeOwnPassword,
  changeStaffAccount,
  createStaffAccount,
  deleteStaffAccount,
  endStaffSessions,
  liftStaffLockout,
  listStaffAccounts,
  newSetPasswordLink,
  resetStaffTwoStep,
  setPasswordWithLink,
  staffAccount,
  staffAccountSelfOf,
} from '../../../auth/staff-accounts';
import { currentActor, SYSTEM } from '../../../activity/actor';
import { recordId, validated } from '../../../lib/validation';

/** Who is acting: the signed-in staff member (every route here but set-password is behind the guard). */
const actor = () => currentActor() ?? SYSTEM;

/** The routes of routes/staff-account.ts (docs/api.md, Staff accounts and sessions). */
export default () => ({
  async list(ctx: Context) {
    ctx.body = await listStaffAccounts();
  },

  async create(ctx: Context) {
    const input = await validated(newStaffAccountSchema, ctx.request.body);
    ctx.body = await createStaffAccount(input, actor());
    ctx.status = 201;
  },

  async findOne(ctx: Context) {
    ctx.body = await staffAccount(recordId(ctx));
  },

  async update(ctx: Context) {
    const id = recordId(ctx);
    await staffAccount(id);
    const change = await validated(staffAccountChangeSchema, ctx.request.body);
    // Applied on approval as its maker (a role grant), with no session of its own.
    ctx.body = await changeStaffAccount(id, change, actingStaff(ctx), actor());
  },

  async remove(ctx: Context) {
    await deleteStaffAccount(recordId(ctx), signedInStaff(ctx).user, actor());
    ctx.body = { message: STAFF_MESSAGES.accountDeleted };
  },

  async endSessions(ctx: Context) {
    await endStaffSessions(recordId(ctx), actor());
    ctx.body = { message: STAFF_MESSAGES.sessionsEnded };
  },

  async resetTwoStep(ctx: Context) {
    await resetStaffTwoStep(recordId(ctx), actor());
    ctx.body = { message: STAFF_MESSAGES.twoStepReset };
  },

  async liftLockout(ctx: Context) {
    await liftStaffLockout(recordId(ctx), actor());
    ctx.body = { message: STAFF_MESSAGES.lockoutLifted };
  },

  async passwordLink(ctx: Context) {
    ctx.body = await newSetPasswordLink(recordId(ctx), actor());
  },

  async setPassword(ctx: Context) {
    const { token, password } = await validated(setPasswordSchema, ctx.request.body);
    await setPasswordWithLink(token, password);
    ctx.body = { message: STAFF_MESSAGES.passwordSet };
  },

  async me(ctx: Context) {
    ctx.body = await staffAccountSelfOf(signedInStaff(ctx).user);
  },

  async sessionTimes(ctx: Context) {
    ctx.body = sessionTimes(signedInStaff(ctx).session);
  },

  async sessions(ctx: Context) {
    const { user, session } = signedInStaff(ctx);
    ctx.body = await openSessionsOf(user.id, session.id);
  },

  async endOtherSessions(ctx: Context) {
    const { user, session } = signedInStaff(ctx);
    await endSessionsOf(user, 'signed out everywhere else', actor(), session.id);
    ctx.body = { message: STAFF_MESSAGES.otherSessionsEnded };
  },

  /** The current password is asked again, and counts against the e-mail's attempts like a sign-in. */
  async changePassword(ctx: Context) {
    const { user, session } = signedInStaff(ctx);
    const { current_password: current, password } = await validated(changePasswordSchema, ctx.request.body);
    await confirmOwnPassword(user, current, 'current_password', actor());
    await changeOwnPassword(user, password, session.id, actor());
    ctx.body = { message: STAFF_MESSAGES.passwordChanged };
  },

  /** Two-step sign-in from My account: the password again, then the app's first code; new recovery codes. */
  async startTwoStep(ctx: Context) {
    const { user } = signedInStaff(ctx);
    const { password } = await validated(passwordAgainSchema, ctx.request.body);
    ctx.body = await startOwnTwoStep(user, password, actor());
  },

  async confirmTwoStep(ctx: Context) {
    const { user } = signedInStaff(ctx);
    const { code } = await validated(twoStepConfirmSchema, ctx.request.body);
    ctx.body = await confirmOwnTwoStep(user, code, actor());
  },

  async newRecoveryCodes(ctx: Context) {
    const { user } = signedInStaff(ctx);
    const { password } = await validated(passwordAgainSchema, ctx.request.body);
    ctx.body = await newOwnRecoveryCodes(user, password, actor());
  },
});
