import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { formatIndiaDateTime } from '@bank/shared';
import { draftAge, dropDraft, keepableValues, keepDraft, keptDraft, type Draft } from '../lib/drafts';
import { useStaffAccount } from '../lib/staff-account';
import './form-draft.css';

/** Which form a draft belongs to, how it is named, and the address that opens it again. */
export type DraftPlace = Pick<Draft, 'key' | 'label' | 'place'>;

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps what is typed into a content form in this browser as it is typed, for the signed-in account
 * (see lib/drafts), and offers a kept draft back when the form opens again. `where` null keeps
 * nothing. `forget()` once the form is saved or cancelled.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, where: DraftPlace | null) {
  const { account } = useStaffAccount();
  const key = where?.key;
  const [offered, setOffered] = useState(() => (key ? keptDraft(account.id, key) : undefined));
  const place = useRef(where);
  place.current = where;
  const { watch, formState, getValues, setValue } = form;
  // What the form started from (again after a reset): text typed back to it is no draft.
  const defaults = useRef(formState.defaultValues);
  defaults.current = formState.defaultValues;

  useEffect(() => {
    if (!key) return;
    const subscription = watch((values, { type }) => {
      // Only what the person types: a value the form sets itself is not theirs.
      if (type !== 'change' || !place.current) return;
      const typed = keepableValues(values);
      if (sameValues(typed, keepableValues(defaults.current ?? {}))) dropDraft(account.id, key);
      else keepDraft(account.id, { ...place.current, values: typed, savedAt: Date.now() });
    });
    return () => subscription.unsubscribe();
  }, [watch, account.id, key]);

  const forget = () => {
    if (key) dropDraft(account.id, key);
    setOffered(undefined);
  };

  /** Drops the offered draft, unless the person has typed since (then what is kept is the new text). */
  const discard = (draft: Draft) => {
    if (keptDraft(account.id, draft.key)?.savedAt === draft.savedAt) dropDraft(account.id, draft.key);
    setOffered(undefined);
  };

  const putBack = (draft: Draft) => {
    const fields = getValues();
    for (const [name, value] of Object.entries(draft.values)) {
      if (name in fields) setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    keepDraft(account.id, { ...draft, savedAt: Date.now() });
    setOffered(undefined);
  };

  const offer = offered ? (
    <div className="notice form-draft" role="region" aria-label="Unsaved text">
      <p>
        Text you did not save in this form, {draftAge(offered.savedAt)} (
        {formatIndiaDateTime(new Date(offered.savedAt).toISOString())}), is kept in this browser.
      </p>
      <div className="form-draft__actions">
        <button type="button" className="button button--primary" onClick={() => putBack(offered)}>
          Put it back
        </button>
        <button type="button" className="button" onClick={() => discard(offered)}>
          Discard it
        </button>
      </div>
    </div>
  ) : null;

  return { offer, forget };
}
