import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  enquiryReplySchema,
  filterEnquiries,
  formatIndiaDateTime,
  type EnquiryFilter,
  type InboxEnquiry,
} from '@bank/shared';
import { TextAreaField } from '../../components/form-parts';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-client';
import { downloadFile } from '../../lib/save-file';
import { useMay } from '../../lib/staff-account';
import { keepReply, markHandled, useContactMessages } from './api/get-contact-messages';
import './inbox-screen.css';

type HandledFilter = EnquiryFilter['handled'];

const HANDLED_FILTERS: { value: HandledFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
];

/** Who answered an enquiry and when, and that the answer is not sent (no e-mail is configured). */
function replyState(enquiry: InboxEnquiry): string {
  if (!enquiry.reply || !enquiry.replied_at) return 'Not answered yet.';
  const kept = `Answered by ${enquiry.replied_by} on ${formatIndiaDateTime(enquiry.replied_at)}.`;
  return enquiry.reply_sent_at
    ? `${kept} Sent on ${formatIndiaDateTime(enquiry.reply_sent_at)}.`
    : `${kept} Not sent: e-mail is not set up, so copy it into your e-mail to ${enquiry.email}.`;
}

/**
 * The answer to an enquiry, kept on it (PUT …/reply) with who and when. Never sent from here: no
 * e-mail is configured, and an answer goes out only when a person presses Send. Not kept in the
 * browser as a draft: it holds a member's details.
 */
function ReplyForm({ enquiry, onSaved }: { enquiry: InboxEnquiry; onSaved: (saved: InboxEnquiry) => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reply: string }>({
    defaultValues: { reply: enquiry.reply ?? '' },
    resolver: yupResolver(enquiryReplySchema),
  });
  const submit = handleSubmit(async ({ reply }) => {
    setFailure(undefined);
    try {
      onSaved(await keepReply(enquiry.id, reply));
    } catch (error) {
      const problem = apiFieldErrors(error).reply;
      if (problem) setError('reply', { message: problem });
      else setFailure(apiErrorMessage(error) ?? 'The answer was not kept.');
    }
  });
  return (
    <form className="enquiry__reply" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Answer</h3>
      <p id={`${id}-state`}>{replyState(enquiry)}</p>
      <TextAreaField
        id={`${id}-reply`}
        label={`Your answer to ${enquiry.name}`}
        rows={5}
        registration={register('reply')}
        problem={errors.reply?.message}
      />
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        Keep the answer
      </button>
    </form>
  );
}

/** One enquiry in full: subject, when it came, the four columns, who handled it, and its answer. */
function EnquiryView({
  enquiry,
  onSaved,
  onClose,
}: {
  enquiry: InboxEnquiry;
  onSaved: (saved: InboxEnquiry) => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // The Auditor reads enquiries; only who answers them marks them handled.
  const answers = useMay('enquiries.answer');
  const toggle = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onSaved(await markHandled(enquiry.id, !enquiry.handled));
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? 'The enquiry was not updated.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="enquiry" aria-labelledby="enquiry-subject">
      <h2 id="enquiry-subject">{enquiry.subject}</h2>
      <dl className="enquiry__details">
        <dt>Reference</dt>
        <dd>{enquiry.reference ?? 'none (received before references were given)'}</dd>
        <dt>Received</dt>
        <dd>{formatIndiaDateTime(enquiry.received_at)}</dd>
        <dt>From</dt>
        <dd>
          {enquiry.name}, <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>, {enquiry.phone}
        </dd>
        <dt>Message</dt>
        <dd className="message-cell">{enquiry.message || '—'}</dd>
        <dt>Handled</dt>
        <dd>
          {enquiry.handled && enquiry.handled_at
            ? `by ${enquiry.handled_by} on ${formatIndiaDateTime(enquiry.handled_at)}`
            : 'not yet'}
        </dd>
      </dl>
      {answers ? (
        <ReplyForm key={enquiry.replied_at ?? 'none'} enquiry={enquiry} onSaved={onSaved} />
      ) : (
        enquiry.reply && (
          <div className="enquiry__reply">
            <h3>Answer</h3>
            <p>{replyState(enquiry)}</p>
            <p className="message-cell">{enquiry.reply}</p>
          </div>
        )
      )}
      {failure && <p role="alert">{failure}</p>}
      <div className="enquiry__actions">
        {answers && (
          <button type="button" className="button button--primary" onClick={toggle} disabled={busy}>
            {enquiry.handled ? 'Mark not handled' : 'Mark handled'}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}

/**
 * CustomerRating: the contact messages, newest first, filtered live by the search box (which finds
 * an enquiry by its reference too) and by whether they are handled. A row opens the whole enquiry; 'Export CSV' saves what the filters show.
 */
export default function InboxScreen() {
  const { messages, isLoading, replace } = useContactMessages();
  const [search, setSearch] = useState('');
  const [handled, setHandled] = useState<HandledFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const shown = useMemo(() => filterEnquiries(messages, { search, handled }), [messages, handled, search]);
  const [exportFailed, setExportFailed] = useState(false);
  const open = messages.find((message) => message.id === openId);

  const columns = useMemo<TableColumn<InboxEnquiry>[]>(
    () => [
      {
        id: 'message',
        name: 'Message',
        sortable: true,
        sortFunction: (a, b) => (a.message ?? '').length - (b.message ?? '').length,
        cell: (row) => <div className="message-cell">{row.message}</div>,
        grow: 3,
        wrap: true,
      },
      { id: 'name', name: 'Name', selector: (row) => row.name, wrap: true },
      { id: 'email', name: 'Email', selector: (row) => row.email, wrap: true, grow: 2 },
      { id: 'phone', name: 'Phone Number', selector: (row) => row.phone, minWidth: '160px' },
      // After the spec's four, on purpose: what it is about and when it came, which the desk sorts by,
      // and what a visitor quotes when calling about an enquiry.
      { id: 'subject', name: 'Subject', selector: (row) => row.subject, wrap: true },
      {
        id: 'received',
        name: 'Received',
        selector: (row) => row.received_at,
        format: (row) => formatIndiaDateTime(row.received_at),
        sortable: true,
        wrap: true,
        minWidth: '150px',
      },
      { id: 'reference', name: 'Reference', selector: (row) => row.reference ?? '—', minWidth: '210px' },
      {
        id: 'open',
        name: '',
        button: true,
        cell: (row) => (
          <button
            type="button"
            className="button button--small"
            onClick={() => setOpenId(row.id)}
            aria-label={`Open the enquiry from ${row.name}: ${row.subject}`}
          >
            {row.handled ? 'Open (handled)' : 'Open'}
          </button>
        ),
      },
    ],
    [],
  );

  return (
    <section className="screen" aria-labelledby="inbox-title">
      <div className="screen__head">
        <h1 id="inbox-title">Feedbacks</h1>
        <div className="inbox__tools">
          <label htmlFor="inbox-handled">Show</label>
          <select
            id="inbox-handled"
            value={handled}
            onChange={(event) => setHandled(event.target.value as HandledFilter)}
          >
            {HANDLED_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <div className="search">
            <label htmlFor="inbox-search" className="visually-hidden">
              Search feedbacks
            </label>
            <input
              id="inbox-search"
              type="search"
              placeholder="enter the key word"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="button"
            // Made by the server from the same filters, so that the export is logged with them.
            onClick={() => {
              setExportFailed(false);
              downloadFile('/admin/contactus/export', { search, handled }, 'enquiries.csv').catch((error: unknown) => {
                console.error('The export failed', error);
                setExportFailed(true);
              });
            }}
            disabled={shown.length === 0}
          >
            Export CSV
          </button>
        </div>
      </div>
      {exportFailed && (
        <p className="resource-form__failure" role="alert">
          The CSV was not made. Try again; if it fails again, the server log says why.
        </p>
      )}
      {open && (
        <EnquiryView
          key={open.id}
          enquiry={open}
          onSaved={(saved) => void replace(saved)}
          onClose={() => setOpenId(null)}
        />
      )}
      <AdminTable<InboxEnquiry> label="Feedbacks" columns={columns} data={shown} loading={isLoading} keyField="id" />
    </section>
  );
}
