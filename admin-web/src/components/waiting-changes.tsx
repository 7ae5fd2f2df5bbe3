import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CHANGE_STATUS_NAMES, changeLink, changeSentence, formatIndiaDateTime } from '@bank/shared';
import { usePendingChanges } from '../lib/pending-changes';
import './waiting-changes.css';

/**
 * 'Waiting for approval' at the head of a screen whose records have changes waiting (pages, site
 * settings, rates, customer protection; one record's only, with `recordId`): each change, who made
 * it and when, linked to it in Approvals. Nothing for a role that does not see changes, or when none waits.
 */
export function WaitingChanges({ resources, recordId }: { resources: readonly string[]; recordId?: number }) {
  const titleId = useId();
  const waiting = usePendingChanges().filter(
    (change) => resources.includes(change.resource) && (recordId === undefined || change.record_id === recordId),
  );
  if (waiting.length === 0) return null;
  return (
    <section className="notice waiting-changes" aria-labelledby={titleId}>
      <h2 id={titleId}>{CHANGE_STATUS_NAMES.pending}</h2>
      <ul>
        {waiting.map((change) => (
          <li key={change.id}>
            <Link to={changeLink(change.id, 'pending')}>{changeSentence(change)}</Link>, by {change.maker.name} on{' '}
            {formatIndiaDateTime(change.made_at)}
          </li>
        ))}
      </ul>
    </section>
  );
}
