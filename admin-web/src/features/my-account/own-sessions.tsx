import { useState } from 'react';
import { formatIndiaDateTime, type StaffSession } from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { OutcomeMessage, type Outcome } from '../../components/form-parts';
import { apiErrorMessage } from '../../lib/api-client';
import { endOtherSessions } from './api';

const COLUMNS: TableColumn<StaffSession>[] = [
  { id: 'created', name: 'Started', selector: (session) => formatIndiaDateTime(session.created_at), wrap: true },
  { id: 'seen', name: 'Last seen', selector: (session) => formatIndiaDateTime(session.last_seen_at), wrap: true },
  { id: 'ip', name: 'Address', selector: (session) => session.ip ?? '—', wrap: true },
  { id: 'browser', name: 'Browser', selector: (session) => session.browser ?? '—', wrap: true, grow: 2 },
  { id: 'current', name: 'This session', selector: (session) => (session.current ? 'This session' : ''), wrap: true },
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
