import type { ActivityAction } from '@bank/shared';
import type { Actor } from '../activity/actor';
import { writeEntry } from '../activity/entries';
import { inOneTransaction } from '../lib/transactions';
import { moveChange, type StoredChange, type StoredStatus } from './change-requests';

/** The activity log's resource of the decisions on change requests. */
const CHANGE_REQUESTS_RESOURCE = 'change-requests';

type DecisionAction = Extract<ActivityAction, `change_${string}` | 'preview_link'>;

/**
 * A decision on a change request (or a preview link given) as an activity entry: the change request
 * is its record, labelled with what the change does and, where there is one, the reason or time.
 * Written by whoever is acting (the request's account, else the server) unless `actor` is given;
 * inside the transaction of the decision where there is one.
 */
export function logDecision(
  action: DecisionAction,
  change: Pick<StoredChange, 'id' | 'kind' | 'resource' | 'record_label'>,
  detail?: string,
  actor?: Actor,
): Promise<number> {
  const what = `${change.kind} of ${change.resource}${change.record_label ? ` (${change.record_label})` : ''}`;
  return writeEntry({
    action,
    resource: CHANGE_REQUESTS_RESOURCE,
    record_id: change.id,
    record_label: detail ? `${what}: ${detail}` : what,
    ...(actor ? { actor } : {}),
  });
}

/**
 * Moves a change from `from` as `data` says and logs the decision, in one transaction: both or
 * neither. Answers whether this call made the move (another decision or process may have come first).
 */
export function moveLogged(
  change: StoredChange,
  from: StoredStatus,
  data: Parameters<typeof moveChange>[2],
  action: DecisionAction,
  detail?: string,
): Promise<boolean> {
  return inOneTransaction(async () => {
    if (!(await moveChange(change.id, from, data))) return false;
    await logDecision(action, change, detail);
    return true;
  });
}

/** The approver of a change as the actor of its entries, where the server applies it (a scheduled change). */
export const approverActor = (approver: { email: string }): Actor => ({
  actor: approver.email,
  actor_kind: 'backoffice',
  ip: null,
});
