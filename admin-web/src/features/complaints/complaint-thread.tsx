import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  COMPLAINT_THREAD_KINDS,
  complaintThreadSchema,
  formatIndiaDateTime,
  type AdminComplaint,
  type ComplaintThreadEntry,
  type ComplaintThreadKind,
} from '@bank/shared';
import { TextAreaField } from '../../components/form-parts';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-client';
import { addToThread } from './api';

const WHO_WROTE = (entry: ComplaintThreadEntry) =>
  entry.written_by ? `by ${entry.written_by}` : '(the reply written before the thread was kept)';

/** Adds an update for the member or an internal note (POST …/thread); never kept as a browser draft. */
function AddToThread({ complaint, onAdded }: { complaint: AdminComplaint; onAdded: (saved: AdminComplaint) => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ kind: ComplaintThreadKind; text: string }>({
    defaultValues: { kind: 'update', text: '' },
    resolver: yupResolver(complaintThreadSchema),
  });
  const submit = handleSubmit(async (entry) => {
    setFailure(undefined);
    try {
      onAdded(await addToThread(complaint.id, entry));
      reset({ kind: entry.kind, text: '' });
    } catch (error) {
      const problems = Object.entries(apiFieldErrors(error));
      for (const [name, message] of problems) setError(name as 'kind' | 'text', { message });
      if (problems.length === 0) setFailure(apiErrorMessage(error) ?? 'Nothing was added.');
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="complaint-thread__add">
      <h4 id={`${id}-title`}>Add to the thread</h4>
      <fieldset className="complaint-thread__kinds">
        <legend>What it is</legend>
        {Object.entries(COMPLAINT_THREAD_KINDS).map(([kind, label]) => (
          <label key={kind}>
            <input type="radio" value={kind} {...register('kind')} /> {label}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        id={`${id}-text`}
        label="Text"
        rows={3}
        registration={register('text')}
        problem={errors.text?.message}
      />
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        Add to the thread
      </button>
    </form>
  );
}

/**
 * A complaint's dated thread, oldest first: each update sent to the member and each internal note
 * (never shown to the member), with who wrote it; and, for who answers complaints, a way to add.
 */
export function ComplaintThread({
  complaint,
  mayAdd,
  onAdded,
}: {
  complaint: AdminComplaint;
  mayAdd: boolean;
  onAdded: (saved: AdminComplaint) => void;
}) {
  const id = useId();
  return (
    <section className="complaint-thread" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Thread of {complaint.reference}</h3>
      {complaint.thread.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className="complaint-thread__entries">
          {complaint.thread.map((entry) => (
            <li key={entry.id} className={`complaint-thread__entry complaint-thread__entry--${entry.kind}`}>
              <p className="complaint-thread__meta">
                <strong>{entry.kind === 'update' ? 'Update sent to the member' : 'Internal note'}</strong>,{' '}
                {formatIndiaDateTime(entry.written_at)} {WHO_WROTE(entry)}
              </p>
              <p className="complaint-details__text">{entry.text}</p>
            </li>
          ))}
        </ol>
      )}
      {mayAdd && <AddToThread complaint={complaint} onAdded={onAdded} />}
    </section>
  );
}
