import type { ActivityAction } from '@bank/shared';
import type { Actor } from '../activity/actor';
import { writeEntry } from '../activity/entries';
import type { StoredChange } from './change-requests';

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

/** The approver of a change as the actor of its entries, where the server applies it (a scheduled change). */
export const approverActor = (approver: { email: string }): Actor => ({
  actor: approver.email,
  actor_kind: 'backoffice',
  ip: null,
});
