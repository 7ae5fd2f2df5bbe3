import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { toast } from 'react-toastify';
import {
  localePath,
  CONTACT_LIMITS,
  PHONE_HINT,
  CONTACT_MESSAGES,
  contactSchema,
  type ContactEnquiry,
  type ContactMessage,
} from '@bank/shared';
import { serverFieldErrors, useSubmittedForm } from '../../app/page-state';
import { failureMessage } from '../../lib/api-errors';
import { sendEnquiry } from './api/send-enquiry';
import '../../components/form-fields.css';
import { useI18n } from '../../lib/i18n';
import { RichMessage } from '../../components/rich-message';
import { formMessage, lengthHintText } from '../../lib/form-message';

type Field = keyof ContactEnquiry;

// Every field but the message is required: marked * for the eye and aria-required for screen readers.
// The message states its length limit under it (the other limits are far beyond what anyone types).
const FIELDS: {
  name: Field;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  optional?: boolean;
  /** Under it: the longest it may be, or a message saying what it takes. */
  hint?: number | string;
}[] = [
  { name: 'name', label: /*i18n*/ 'Name', autoComplete: 'name' },
  { name: 'email', label: /*i18n*/ 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: /*i18n*/ 'Phone', type: 'tel', autoComplete: 'tel', hint: PHONE_HINT },
  { name: 'subject', label: /*i18n*/ 'Subject' },
  { name: 'message', label: /*i18n*/ 'Message', multiline: true, optional: true, hint: CONTACT_LIMITS.message },
];

const EMPTY: ContactEnquiry = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * What stays on the page once an enquiry is sent, beside the toast: the thank-you and the reference to
 * quote. It takes focus, as the complaint form's confirmation does, shown below the sticky header
 * (the page's scroll padding): by the effect once sent with JavaScript; answering a form sent
 * without it, the page opens on it (`autofocus`), not at its top.
 */
function EnquiryConfirmation({ reference, landHere = false }: { reference: string | null; landHere?: boolean }) {
  const i18n = useI18n();
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form was sent from its button, below: bring the reference into view, then focus it where it is.
    confirmation.current?.scrollIntoView?.({ block: 'start' });
    confirmation.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={confirmation}
      className="contact-form__outcome contact-form__outcome--success enquiry-confirmation"
      role="status"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript only autofocus can bring the member to the reference.
      autoFocus={landHere || undefined}
    >
      <p>{i18n._(CONTACT_MESSAGES.success)}</p>
      {reference && (
        <p>
          <RichMessage
            message={i18n._(
              'Your enquiry reference is <0>{reference}</0>. Please quote it when you write to us or call about this enquiry.',
              { reference },
            )}
            parts={[<strong key="reference" className="enquiry-confirmation__reference" />]}
          />
        </p>
      )}
    </div>
  );
}

/**
 * The enquiry form: checked with the schema the server uses, on every change; a
 * field's error shows once the field has been visited (or a submit was tried). A valid enquiry
 * is posted; success shows the thank-you toast, keeps a confirmation with the enquiry's reference
 * above the form and empties the form; a failure says why in an
 * error toast and keeps what was typed. Without JavaScript the form posts to the page itself and
 * the server answers with the same checks: its errors and outcome arrive as the submitted form.
 */
export function ContactForm({
  send = sendEnquiry,
}: {
  send?: (enquiry: ContactEnquiry) => Promise<Pick<ContactMessage, 'reference'>>;
}) {
  const i18n = useI18n();
  const action = localePath(i18n.locale, '/ContactUs');
  const submitted = useSubmittedForm();
  // The last enquiry sent from this page: the server's answer to a post without JavaScript, or the API's.
  const [sent, setSent] = useState<Pick<ContactMessage, 'reference'> | undefined>(
    submitted?.outcome?.kind === 'success' ? (submitted.result as Pick<ContactMessage, 'reference'>) : undefined,
  );
  // One object for the form's life: react-hook-form re-applies `errors` whenever its identity changes.
  const initialErrors = useMemo(() => serverFieldErrors(submitted), [submitted]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<ContactEnquiry>({
    mode: 'onChange',
    resolver: yupResolver(contactSchema) as never,
    defaultValues: { ...EMPTY, ...submitted?.values },
    errors: initialErrors,
  });

  const onSubmit = async (enquiry: ContactEnquiry) => {
    try {
      setSent(await send(enquiry));
      toast.success(i18n._(CONTACT_MESSAGES.success));
      reset(EMPTY);
    } catch (error) {
      console.error('The enquiry could not be sent', error);
      toast.error(formMessage(i18n, failureMessage(error, CONTACT_MESSAGES.sendFailed)));
    }
  };

  return (
    <form className="contact-form" method="post" action={action} noValidate onSubmit={handleSubmit(onSubmit)}>
      {sent && (
        // Keyed by the reference: each enquiry sent brings its own into view.
        <EnquiryConfirmation key={sent.reference} reference={sent.reference} landHere={sent === submitted?.result} />
      )}
      {submitted?.outcome?.kind === 'error' && (
        <p className="contact-form__outcome contact-form__outcome--error" role="alert">
          {formMessage(i18n, submitted.outcome.message)}
        </p>
      )}
      {FIELDS.map(({ name, label, type = 'text', autoComplete, multiline, optional, hint }) => {
        const shown = (touchedFields[name] || isSubmitted || submitted) && errors[name]?.message;
        const message = shown && formMessage(i18n, shown);
        const errorId = `contact-${name}-error`;
        const hintId = `contact-${name}-hint`;
        const props = {
          id: `contact-${name}`,
          autoComplete,
          'aria-required': optional ? undefined : true,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': [hint && hintId, message && errorId].filter(Boolean).join(' ') || undefined,
          // In the server's HTML too: a form sent back without JavaScript keeps what was typed.
          defaultValue: submitted?.values[name],
          ...register(name),
        };
        return (
          <div className={`field${multiline ? ' field--wide' : ''}`} key={name}>
            <label htmlFor={props.id}>
              {i18n._(label)}
              {!optional && <span aria-hidden="true"> *</span>}
            </label>
            {multiline ? <textarea rows={5} {...props} /> : <input type={type} {...props} />}
            {hint && (
              <p className="field__hint" id={hintId}>
                {typeof hint === 'number' ? lengthHintText(i18n, hint) : i18n._(hint)}
              </p>
            )}
            {message && (
              // role="alert": the message is read out as it appears, wherever focus is.
              <p className="field__error" id={errorId} role="alert">
                {message}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button button--accent" disabled={isSubmitting}>
        {i18n._('Submit')}
      </button>
    </form>
  );
}
