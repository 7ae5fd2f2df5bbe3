import type { Context } from 'koa';
import {
  CHANGE_MESSAGES,
  newStaffAccountSchema,
  staffAccountChangeSchema,
  type CommandInput,
  type StaffRole,
} from '@bank/shared';
import type { Publishes } from '../content/publishes';
import { recordId, validated } from '../lib/validation';
import { roleName, staffUser } from './staff-accounts';

/**
 * No single person may make a change public: while changes need approval, giving anyone the Approver
 * or Administrator role (a new account, or a role change) is itself a change request that another
 * Approver or Administrator approves. Other account changes (an Editor added, a name, a block) run
 * at once. The command (`staff-accounts.create`, `.update`) is checked in full first, as its
 * handler's check (api/staff-account): a refused input is never held.
 */
const GRANTS_APPROVAL: ReadonlySet<StaffRole> = new Set(['approver', 'administrator']);

const STAFF_ACCOUNTS = 'staff-accounts';
const GIVES_THE_ROLE = 'it gives the Approver or Administrator role';

/** What a held command says: its values and the account it names (the request's, where there is no command). */
const sentValues = (ctx: Context, input?: CommandInput): unknown => (input ? input.values : ctx.request.body);
const accountId = (ctx: Context, input?: CommandInput): number | null =>
  input ? Number(input.target.id) : recordId(ctx);

/** POST /api/admin/users giving the Approver or Administrator role. */
export const newAccountGrant: Publishes = {
  resource: STAFF_ACCOUNTS,
  kind: 'create',
  holds: {
    when: GIVES_THE_ROLE,
    test: async (ctx) => GRANTS_APPROVAL.has((ctx.request.body as { role?: StaffRole } | undefined)?.role as StaffRole),
  },
  describe: async (ctx, command) => {
    const input = await validated(newStaffAccountSchema, sentValues(ctx, command));
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
  describe: async (ctx, command) => {
    const user = await staffUser(accountId(ctx, command));
    const change = await validated(staffAccountChangeSchema, sentValues(ctx, command));
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
