import type { Context } from 'koa';
import {
  STAFF_MESSAGES,
  changePasswordSchema,
  catalogueCommand,
  newStaffAccountSchema,
  passwordAgainSchema,
  setPasswordSchema,
  staffAccountChangeSchema,
  twoStepConfirmSchema,
  type CreatedStaffAccount,
  type StaffAccount,
} from '@bank/shared';
import { signedInStaff } from '../../../auth/backoffice-auth';
import { endSessionsOf, openSessionsOf, sessionTimes } from '../../../auth/sessions';
import { confirmOwnPassword, userByEmail } from '../../../auth/sign-in';
import { confirmOwnTwoStep, newOwnRecoveryCodes, startOwnTwoStep } from '../../../auth/two-step/own-two-step';
import {
  assertAdministratorLeft,
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
  staffUser,
} from '../../../auth/staff-accounts';
import { currentActor, SYSTEM } from '../../../activity/actor';
import { conflict } from '../../../lib/errors';
import type { AppliedInput, CommandHandler } from '../../../lib/commands';
import { recordId, validated } from '../../../lib/validation';

/**
 * Who is acting: the signed-in staff member (every route here but set-password is behind the guard),
 * or, for a command, its maker with the approver who applied it.
 */
const actor = () => currentActor() ?? SYSTEM;

/** A command's account: its target's id, checked by the command's rule (a positive id); 404 when it is not staff. */
const targetAccount = (input: AppliedInput) => staffUser(Number(input.target.id));

/**
 * An account added or changed: the commands `staff-accounts.create` and `.update`. Giving the
 * Approver or Administrator role is held while changes need approval (auth/role-grants.ts), checked
 * first as the write checks it; applied, as its maker, the write checks everything again.
 */
export const accountCommands = {
  create: {
    definition: catalogueCommand('staff-accounts.create'),
    async check(input) {
      const values = await validated(newStaffAccountSchema, input.values);
      if (await userByEmail(values.email.toLowerCase())) throw conflict(STAFF_MESSAGES.emailTaken);
      return values;
    },
    async apply(input) {
      return createStaffAccount(await validated(newStaffAccountSchema, input.values), actor());
    },
    answer(ctx, created) {
      ctx.body = created;
      ctx.status = 201;
    },
  } satisfies CommandHandler<CreatedStaffAccount>,

  update: {
    definition: catalogueCommand('staff-accounts.update'),
    async check(input, { maker }) {
      const user = await targetAccount(input);
      const change = await validated(staffAccountChangeSchema, input.values);
      // The rules the write itself applies, now rather than at approval.
      if (change.blocked === true && user.id === maker.id) throw conflict(STAFF_MESSAGES.ownAccount);
      await assertAdministratorLeft(user, change);
      return change;
    },
    // Applied on approval as its maker (a role grant), with no session of its own.
    async apply(input, { maker }) {
      const { id } = await targetAccount(input);
      const change = await validated(staffAccountChangeSchema, input.values);
      return changeStaffAccount(id, change, maker, actor());
    },
  } satisfies CommandHandler<StaffAccount>,
};

/** The routes of routes/staff-account.ts (docs/api.md, Staff accounts and sessions). */
export default () => ({
  async list(ctx: Context) {
    ctx.body = await listStaffAccounts();
  },

  async findOne(ctx: Context) {
    ctx.body = await staffAccount(recordId(ctx));
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
