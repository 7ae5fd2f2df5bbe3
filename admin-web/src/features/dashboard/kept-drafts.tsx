import { useState } from 'react';
import { Link } from 'react-router-dom';
import { draftAge, dropDraft, keptDrafts } from '../../lib/drafts';
import { useStaffAccount } from '../../lib/staff-account';

/**
 * Text typed into a content form and not saved (a session that ended, a closed tab), kept in this
 * browser for this account: each with its age and the way back to its form, where it is put back.
 * Nothing shows when there is none.
 */
export function KeptDrafts() {
  const { account } = useStaffAccount();
  const [drafts, setDrafts] = useState(() => keptDrafts(account.id));
  if (drafts.length === 0) return null;
  return (
    <section className="notice kept-drafts" aria-labelledby="kept-drafts-title">
      <h2 id="kept-drafts-title">Unsaved text kept in this browser</h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.key}>
            <Link to={draft.place}>{draft.label}</Link>, typed {draftAge(draft.savedAt)}{' '}
            <button
              type="button"
              className="button"
              aria-label={`Discard the unsaved text of ${draft.label}`}
              onClick={() => {
                dropDraft(account.id, draft.key);
                setDrafts(keptDrafts(account.id));
              }}
            >
              Discard
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
