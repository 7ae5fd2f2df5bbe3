import { useState } from 'react';
import { formatIndiaDateTime, type StaffSession } from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { OutcomeMessage, type Outcome } from '../../components/form-parts';
import { apiErrorMessage } from '../../lib/api-client';
import { endOtherSessions } from './api';

// Two columns, each a few lines: the table fits a phone without scrolling sideways.
const COLUMNS: TableColumn<StaffSession>[] = [
  {
    id: 'session',
    name: 'Session',
    wrap: true,
    cell: (session) => (
      <div className="own-sessions__lines">
        <span>{session.browser ?? 'An unknown browser'}</span>
        <span>from {session.ip ?? 'an unknown address'}</span>
        {session.current && <strong>This session</strong>}
      </div>
    ),
  },
  {
    id: 'times',
    name: 'When',
    wrap: true,
    cell: (session) => (
      <div className="own-sessions__lines">
        <span>Started {formatIndiaDateTime(session.created_at)}</span>
        <span>Last seen {formatIndiaDateTime(session.last_seen_at)}</span>
      </div>
    ),
  },
];

/** The signed-in person's sessions, this one marked, and 'Sign out everywhere else'. */
export function OwnSessions({
  sessions,
  isLoading,
  failed,
  reload,
}: {
  sessions: StaffSession[];
  isLoading: boolean;
  failed: boolean;
  reload: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const others = sessions.filter((session) => !session.current).length;

  const signOutElsewhere = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await endOtherSessions();
      await reload();
      setOutcome({ text: 'You are signed out everywhere else.', failed: false });
    } catch (error) {
      setOutcome({ text: apiErrorMessage(error) ?? 'The other sessions were not ended.', failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="my-account__part" aria-labelledby="own-sessions-title">
      <h2 id="own-sessions-title">Your sessions</h2>
      {failed && (
        <p className="outcome--failed" role="alert">
          The sessions could not be loaded.
        </p>
      )}
      <AdminTable<StaffSession>
        label="Your sessions"
        columns={COLUMNS}
        data={sessions}
        loading={isLoading}
        keyField="id"
      />
      <div>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || others === 0}
          onClick={signOutElsewhere}
        >
          Sign out everywhere else
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}
