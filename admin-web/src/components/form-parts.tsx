import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { StaleRecord } from '@bank/shared';
import './form-parts.css';
/** Pieces every back-office form and table row shares. */

export function FormActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="resource-form__actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** A field's problem, tied to its input by aria-describedby. */
export function FieldError({ id, message }: { id: string; message: unknown }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      {String(message)}
    </p>
  );
}

/**
 * A warning under a field (saving stays possible). The live region is always there, empty when
 * all is well, so that a screen reader hears the warning when it appears.
 */
export function FieldWarning({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="field__warning" role="status">
      {message}
    </p>
  );
}

/** aria attributes of an input with a problem. */
export const describedBy = (id: string, message: unknown) =>
  message ? { 'aria-invalid': true, 'aria-describedby': id } : {};

export interface RowAction {
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** A row's buttons; each is named with the row ('Edit Gold Loan') for screen readers. */
export function RowActions({ rowName, actions }: { rowName: string; actions: RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={`button button--small${action.danger ? ' button--danger' : ''}`}
          aria-label={`${action.label} ${rowName}`}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

/** What a form or an action said last: done (a status a screen reader hears) or refused (an alert). */
export type Outcome = { text: string; failed: boolean } | null;

/** The last outcome, in a live region that stays in the page so that the next one is heard. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return outcome?.failed ? (
    <p className="outcome--failed" role="alert">
      {outcome.text}
    </p>
  ) : (
    <p role="status">{outcome?.text}</p>
  );
}

/** A labelled text area of a form, its problem under it and tied to it (`describedBy`). */
export function TextAreaField({
  id,
  label,
  rows,
  registration,
  problem,
}: {
  id: string;
  label: ReactNode;
  rows: number;
  registration: UseFormRegisterReturn;
  problem: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} {...registration} {...describedBy(`${id}-error`, problem)} />
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}

/**
 * Beside a field of a record read again with another person's change: what this person had typed,
 * where it differs, and a button to take it back.
 */
export function YourText({
  label,
  typed,
  theirs,
  onUse,
}: {
  label: string;
  typed: unknown;
  theirs: unknown;
  onUse: () => void;
}) {
  // A figure typed ('12') and read (12) are the same value.
  if (typed === theirs || (typeof typed !== 'boolean' && String(typed ?? '') === String(theirs ?? ''))) return null;
  const text = typeof typed === 'boolean' ? (typed ? 'Yes' : 'No') : String(typed ?? '');
  return (
    <div className="field__yours">
      <p>
        Your text: <q>{text === '' ? '(empty)' : text}</q>
      </p>
      <button type="button" className="button" onClick={onUse}>
        Use your text for {label}
      </button>
    </div>
  );
}

/**
 * Beside a form whose save was refused because someone changed the record since it was read: who and
 * when, and (with `onReload`) "Load their change, keep my text beside it".
 */
export function StaleNotice({ stale, onReload }: { stale: StaleRecord | undefined; onReload?: () => void }) {
  if (!stale) return null;
  return (
    <div className="resource-form__failure" role="alert">
      <p>{stale.message}</p>
      {onReload && (
        <button type="button" className="button" onClick={onReload}>
          Load their change, keep my text beside it
        </button>
      )}
    </div>
  );
}
