import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link } from 'react-router-dom';
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, COMPLAINT_MESSAGES, complaintSchema, formatDate, formatIndiaDateTime, lengthHint, type ComplaintInput, type ComplaintReceipt } from '@bank/shared';
import { serverFieldErrors, useSubmittedForm } from '../../app/page-state';
import { failureMessage } from '../../lib/api-errors';
import { lodgeComplaint } from './api/complaints';
import '../../components/form-fields.css';

const EMPTY: ComplaintInput = { name: '', email: '', phone: '', account_holder: '' as never, category: '' as never, description: '' };

type TextField = 'name' | 'email' | 'phone';
const TEXT_FIELDS: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/** What a member keeps of a lodged complaint: the reference, when it arrived, when a reply is due. */
export function ComplaintReceiptNote({ receipt }: { receipt: ComplaintReceipt }) {
  return (
    <div className="complaint-receipt" role="status">
      <p>
        Your complaint is registered. Your reference number is <strong>{receipt.reference}</strong>.
      </p>
      <p>
        Received {formatIndiaDateTime(receipt.received_at)}. A reply is due by {formatDate(receipt.reply_due)}. Quote the reference number whenever you write to us.
      </p>
    </div>
  );
}

/**
 * 'Lodge a complaint': checked with the server's schema as the member types; on success the
 * reference number, the time received and the reply's due date. Without JavaScript the form posts
 * to the page and the server answers with the same.
 */
export function ComplaintForm({ send = lodgeComplaint }: { send?: (complaint: ComplaintInput) => Promise<ComplaintReceipt> }) {
  const submitted = useSubmittedForm('complaint');
  const initialErrors = useMemo(() => serverFieldErrors(submitted), [submitted]);
  const [receipt, setReceipt] = useState<ComplaintReceipt | undefined>(submitted?.result as ComplaintReceipt | undefined);
  const [failure, setFailure] = useState<string | undefined>(submitted?.outcome?.kind === 'error' ? submitted.outcome.message : undefined);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<ComplaintInput>({
    mode: 'onChange',
    resolver: yupResolver(complaintSchema) as never,
    defaultValues: { ...EMPTY, ...(submitted && !submitted.result ? submitted.values : {}) },
    errors: initialErrors,
  });
  const shown = (name: keyof ComplaintInput) => (touchedFields[name] || isSubmitted || submitted) && errors[name]?.message;
  /** Ties the field to its error, and to its hint when it has one. */
  const describe = (name: keyof ComplaintInput, hintId?: string) => {
    const message = shown(name);
    const describedBy = [hintId, message && `complaint-${name}-error`].filter(Boolean).join(' ');
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
  };
  const fieldError = (name: keyof ComplaintInput) => {
    const message = shown(name);
    return message ? (
      <p className="field__error" id={`complaint-${name}-error`} role="alert">
        {message}
      </p>
    ) : null;
  };

  const onSubmit = async (complaint: ComplaintInput) => {
    setFailure(undefined);
    try {
      setReceipt(await send(complaint));
      reset(EMPTY);
    } catch (error) {
      console.error('The complaint could not be sent', error);
      setFailure(failureMessage(error, COMPLAINT_MESSAGES.sendFailed));
    }
  };

  return (
    <>
      {receipt && <ComplaintReceiptNote receipt={receipt} />}
      <form className="contact-form" method="post" action="/CustomerProtection#lodge" noValidate onSubmit={handleSubmit(onSubmit)}>
        <input type="hidden" name="form" value="complaint" />
        {failure && (
          <p className="contact-form__outcome contact-form__outcome--error" role="alert">
            {failure}
          </p>
        )}
        {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => (
          <div className="field" key={name}>
            <label htmlFor={`complaint-${name}`}>
              {label}
              <span aria-hidden="true"> *</span>
            </label>
            <input id={`complaint-${name}`} type={type} autoComplete={autoComplete} aria-required defaultValue={submitted?.result ? undefined : submitted?.values[name]} {...describe(name)} {...register(name)} />
            {fieldError(name)}
          </div>
        ))}
        <fieldset className="field field--choices">
          <legend>
            Do you hold an account with the bank?<span aria-hidden="true"> *</span>
          </legend>
          <div className="choice-row">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="choice">
                <input type="radio" value={answer} {...describe('account_holder')} defaultChecked={!submitted?.result && submitted?.values.account_holder === answer} {...register('account_holder')} /> {answer === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          {fieldError('account_holder')}
        </fieldset>
        <div className="field">
          <label htmlFor="complaint-category">
            What is it about?<span aria-hidden="true"> *</span>
          </label>
          <select id="complaint-category" aria-required defaultValue={submitted?.result ? '' : (submitted?.values.category ?? '')} {...describe('category')} {...register('category')}>
            <option value="">Choose…</option>
            {Object.entries(COMPLAINT_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {fieldError('category')}
        </div>
        <div className="field field--wide">
          <label htmlFor="complaint-description">
            Your complaint<span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="complaint-description"
            rows={6}
            aria-required
            defaultValue={submitted?.result ? undefined : submitted?.values.description}
            {...describe('description', 'complaint-description-hint')}
            {...register('description')}
          />
          <p className="field__hint" id="complaint-description-hint">
            {lengthHint(COMPLAINT_LIMITS.description)}
          </p>
          {fieldError('description')}
        </div>
        <p className="field--wide muted">
          How we use what you send: <Link to="/Privacy">Privacy Notice</Link>.
        </p>
        <button type="submit" className="button button--accent" disabled={isSubmitting}>
          Lodge complaint
        </button>
      </form>
    </>
  );
}
