import { useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import {
  approveChangeSchema,
  CHANGE_MESSAGES,
  CHANGE_STATUS_NAMES,
  formatIndiaDateTime,
  INDIA_OFFSET_MS,
  returnChangeSchema,
  type ChangeKind,
  type ChangeRequest,
} from '@bank/shared';
import ChangeTable from '../../components/change-table';
import type { Outcome } from '../../components/form-parts';
import { apiErrorMessage } from '../../lib/api-client';
import { useMay, useStaffAccount } from '../../lib/staff-account';
import { previewAddress, useChangeActions } from './api';

const KIND_NAMES: Readonly<Record<ChangeKind, string>> = {
  create: 'Add',
  update: 'Change',
  delete: 'Delete',
  import: 'Import',
  setting: 'Setting',
};

/** What a change does, in words: 'Change deposits: Fixed Deposit'. */
export const changeSubject = (change: ChangeRequest) =>
  `${KIND_NAMES[change.kind]} ${change.resource}${change.record_label ? `: ${change.record_label}` : ''}`;

/** A datetime-local value ('2026-12-01T10:00') read as India's wall clock: an instant with +05:30. */
const indiaInstant = (wallClock: string) => `${wallClock}:00+05:30`;

/** The shared rule's message of a refused input. */
const firstError = (failure: unknown) => (failure instanceof ValidationError ? failure.errors[0] : String(failure));

/** India's wall clock now, as a datetime-local input writes it: the earliest time to offer. */
const indiaWallClockNow = () => new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** Approve now or at a date and time in India. */
function ApproveForm({ change, onDone }: { change: ChangeRequest; onDone: (outcome: Outcome) => void }) {
  const { approve } = useChangeActions();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const publishAt = when === 'later' ? indiaInstant(at) : undefined;
    if (when === 'later') {
      if (!at) return setProblem('Choose the date and time it goes public.');
      try {
        approveChangeSchema.validateSync({ publish_at: publishAt });
      } catch (failure) {
        return setProblem(firstError(failure));
      }
      if (Date.parse(publishAt!) <= Date.now()) return setProblem(CHANGE_MESSAGES.publishAtPast);
    }
    setProblem('');
    setBusy(true);
    try {
      const decided = await approve(change.id, publishAt);
      onDone({
        text: decided.status === 'scheduled' ? CHANGE_MESSAGES.scheduled : CHANGE_MESSAGES.approved,
        failed: false,
      });
    } catch (failure) {
      setProblem(apiErrorMessage(failure) ?? 'The change could not be approved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="change-decision" onSubmit={submit} noValidate aria-labelledby={`approve-${change.id}`}>
      <h3 id={`approve-${change.id}`}>Approve</h3>
      <fieldset>
        <legend>When it goes public</legend>
        <label>
          <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
        </label>
        <label>
          <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> At a date and
          time
        </label>
      </fieldset>
      {when === 'later' && (
        <div className="field">
          <label htmlFor={`publish-at-${change.id}`}>Publish at (India time, IST)</label>
          <input
            id={`publish-at-${change.id}`}
            type="datetime-local"
            min={indiaWallClockNow()}
            value={at}
            onChange={(event) => setAt(event.target.value)}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `approve-problem-${change.id}` : undefined}
          />
        </div>
      )}
      {problem && (
        <p id={`approve-problem-${change.id}`} className="outcome--failed" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Approving…' : 'Approve'}
      </button>
    </form>
  );
}

/** Send back to the maker, with the reason the shared rule requires. */
function SendBackForm({ change, onDone }: { change: ChangeRequest; onDone: (outcome: Outcome) => void }) {
  const { sendBack } = useChangeActions();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `return-reason-${change.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    let checked: { reason: string };
    try {
      checked = returnChangeSchema.validateSync({ reason });
    } catch (failure) {
      return setProblem(firstError(failure));
    }
    setProblem('');
    setBusy(true);
    try {
      await sendBack(change.id, checked.reason);
      onDone({ text: CHANGE_MESSAGES.returned, failed: false });
    } catch (failure) {
      setProblem(apiErrorMessage(failure) ?? 'The change could not be sent back.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="change-decision" onSubmit={submit} noValidate aria-labelledby={`return-${change.id}`}>
      <h3 id={`return-${change.id}`}>Send back</h3>
      <div className="field">
        <label htmlFor={id}>Reason</label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="outcome--failed" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending back…' : 'Send back'}
      </button>
    </form>
  );
}

/** 'Preview': the public page with the change applied, in a new tab. */
function PreviewButton({ change }: { change: ChangeRequest }) {
  const [problem, setProblem] = useState('');
  async function preview() {
    // The tab opens on the click (a popup blocker lets it), and goes to the address once it is known.
    const tab = window.open('about:blank', '_blank');
    try {
      const url = await previewAddress(change.id);
      if (url) {
        if (tab) tab.location.href = url;
        else window.open(url, '_blank');
        setProblem('');
        return;
      }
      setProblem('Preview is not available yet');
    } catch (failure) {
      setProblem(apiErrorMessage(failure) ?? 'The preview could not be opened.');
    }
    tab?.close();
  }
  return (
    <>
      <button type="button" className="button" onClick={preview}>
        Preview
      </button>
      {problem && (
        <p className="outcome--failed" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** 'Withdraw' of the maker's own pending change, asked for first. */
function WithdrawButton({ change, onDone }: { change: ChangeRequest; onDone: (outcome: Outcome) => void }) {
  const { withdraw } = useChangeActions();
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!window.confirm(`Withdraw ${changeSubject(change)}?`)) return;
    setBusy(true);
    try {
      await withdraw(change.id);
      onDone({ text: CHANGE_MESSAGES.withdrawn, failed: false });
    } catch (failure) {
      onDone({ text: apiErrorMessage(failure) ?? 'The change could not be withdrawn.', failed: true });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button button--danger" onClick={submit} disabled={busy}>
      Withdraw
    </button>
  );
}

/** One change in full: who, when, what, each field before and after, and what the signed-in person may do with it. */
export function ChangeView({
  change,
  onClose,
  onDone,
}: {
  change: ChangeRequest;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { account } = useStaffAccount();
  const mayApprove = useMay('changes.approve');
  const own = change.maker.id === account.id;
  const pending = change.status === 'pending';
  return (
    <section className="change-card" aria-labelledby="change-view-title">
      <h2 id="change-view-title">{changeSubject(change)}</h2>
      <dl className="change-card__details">
        <dt>Status</dt>
        <dd>{CHANGE_STATUS_NAMES[change.status]}</dd>
        <dt>Who</dt>
        <dd>
          {change.maker.name} ({change.maker.email})
        </dd>
        <dt>When</dt>
        <dd>{formatIndiaDateTime(change.made_at)}</dd>
        <dt>Record</dt>
        <dd>
          {change.record_id === null ? (change.kind === 'create' ? 'A new record' : '—') : `#${change.record_id}`}
        </dd>
        <dt>Request</dt>
        <dd>
          <code>{change.request}</code>
        </dd>
        {change.approver && (
          <>
            <dt>{change.status === 'returned' ? 'Sent back by' : 'Approved by'}</dt>
            <dd>
              {change.approver.name}
              {change.decided_at && `, ${formatIndiaDateTime(change.decided_at)}`}
            </dd>
          </>
        )}
        {change.publish_at && (
          <>
            <dt>Goes public</dt>
            <dd>{formatIndiaDateTime(change.publish_at)}</dd>
          </>
        )}
        {change.reason && (
          <>
            <dt>Reason</dt>
            <dd>{change.reason}</dd>
          </>
        )}
      </dl>
      <ChangeTable changes={change.changes} />
      {pending && own && <p className="change-view__own">{CHANGE_MESSAGES.ownChange}</p>}
      {pending && !own && mayApprove && (
        <div className="change-view__decisions">
          <ApproveForm change={change} onDone={onDone} />
          <SendBackForm change={change} onDone={onDone} />
        </div>
      )}
      <div className="change-card__actions">
        {pending && <PreviewButton change={change} />}
        {pending && own && <WithdrawButton change={change} onDone={onDone} />}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
