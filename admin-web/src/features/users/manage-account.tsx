import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { blockedNoteRule, formatIndiaDateTime, staffAccountChangeSchema, type StaffAccount } from '@bank/shared';
import { describedBy, FieldError, OutcomeMessage, type Outcome } from '../../components/form-parts';
import { apiErrorMessage, isChangeAccepted } from '../../lib/api-client';
import { useStaffAccount } from '../../lib/staff-account';
import {
  actOnStaffAccount,
  changeStaffAccount,
  deleteStaffAccount,
  newPasswordLink,
  type StaffAccountAction,
} from './api';
import { RoleField } from './role-field';
import { absoluteLink, LinkToCopy } from './link-to-copy';
import { blockedSentence } from './blocked-text';

/** The name and role, checked with the server's rule for a change. */
const changeForm = staffAccountChangeSchema.pick(['name', 'role']);

/** The actions that take no input, with the question asked first (where one is) and what is said when done. */
const ACTIONS: Record<
  StaffAccountAction,
  { label: string; ask?: (name: string, twoStepRequired: boolean) => string; done: string }
> = {
  'reset-two-step': {
    label: 'Reset two-step sign-in',
    // What happens next depends on the server: whether it makes every account use two steps.
    ask: (name, required) =>
      `Reset two-step sign-in for ${name}? Their app's codes and recovery codes stop working and they are signed out. ${
        required
          ? 'They set it up again at their next sign-in.'
          : 'They sign in with their password alone until they turn it on again in My account.'
      }`,
    done: 'Two-step sign-in is reset.',
  },
  'end-sessions': { label: 'End sessions', done: 'Every session of the account has ended.' },
  'lift-lockout': { label: 'Lift lockout', done: 'The lockout is lifted: the account may sign in again.' },
};

export interface AccountChanges {
  /** The account as the server answered a change. */
  saved: (account: StaffAccount) => void;
  /** An action changed what the list shows in a way only the server knows: read the list again. */
  acted: () => void;
  deleted: (id: number) => void;
}

/** Blocking asks why: the reason is kept with the account while it is blocked, and in the activity log. */
function BlockForm({
  name,
  onBlock,
  onCancel,
}: {
  name: string;
  onBlock: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = note.trim();
    if (!reason) return setProblem('Say why the account is blocked.');
    try {
      blockedNoteRule.validateSync(reason);
    } catch (error) {
      return setProblem((error as Error).message);
    }
    onBlock(reason);
  };
  return (
    <form className="users-manage__form" onSubmit={submit} noValidate aria-label={`Block ${name}`}>
      <div className="field">
        <label htmlFor="users-manage-block-note">Why is this account blocked?</label>
        <textarea
          id="users-manage-block-note"
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`users-manage-block-hint${problem ? ' users-manage-block-problem' : ''}`}
        />
        <p id="users-manage-block-hint" className="field__hint">
          Every session of theirs ends at once. The reason is kept with the account and in the activity log.
        </p>
        <FieldError id="users-manage-block-problem" message={problem} />
      </div>
      <div className="users-manage__save">
        <button type="submit" className="button button--danger">
          Block {name}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A set-password link given for an account, shown this once with a copy button. */
function PasswordLink({ name, link }: { name: string; link: string }) {
  return (
    <div className="users-created">
      <p id="users-manage-link-text">
        Send this link to {name}: it sets a new password once, works for 24 hours, and is shown only now. Their password
        and sessions stay until it is used.
      </p>
      <LinkToCopy id="users-manage-link" link={link} describedBy="users-manage-link-text" />
    </div>
  );
}

/**
 * One account's panel: its name and role, Block or Unblock, Send a new set-password link, Reset
 * two-step sign-in, End sessions, Lift lockout and Delete (no Block nor Delete on one's own account).
 * A refusal (the last Administrator, 409) is shown as the server words it.
 */
export function ManageAccount({
  account,
  changes,
  onClose,
}: {
  account: StaffAccount;
  changes: AccountChanges;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const signedIn = useStaffAccount().account;
  const own = signedIn.id === account.id;
  const [link, setLink] = useState<string | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    defaultValues: { name: account.name, role: account.role },
    resolver: yupResolver(changeForm),
  });

  useEffect(() => heading.current?.focus(), []);

  /** Runs a change, telling how it went: `done`, or what `work` answers instead (a change sent for approval). */
  const attempt = async (work: () => Promise<string | void>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ text: (await work()) ?? done, failed: false });
    } catch (error) {
      setOutcome({ text: apiErrorMessage(error) ?? 'The change was not made.', failed: true });
    } finally {
      setBusy(false);
    }
  };

  /** Sends a change: the account saved, or the change request it became (the Approver or Administrator role). */
  const send = async (change: Parameters<typeof changeStaffAccount>[1]) => {
    const answer = await changeStaffAccount(account.id, change);
    if (isChangeAccepted(answer)) return answer.message;
    changes.saved(answer);
  };

  const save = handleSubmit((values) => attempt(() => send(values), 'The account is saved.'));

  const unblock = () => void attempt(() => send({ blocked: false }), 'The account is unblocked.');
  const block = (note: string) => {
    setBlocking(false);
    void attempt(() => send({ blocked: true, blocked_note: note }), 'The account is blocked.');
  };

  const act = (action: StaffAccountAction) => {
    const { ask, done } = ACTIONS[action];
    if (ask && !window.confirm(ask(account.name, signedIn.two_step_required !== false))) return;
    void attempt(async () => {
      await actOnStaffAccount(account.id, action);
      changes.acted();
    }, done);
  };

  const giveLink = () => {
    if (!window.confirm(`Give ${account.name} a new set-password link? Any earlier link stops working.`)) return;
    setLink(null);
    void attempt(async () => {
      setLink(absoluteLink(await newPasswordLink(account.id)));
    }, 'A new set-password link is ready: send it to them.');
  };

  const remove = () => {
    if (!window.confirm(`Delete the account of ${account.name}? This cannot be undone.`)) return;
    void attempt(async () => {
      await deleteStaffAccount(account.id);
      changes.deleted(account.id);
    }, 'The account is deleted.');
  };

  const actions: StaffAccountAction[] = [
    ...(account.two_step ? (['reset-two-step'] as const) : []),
    'end-sessions',
    ...(account.locked_until ? (['lift-lockout'] as const) : []),
  ];

  return (
    <section className="users-manage" aria-labelledby="users-manage-title">
      <h2 id="users-manage-title" ref={heading} tabIndex={-1}>
        {account.name}
      </h2>
      <p>
        {account.email}
        {account.locked_until && `; locked after too many attempts until ${formatIndiaDateTime(account.locked_until)}`}
      </p>
      {account.blocked && <p>{blockedSentence(account)}</p>}
      <form className="users-manage__form" onSubmit={save} noValidate aria-label={`Name and role of ${account.name}`}>
        <div className="field">
          <label htmlFor="users-manage-name">Name</label>
          <input
            id="users-manage-name"
            type="text"
            {...describedBy('users-manage-name-problem', errors.name)}
            {...register('name')}
          />
          <FieldError id="users-manage-name-problem" message={errors.name?.message} />
        </div>
        <RoleField
          id="users-manage-role"
          input={register('role')}
          chosen={watch('role') ?? ''}
          problem={errors.role?.message}
        />
        <div className="users-manage__save">
          <button type="submit" className="button button--primary" disabled={busy || isSubmitting}>
            Save name and role
          </button>
        </div>
      </form>
      <div className="users-manage__actions">
        {!own && (
          <button
            type="button"
            className="button"
            disabled={busy || blocking}
            onClick={() => (account.blocked ? unblock() : setBlocking(true))}
          >
            {account.blocked ? 'Unblock' : 'Block'}
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={giveLink}>
          Send a new set-password link
        </button>
        {actions.map((action) => (
          <button key={action} type="button" className="button" disabled={busy} onClick={() => act(action)}>
            {ACTIONS[action].label}
          </button>
        ))}
        {!own && (
          <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
            Delete account
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
      {blocking && <BlockForm name={account.name} onBlock={block} onCancel={() => setBlocking(false)} />}
      <OutcomeMessage outcome={outcome} />
      {link && <PasswordLink name={account.name} link={link} />}
    </section>
  );
}
