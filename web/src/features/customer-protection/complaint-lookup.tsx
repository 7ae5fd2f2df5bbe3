import { useEffect, useState } from 'react';
import { isAxiosError } from 'axios';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  localePath,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUSES,
  complaintLookupSchema,
  complaintReplyLabel,
  formatDate,
  formatIndiaDateTime,
  type ComplaintLookupInput,
  type ComplaintReceipt,
  type ComplaintStatusAnswer,
} from '@bank/shared';
import { useSubmittedForm } from '../../app/page-state';
import { lookUpComplaint } from './api/complaints';
import { failureMessage } from '../../lib/api-errors';
import { useI18n } from '../../lib/i18n';
import { RecordText, useRecordLang } from '../../lib/content-language';
import { RichMessage } from '../../components/rich-message';
import { formMessage } from '../../lib/form-message';

/** A complaint's status and every update the bank sent (the last its resolution), as its member may read them. */
function ComplaintStatusNote({ answer }: { answer: ComplaintStatusAnswer }) {
  const i18n = useI18n();
  const recordLang = useRecordLang(answer);
  return (
    <div className="complaint-receipt" role="status">
      <p>
        <RichMessage
          message={i18n._('Complaint <0>{reference}</0>: <1>{status}</1>.', {
            reference: answer.reference,
            status: i18n._(COMPLAINT_STATUSES[answer.status]),
          })}
          parts={[<strong key="reference" />, <strong key="status" />]}
        />
      </p>
      <p>
        {i18n._('Received {received}; a reply is due by {due}.', {
          received: formatIndiaDateTime(answer.received_at, i18n.numbers),
          due: formatDate(answer.reply_due, i18n.numbers),
        })}
      </p>
      {answer.updates?.length ? (
        // Every update the bank sent, oldest first, dated; the last is the Resolution once resolved.
        <ol className="complaint-updates">
          {answer.updates.map((update, index) => (
            <li key={`${update.written_at}-${index}`}>
              <p>
                {i18n._(complaintReplyLabel(index === answer.updates.length - 1 ? answer.status : 'in_progress'))}:{' '}
                <RecordText lang={recordLang}>{update.text}</RecordText>
              </p>
              <p className="complaint-updates__date">
                {i18n._('Sent {date}', { date: formatIndiaDateTime(update.written_at, i18n.numbers) })}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        answer.resolution && (
          <p>
            {i18n._(complaintReplyLabel(answer.status))}: <RecordText lang={recordLang}>{answer.resolution}</RecordText>
          </p>
        )
      )}
    </div>
  );
}

/**
 * Looks a complaint up by its reference number and the e-mail it was lodged with; works without
 * JavaScript too. Both ways post the pair: the e-mail never goes into an address. A complaint just
 * lodged fills it in: its reference on the server's page, and with `followed` (its 'Follow this
 * complaint') the reference and e-mail, focus moving here.
 */
export function ComplaintLookup({
  find = lookUpComplaint,
  followed,
}: {
  find?: (lookup: ComplaintLookupInput) => Promise<ComplaintStatusAnswer>;
  followed?: ComplaintLookupInput;
}) {
  const i18n = useI18n();
  const action = localePath(i18n.locale, '/CustomerProtection');
  const submitted = useSubmittedForm('lookup');
  const lodged = useSubmittedForm('complaint')?.result as ComplaintReceipt | undefined;
  const startValues = {
    reference: submitted?.values.reference ?? lodged?.reference ?? '',
    email: submitted?.values.email ?? '',
  };
  const [answer, setAnswer] = useState<ComplaintStatusAnswer | undefined>(
    submitted?.result as ComplaintStatusAnswer | undefined,
  );
  const [failure, setFailure] = useState<string | undefined>(
    submitted?.outcome?.kind === 'error' ? submitted.outcome.message : undefined,
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintLookupInput>({
    resolver: yupResolver(complaintLookupSchema) as never,
    defaultValues: startValues,
  });

  useEffect(() => {
    if (!followed) return;
    reset(followed);
    setAnswer(undefined);
    setFailure(undefined);
    // By its id: react-hook-form's setFocus finds no field right after a reset.
    document.getElementById(followed.email ? 'lookup-reference' : 'lookup-email')?.focus();
  }, [followed, reset]);

  const onSubmit = async (lookup: ComplaintLookupInput) => {
    setFailure(undefined);
    setAnswer(undefined);
    try {
      setAnswer(await find(lookup));
    } catch (error) {
      setFailure(
        isAxiosError(error) && error.response?.status === 404
          ? COMPLAINT_MESSAGES.notFound
          : failureMessage(error, COMPLAINT_MESSAGES.sendFailed),
      );
    }
  };
  const problem = (name: keyof ComplaintLookupInput) => errors[name]?.message ?? submitted?.errors[name];

  return (
    <form
      className="contact-form"
      method="post"
      action={`${action}#status`}
      noValidate
      // A look-up refused before it is sent clears the last answer too: on a shared phone, it may be another member's.
      onSubmit={handleSubmit(onSubmit, () => {
        setAnswer(undefined);
        setFailure(undefined);
      })}
    >
      <input type="hidden" name="form" value="lookup" />
      {(['reference', 'email'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`lookup-${name}`}>
            {name === 'reference' ? i18n._('Reference number') : i18n._('Email')}
          </label>
          <input
            id={`lookup-${name}`}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'off'}
            placeholder={name === 'reference' ? 'GRV-2026-000123-7KQ4' : undefined}
            // In the server's HTML too: what was typed, or the reference of the complaint just lodged.
            defaultValue={startValues[name]}
            aria-invalid={problem(name) ? true : undefined}
            aria-describedby={problem(name) ? `lookup-${name}-error` : undefined}
            {...register(name)}
          />
          {problem(name) && (
            <p className="field__error" id={`lookup-${name}-error`} role="alert">
              {formMessage(i18n, problem(name)!)}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="button" disabled={isSubmitting}>
        {i18n._('Find my complaint')}
      </button>
      {failure && (
        <p className="contact-form__outcome contact-form__outcome--error field--wide" role="alert">
          {formMessage(i18n, failure)}
        </p>
      )}
      {answer && (
        <div className="field--wide">
          <ComplaintStatusNote answer={answer} />
        </div>
      )}
    </form>
  );
}
