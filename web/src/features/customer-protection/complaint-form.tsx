import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link } from 'react-router-dom';
import {
  localePath,
  COMPLAINT_CATEGORIES,
  COMPLAINT_FIELDS,
  PHONE_HINT,
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES,
  complaintSchema,
  formatDate,
  formatIndiaDateTime,
  type ComplaintInput,
  type ComplaintLookupInput,
  type ComplaintReceipt,
} from '@bank/shared';
import { serverFieldErrors, useSubmittedForm } from '../../app/page-state';
import { failureMessage } from '../../lib/api-errors';
import { lodgeComplaint } from './api/complaints';
import '../../components/form-fields.css';
import { useI18n } from '../../lib/i18n';
import { RichMessage } from '../../components/rich-message';
import { formMessage, lengthHintText } from '../../lib/form-message';

const EMPTY: ComplaintInput = {
  name: '',
  email: '',
  phone: '',
  account_holder: '' as never,
  category: '' as never,
  description: '',
};

type TextField = 'name' | 'email' | 'phone';
const TEXT_FIELDS: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: /*i18n*/ 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: /*i18n*/ 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: /*i18n*/ 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * What a member keeps of a lodged complaint, in place of the form: the reference, when it arrived and
 * when a reply is due, a way to follow it and a way to lodge another. Focus moves to its heading, by
 * the `autofocus` of the server's page without JavaScript and by the effect with it.
 */
function ComplaintConfirmation({
  receipt,
  onFollow,
  onAnother,
}: {
  receipt: ComplaintReceipt;
  onFollow?: () => void;
  onAnother?: () => void;
}) {
  const i18n = useI18n();
  const anotherForm = localePath(i18n.locale, '/CustomerProtection?complaint=new#lodge');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  /** A link that works without JavaScript, and does `action` in place when the page runs. */
  const inPlace = (action?: () => void) => (event: React.MouseEvent) => {
    if (!action) return;
    event.preventDefault();
    action();
  };
  return (
    <section className="complaint-confirmation" aria-labelledby={CONFIRMATION_HEADING_ID}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the member must land on the reference, and without JavaScript only autofocus can move focus there. */}
      <h3 id={CONFIRMATION_HEADING_ID} tabIndex={-1} ref={heading} autoFocus>
        {i18n._('Your complaint is registered')}
      </h3>
      <dl className="complaint-confirmation__details">
        <dt>{i18n._('Reference number')}</dt>
        <dd>
          <strong className="complaint-confirmation__reference">{receipt.reference}</strong>
        </dd>
        <dt>{i18n._('Received')}</dt>
        <dd>{formatIndiaDateTime(receipt.received_at, i18n.numbers)}</dd>
        <dt>{i18n._('Reply due by')}</dt>
        <dd>{formatDate(receipt.reply_due, i18n.numbers)}</dd>
      </dl>
      <p>
        {i18n._(
          'Quote the reference number whenever you write to us. With the e-mail address you gave, it lets you follow the complaint on this page.',
        )}
      </p>
      <div className="complaint-confirmation__actions">
        <a className="button" href="#status" onClick={inPlace(onFollow)}>
          {i18n._('Follow this complaint')}
        </a>
        <a className="button button--ghost" href={anotherForm} onClick={inPlace(onAnother)}>
          {i18n._('Lodge another complaint')}
        </a>
      </div>
    </section>
  );
}

const CONFIRMATION_HEADING_ID = 'complaint-received';

/**
 * 'Lodge a complaint': checked with the server's schema as the member types; once lodged, the
 * confirmation takes the form's place until the member asks for a new form. Without JavaScript the
 * form posts to the page and the server answers with the same. `onFollow` takes the member to the
 * look-up with the complaint's reference and e-mail.
 */
export function ComplaintForm({
  send = lodgeComplaint,
  onFollow,
}: {
  send?: (complaint: ComplaintInput) => Promise<ComplaintReceipt>;
  onFollow?: (lookup: ComplaintLookupInput) => void;
}) {
  const i18n = useI18n();
  const action = localePath(i18n.locale, '/CustomerProtection');
  const submitted = useSubmittedForm('complaint');
  const initialErrors = useMemo(() => serverFieldErrors(submitted), [submitted]);
  const [receipt, setReceipt] = useState<ComplaintReceipt | undefined>(
    submitted?.result as ComplaintReceipt | undefined,
  );
  const [failure, setFailure] = useState<string | undefined>(
    submitted?.outcome?.kind === 'error' ? submitted.outcome.message : undefined,
  );
  // The e-mail the complaint was lodged with, for the look-up (the server's page does not repeat it).
  const [lodgedBy, setLodgedBy] = useState('');
  const askedForNewForm = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<ComplaintInput>({
    mode: 'onChange',
    resolver: yupResolver(complaintSchema) as never,
    defaultValues: { ...EMPTY, ...(submitted && !submitted.result ? submitted.values : {}) },
    errors: initialErrors,
  });
  const shown = (name: keyof ComplaintInput) =>
    (touchedFields[name] || isSubmitted || submitted) && errors[name]?.message;
  // The server's answer without JavaScript lands on its first wrong field (autofocus: no script can move focus there).
  const firstServerError = COMPLAINT_FIELDS.find((name) => submitted?.errors[name]);
  /** Ties the field to its error, and to its hint when it has one. */
  const describe = (name: keyof ComplaintInput, hintId?: string) => {
    const message = shown(name);
    const describedBy = [hintId, message && `complaint-${name}-error`].filter(Boolean).join(' ');
    return {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
      autoFocus: name === firstServerError || undefined,
    } as const;
  };
  const fieldError = (name: keyof ComplaintInput) => {
    const message = shown(name);
    return message ? (
      <p className="field__error" id={`complaint-${name}-error`} role="alert">
        {formMessage(i18n, message)}
      </p>
    ) : null;
  };

  const onSubmit = async (complaint: ComplaintInput) => {
    setFailure(undefined);
    try {
      const lodged = await send(complaint);
      setLodgedBy(complaint.email);
      setReceipt(lodged);
      reset(EMPTY);
    } catch (error) {
      console.error('The complaint could not be sent', error);
      setFailure(failureMessage(error, COMPLAINT_MESSAGES.sendFailed));
    }
  };

  // A new form starts at its first field.
  useEffect(() => {
    if (receipt || !askedForNewForm.current) return;
    askedForNewForm.current = false;
    setFocus('name');
  }, [receipt, setFocus]);

  if (receipt) {
    const another = () => {
      askedForNewForm.current = true;
      reset(EMPTY);
      setReceipt(undefined);
    };
    return (
      <ComplaintConfirmation
        receipt={receipt}
        onFollow={onFollow && (() => onFollow({ reference: receipt.reference, email: lodgedBy }))}
        onAnother={another}
      />
    );
  }

  return (
    <>
      <p className="muted">{i18n._('All fields are required. You will get a reference number at once.')}</p>
      <form className="contact-form" method="post" action={action} noValidate onSubmit={handleSubmit(onSubmit)}>
        <input type="hidden" name="form" value="complaint" />
        {failure && (
          <p
            className="contact-form__outcome contact-form__outcome--error"
            role="alert"
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer without JavaScript lands on why nothing was lodged.
            autoFocus={Boolean(submitted?.outcome)}
          >
            {formMessage(i18n, failure)}
          </p>
        )}
        {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => (
          <div className="field" key={name}>
            <label htmlFor={`complaint-${name}`}>
              {i18n._(label)}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={`complaint-${name}`}
              type={type}
              autoComplete={autoComplete}
              aria-required
              defaultValue={submitted?.values[name]}
              {...describe(name, name === 'phone' ? 'complaint-phone-hint' : undefined)}
              {...register(name)}
            />
            {name === 'phone' && (
              <p className="field__hint" id="complaint-phone-hint">
                {i18n._(PHONE_HINT)}
              </p>
            )}
            {fieldError(name)}
          </div>
        ))}
        <fieldset className="field field--choices">
          <legend>
            {i18n._('Do you hold an account with the bank?')}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="choice-row">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="choice">
                <input
                  type="radio"
                  value={answer}
                  {...describe('account_holder')}
                  defaultChecked={submitted?.values.account_holder === answer}
                  {...register('account_holder')}
                />{' '}
                {answer === 'yes' ? i18n._('Yes') : i18n._('No')}
              </label>
            ))}
          </div>
          {fieldError('account_holder')}
        </fieldset>
        <div className="field">
          <label htmlFor="complaint-category">
            {i18n._('What is it about?')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id="complaint-category"
            aria-required
            defaultValue={submitted?.values.category ?? ''}
            {...describe('category')}
            {...register('category')}
          >
            <option value="">{i18n._('Choose…')}</option>
            {Object.entries(COMPLAINT_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </select>
          {fieldError('category')}
        </div>
        <div className="field field--wide">
          <label htmlFor="complaint-description">
            {i18n._('Your complaint')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="complaint-description"
            rows={6}
            aria-required
            defaultValue={submitted?.values.description}
            {...describe('description', 'complaint-description-hint')}
            {...register('description')}
          />
          <p className="field__hint" id="complaint-description-hint">
            {lengthHintText(i18n, COMPLAINT_LIMITS.description)}
          </p>
          {fieldError('description')}
        </div>
        <p className="field--wide muted">
          <RichMessage
            message={i18n._('How we use what you send: <0>Privacy Notice</0>.')}
            parts={[<Link key="privacy" to="/Privacy" />]}
          />
        </p>
        <button type="submit" className="button button--accent" disabled={isSubmitting}>
          {i18n._('Lodge complaint')}
        </button>
      </form>
    </>
  );
}
