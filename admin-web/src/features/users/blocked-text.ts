import type { StaffAccount } from '@bank/shared';

const BLOCKED_BECAUSE: Record<NonNullable<StaffAccount['blocked_reason']>, string> = {
  administrator: 'Yes, by an Administrator',
  dormant: 'Yes, unused for too long',
};

/** Whether an account is blocked, by whom or why, and what the Administrator said of it. */
export const blockedText = (account: StaffAccount): string =>
  account.blocked
    ? `${BLOCKED_BECAUSE[account.blocked_reason ?? 'administrator']}${account.blocked_note ? `: ${account.blocked_note}` : ''}`
    : 'No';

/** The same as a sentence for the account's panel: 'Blocked by an Administrator: on leave until March.' */
export const blockedSentence = (account: StaffAccount): string =>
  account.blocked_reason === 'dormant'
    ? 'Blocked after going unused for too long.'
    : `Blocked by an Administrator${account.blocked_note ? `: ${account.blocked_note}` : ''}.`;
