/**
 * The back office's staff roles and what each may do. Every /api/admin route and every back-office
 * screen names one ability; the CMS's guard, the menu and the roles table in docs/roles.md are made
 * from this one declaration.
 */

/** Role keys as the API spells them; one role per account. */
export const STAFF_ROLES = ['administrator', 'editor', 'approver', 'customer_service', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role as people name it, with what it is for. */
export const STAFF_ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, { name: string; purpose: string }>> = {
  administrator: { name: 'Administrator', purpose: 'Everything, including users and settings.' },
  editor: { name: 'Editor', purpose: 'Changes content; not the inbox, complaints, users or settings.' },
  approver: { name: 'Approver', purpose: "Approves others' changes; may also edit content." },
  customer_service: {
    name: 'Customer service',
    purpose: 'Inbox and complaints: reads, answers, marks handled, exports.',
  },
  auditor: { name: 'Auditor', purpose: 'Reads everything, including the activity log; changes nothing.' },
};

/** The people of each role, as a refusal names them ('Editors cannot …'). */
const ROLE_PEOPLE: Readonly<Record<StaffRole, string>> = {
  administrator: 'Administrators',
  editor: 'Editors',
  approver: 'Approvers',
  customer_service: 'Customer service staff',
  auditor: 'Auditors',
};

const EVERY_ROLE = STAFF_ROLES;
const CONTENT_ROLES = ['administrator', 'editor', 'approver'] as const;

/**
 * What an account may do, and which roles may. A route or screen names the narrowest ability that
 * covers it; 'signed_in' is what every account may do (its own account, the dashboard).
 */
export const STAFF_ABILITIES = {
  signed_in: { roles: EVERY_ROLE, what: 'Its own account and sessions, the dashboard, page views' },
  'content.read': {
    roles: ['administrator', 'editor', 'approver', 'auditor'],
    what: 'Read the content, rates, customer protection, pages and imports',
  },
  'content.write': {
    roles: CONTENT_ROLES,
    what: 'Add, change, delete, hide and import content, rates and customer protection',
  },
  'enquiries.read': {
    roles: ['administrator', 'customer_service', 'auditor'],
    what: 'Read and export enquiries and complaints',
  },
  'enquiries.answer': {
    roles: ['administrator', 'customer_service'],
    what: 'Answer enquiries and complaints, mark them handled',
  },
  'activity.read': { roles: ['administrator', 'editor', 'approver', 'auditor'], what: 'Read the activity log' },
  'changes.read': {
    roles: ['administrator', 'editor', 'approver', 'auditor'],
    what: 'See change requests waiting for approval, approved, scheduled and sent back',
  },
  'changes.approve': {
    roles: ['administrator', 'approver'],
    what: "Approve others' changes (now or at a set time), send them back, preview them (a maker previews their own)",
  },
  'settings.read': { roles: ['administrator', 'auditor'], what: 'Read the site settings' },
  'settings.write': { roles: ['administrator'], what: 'Change the site settings' },
  'users.read': { roles: ['administrator', 'auditor'], what: 'Read the staff accounts' },
  'users.manage': {
    roles: ['administrator'],
    what: 'Add, change, block and unblock accounts, reset two-step sign-in, end sessions, lift lockouts',
  },
} as const satisfies Record<string, { roles: readonly StaffRole[]; what: string }>;

export type StaffAbility = keyof typeof STAFF_ABILITIES;

/** Whether a role may do something. */
export function roleMay(role: StaffRole, ability: StaffAbility): boolean {
  return (STAFF_ABILITIES[ability].roles as readonly StaffRole[]).includes(role);
}

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** A refusal for the role in staff words, as the activity log keeps it: 'Editors cannot change the site settings'. */
export function roleRefusal(role: StaffRole, ability: StaffAbility): string {
  const what = STAFF_ABILITIES[ability].what;
  return `${ROLE_PEOPLE[role]} cannot ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
}
