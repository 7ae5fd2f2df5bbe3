import {
  CHANGE_MESSAGES,
  newStaffAccountSchema,
  staffAccountChangeSchema,
  STAFF_MESSAGES,
  type StaffRole,
} from '@bank/shared';
import type { Publishes } from '../content/publishes';
import { conflict } from '../lib/errors';
import { recordId, validated } from '../lib/validation';
import { userByEmail } from './sign-in';
import { assertAdministratorLeft, roleName, staffUser } from './staff-accounts';

/**
 * No single person may make a change public: while changes need approval, giving anyone the Approver
 * or Administrator role (a new account, or a role change) is itself a change request that another
 * Approver or Administrator approves. Other account changes (an Editor added, a name, a block) run
 * at once. The request is checked in full first: a refused input is never held.
 */
const GRANTS_APPROVAL: ReadonlySet<StaffRole> = new Set(['approver', 'administrator']);

const STAFF_ACCOUNTS = 'staff-accounts';
const GIVES_THE_ROLE = 'it gives the Approver or Administrator role';

/** POST /api/admin/users giving the Approver or Administrator role. */
export const newAccountGrant: Publishes = {
  resource: STAFF_ACCOUNTS,
  kind: 'create',
  holds: {
    when: GIVES_THE_ROLE,
    test: async (ctx) => GRANTS_APPROVAL.has((ctx.request.body as { role?: StaffRole } | undefined)?.role as StaffRole),
  },
  check: async (ctx) => {
    const input = await validated(newStaffAccountSchema, ctx.request.body);
    if (await userByEmail(input.email.toLowerCase())) throw conflict(STAFF_MESSAGES.emailTaken);
    return input;
  },
  describe: async (ctx) => {
    const input = await validated(newStaffAccountSchema, ctx.request.body);
    return {
      record_label: `${input.email.toLowerCase()}: new account, ${roleName(input.role)}`,
      changes: [
        { field: 'email', before: null, after: input.email.toLowerCase() },
        { field: 'name', before: null, after: input.name },
        { field: 'role', before: null, after: input.role },
      ],
    };
  },
  accepted: (ctx) =>
    CHANGE_MESSAGES.roleGrantNeedsApproval(roleName((ctx.request.body as { role: string }).role), true),
};

/** PUT /api/admin/users/{id} giving an account the Approver or Administrator role it does not have. */
export const roleChangeGrant: Publishes = {
  resource: STAFF_ACCOUNTS,
  kind: 'update',
  holds: {
    when: GIVES_THE_ROLE,
    test: async (ctx) => {
      const role = (ctx.request.body as { role?: StaffRole } | undefined)?.role;
      if (!role || !GRANTS_APPROVAL.has(role)) return false;
      const user = await staffUser(recordId(ctx));
      return user.staff_role !== role;
    },
  },
  check: async (ctx) => {
    const user = await staffUser(recordId(ctx));
    const change = await validated(staffAccountChangeSchema, ctx.request.body);
    // The rules the route itself applies, now rather than at approval.
    if (change.blocked === true && user.id === ctx.state.backofficeUser?.id) throw conflict(STAFF_MESSAGES.ownAccount);
    await assertAdministratorLeft(user, change);
    return change;
  },
  describe: async (ctx) => {
    const user = await staffUser(recordId(ctx));
    const change = await validated(staffAccountChangeSchema, ctx.request.body);
    return {
      // No stale check: a sign-in writes the account's row, and the role is what the change sets.
      record_uid: null,
      record_id: user.id,
      record_label: `${user.email}: ${roleName(user.staff_role)} to ${roleName(change.role)}`,
      changes: [
        { field: 'role', before: user.staff_role, after: change.role },
        ...(change.name !== undefined && change.name !== user.name
          ? [{ field: 'name', before: user.name, after: change.name }]
          : []),
        ...(change.blocked !== undefined && change.blocked !== Boolean(user.blocked)
          ? [{ field: 'blocked', before: Boolean(user.blocked), after: change.blocked }]
          : []),
      ],
    };
  },
  accepted: (ctx) =>
    CHANGE_MESSAGES.roleGrantNeedsApproval(roleName((ctx.request.body as { role: string }).role), false),
};
