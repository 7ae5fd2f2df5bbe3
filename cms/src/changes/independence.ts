import { CHANGE_MESSAGES } from '@bank/shared';
import { ACTIVITY } from '../activity/entries';
import { nowMs } from '../lib/clock';
import { HttpError } from '../lib/errors';

/**
 * Four eyes are two people's. Whoever made an account, gave it a new set-password link, reset its
 * two-step sign-in or changed its role may know its password or hold its second factor: for
 * APPROVER_INDEPENDENCE_DAYS (30) after that, the account approves none of that person's changes. Read from
 * the activity log, whose entries are written in the same transaction as those changes.
 */
const WHAT_THE_MAKER_DID: Record<string, string> = {
  account_create: 'made your account',
  password_link: 'gave your account a new set-password link',
  two_step_reset: "reset your account's two-step sign-in",
  role_change: "changed your account's role",
};

function independenceDays(): number {
  const configured = Number(process.env.APPROVER_INDEPENDENCE_DAYS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 30;
}

const DAY_MS = 86_400_000;
const dateInIndia = (at: Date) =>
  at.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/** 403 naming why, when the maker did one of those things to the approver's account within the days. */
export async function assertIndependentApprover(
  approver: { id: number },
  maker: { email: string } | null,
): Promise<void> {
  const days = independenceDays();
  if (!maker || days === 0) return;
  const table = strapi.db.metadata.get(ACTIVITY).tableName;
  const latest: { action: string; at: Date | number | string } | undefined = await strapi.db
    .connection(table)
    .select('action', 'at')
    .where({ resource: 'staff-accounts', record_id: approver.id, actor: maker.email.toLowerCase() })
    .where('at', '>=', new Date(nowMs() - days * DAY_MS))
    .where((query) =>
      query
        .whereIn('action', Object.keys(WHAT_THE_MAKER_DID))
        // Links given before they had an action of their own.
        .orWhere((older) =>
          older.where('action', 'account_update').where('record_label', 'like', '%: new set-password link'),
        ),
    )
    .orderBy('at', 'desc')
    .first();
  if (!latest) return;
  const what = WHAT_THE_MAKER_DID[latest.action] ?? WHAT_THE_MAKER_DID.password_link;
  throw new HttpError(403, CHANGE_MESSAGES.notIndependent(what, dateInIndia(new Date(latest.at)), days));
}
