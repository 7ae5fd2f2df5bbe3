import { formatIndiaDateTime, type ChangeRequest } from '@bank/shared';

/** Above a returned change's form: who sent it back, when and why, and what sending it again does. */
export function ReturnedChangeNote({ change }: { change: ChangeRequest }) {
  return (
    <div className="returned-change" role="note" aria-label="Sent back">
      <p>
        Sent back by {change.approver?.name ?? 'an approver'}
        {change.decided_at ? ` on ${formatIndiaDateTime(change.decided_at)}` : ''}: <q>{change.reason}</q>
      </p>
      <p>
        Edit it below and send it again: it waits for approval as the same change. A file it had stays unless you choose
        another.
      </p>
    </div>
  );
}
