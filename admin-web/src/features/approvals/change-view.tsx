import { useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import {
  approveChangeSchema,
  CHANGE_MESSAGES,
  CHANGE_STATUS_NAMES,
  DEFAULT_LOCALE,
  TRANSLATION_LANGUAGE_NAMES,
  changeSentence,
  formatIndiaDateTime,
  INDIA_OFFSET_MS,
  returnChangeSchema,
  type ChangeRequest,
} from '@bank/shared';
import { Link } from 'react-router-dom';
import ChangeTable from '../../components/change-table';
import { RESOURCE_DEFINITIONS } from '../../resources';
import type { Outcome } from '../../components/form-parts';
import { apiErrorMessage } from '../../lib/api-client';
import { pageScreenOf } from '../../lib/returned-changes';
import { useMay, useStaffAccount } from '../../lib/staff-account';
import { previewAddress, useChangeActions } from './api';
import { fieldLabelsOf, useHeldPictures } from './change-review';
import { ScheduleComparison, scheduleIn } from './schedule-comparison';

/** A datetime-local value ('2026-12-01T10:00') read as India's wall clock: an instant with +05:30. */
const indiaInstant = (wallClock: string) => `${wallClock}:00+05:30`;

/** The shared rule's message of a refused input. */
const firstError = (failure: unknown) => (failure instanceof ValidationError ? failure.errors[0] : String(failure));

/** India's wall clock now, as a datetime-local input writes it: the earliest time to offer. */
const indiaWallClockNow = () => new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** A refusal of what was asked, read out as it appears. */
function Problem({ id, problem }: { id: string; problem: string }) {
  if (!problem) return null;
  return (
    <p id={id} className="outcome--failed" role="alert">
      {problem}
    </p>
  );
}

/** A date and time in India, as a datetime-local input writes it, with the refusal of it below. */
function IndiaTimeField({
  id,
  label,
  value,
  onChange,
  problem,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="datetime-local"
          min={indiaWallClockNow()}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <Problem id={`${id}-problem`} problem={problem} />
    </>
  );
}

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
        <IndiaTimeField
          id={`publish-at-${change.id}`}
          label="Publish at (India time, IST)"
          value={at}
          onChange={setAt}
          problem={problem}
        />
      )}
      {when === 'now' && <Problem id={`publish-at-${change.id}-problem`} problem={problem} />}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Approving…' : 'Approve'}
      </button>
    </form>
  );
}

/** A scheduled change: move it to another time in India, or cancel its schedule (it waits for approval again). */
function ScheduleForm({ change, onDone }: { change: ChangeRequest; onDone: (outcome: Outcome) => void }) {
  const { reschedule, cancelSchedule } = useChangeActions();
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    try {
      await action();
      setProblem('');
      onDone({ text: done, failed: false });
    } catch (failure) {
      setProblem(apiErrorMessage(failure) ?? failed);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!at) return setProblem('Choose the date and time it goes public.');
    const publishAt = indiaInstant(at);
    if (Date.parse(publishAt) <= Date.now()) return setProblem(CHANGE_MESSAGES.publishAtPast);
    void act(
      () => reschedule(change.id, publishAt),
      CHANGE_MESSAGES.rescheduled,
      'The change could not be rescheduled.',
    );
  }

  return (
    <form className="change-decision" onSubmit={submit} noValidate aria-labelledby={`schedule-${change.id}`}>
      <h3 id={`schedule-${change.id}`}>Change the schedule</h3>
      <IndiaTimeField
        id={`reschedule-at-${change.id}`}
        label="New time (India time, IST)"
        value={at}
        onChange={setAt}
        problem={problem}
      />
      <div className="change-decision__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          Reschedule
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void act(() => cancelSchedule(change.id), CHANGE_MESSAGES.cancelled, 'The schedule could not be cancelled.')
          }
        >
          Cancel the schedule
        </button>
      </div>
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
      <Problem id={`${id}-problem`} problem={problem} />
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

/** 'Withdraw' of the maker's own change, waiting for approval or for its time, asked for first. */
function WithdrawButton({ change, onDone }: { change: ChangeRequest; onDone: (outcome: Outcome) => void }) {
  const { withdraw } = useChangeActions();
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!window.confirm(`Withdraw ${changeSentence(change)}?`)) return;
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

/** The screen whose form edits a change sent back to its maker, or undefined where there is none. */
function editingScreenOf(change: ChangeRequest): string | undefined {
  const { resource } = change;
  if (resource === 'rate-schedules') return 'InterestRates';
  // The settings' form edits their English; a language's texts have a tab of their own.
  if (resource === 'site-settings') return change.locale === DEFAULT_LOCALE ? 'SiteSettings' : undefined;
  if (resource === 'pages') {
    const screen = pageScreenOf(change);
    if (screen === 'about') return 'EditAbout';
    if (screen === 'protection') return 'CustomerProtection';
    if (screen === undefined) return undefined;
  }
  return RESOURCE_DEFINITIONS.find((definition) => definition.logName === resource)?.route;
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
  const scheduled = change.status === 'scheduled';
  const editScreen = editingScreenOf(change);
  const heldPictures = useHeldPictures(change);
  const translatedTexts = change.changes.filter((each) => /^(Marathi|Hindi): /.test(each.field));
  return (
    <section className="change-card" aria-labelledby="change-view-title">
      <h2 id="change-view-title">{changeSentence(change)}</h2>
      <dl className="change-card__details">
        <dt>Status</dt>
        <dd>{CHANGE_STATUS_NAMES[change.status]}</dd>
        <dt>Who</dt>
        <dd>
          {change.maker.name} ({change.maker.email})
        </dd>
        <dt>When</dt>
        <dd>{formatIndiaDateTime(change.made_at)}</dd>
        {change.locale !== DEFAULT_LOCALE && (
          <>
            <dt>Language</dt>
            <dd>{TRANSLATION_LANGUAGE_NAMES[change.locale] ?? change.locale}</dd>
          </>
        )}
        {change.revision > 1 && (
          <>
            <dt>Sent</dt>
            <dd>{`${change.revision} times: edited after it was sent back`}</dd>
          </>
        )}
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
      {change.resource === 'rate-schedules' && scheduleIn(change.values) ? (
        <>
          <ScheduleComparison values={change.values} recordId={change.record_id} />
          {/* Its texts translated while it waits ('Marathi: Savings Account'), approved with it. */}
          {translatedTexts.length > 0 && <ChangeTable changes={translatedTexts} />}
        </>
      ) : (
        <ChangeTable
          changes={change.changes}
          resource={change.resource}
          labelOf={fieldLabelsOf(change.resource)}
          held={heldPictures}
        />
      )}
      {pending && own && <p className="change-view__own">{CHANGE_MESSAGES.ownChange}</p>}
      {pending && !own && mayApprove && (
        <div className="change-view__decisions">
          <ApproveForm change={change} onDone={onDone} />
          <SendBackForm change={change} onDone={onDone} />
        </div>
      )}
      {scheduled && !own && mayApprove && (
        <div className="change-view__decisions">
          <ScheduleForm change={change} onDone={onDone} />
        </div>
      )}
      <div className="change-card__actions">
        {(pending || scheduled) && <PreviewButton change={change} />}
        {(pending || scheduled) && own && <WithdrawButton change={change} onDone={onDone} />}
        {change.status === 'returned' && own && editScreen && change.kind !== 'delete' && (
          <Link className="button button--primary" to={`/AdminPage/${editScreen}?change=${change.id}`}>
            Edit and send again
          </Link>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
