import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUSES,
  complaintReplyLabel,
  filterComplaints,
  complaintUpdateSchema,
  formatDate,
  formatIndiaDateTime,
  type AdminComplaint,
  type ComplaintFilter,
  type ComplaintStatus,
} from '@bank/shared';
import AdminTable, { openColumn, type TableColumn } from '../../components/admin-table';
import { describedBy, FieldError, FormActions, TextAreaField } from '../../components/form-parts';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-client';
import { downloadFile } from '../../lib/save-file';
import { useMay } from '../../lib/staff-account';
import { answerComplaint, useComplaints, type ComplaintAnswer } from './api';
import { ComplaintThread } from './complaint-thread';
import './complaints-screen.css';

type StatusFilter = ComplaintFilter['status'];

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Not resolved' },
  { value: 'all', label: 'All' },
  ...Object.entries(COMPLAINT_STATUSES).map(([value, label]) => ({ value: value as ComplaintStatus, label })),
];

/** Who complained, about what, when, by when a reply is due, and the complaint itself (and what `children` add). */
function ComplaintDetails({ complaint, children }: { complaint: AdminComplaint; children?: ReactNode }) {
  return (
    <dl className="complaint-details">
      <dt>From</dt>
      <dd>
        {complaint.name} ({complaint.account_holder ? 'account holder' : 'not an account holder'}),{' '}
        <a href={`mailto:${complaint.email}`}>{complaint.email}</a>, {complaint.phone}
      </dd>
      <dt>About</dt>
      <dd>{COMPLAINT_CATEGORIES[complaint.category]}</dd>
      <dt>Received</dt>
      <dd>{formatIndiaDateTime(complaint.received_at)}</dd>
      <dt>Reply due</dt>
      <dd>
        {formatDate(complaint.reply_due)}
        {complaint.overdue && <strong className="overdue"> overdue</strong>}
      </dd>
      <dt>Complaint</dt>
      <dd className="complaint-details__text">{complaint.description}</dd>
      {complaint.resolved_by && complaint.resolved_at && (
        <>
          <dt>Resolved</dt>
          <dd>
            by {complaint.resolved_by} on {formatIndiaDateTime(complaint.resolved_at)}
          </dd>
        </>
      )}
      {children}
    </dl>
  );
}

/**
 * A complaint as a role that may read but not answer complaints sees it (an Auditor): its details,
 * status and reply as text, with no control it could not use.
 */
function ComplaintView({ complaint, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const id = useId();
  return (
    <section className="resource-form" aria-labelledby={`${id}-title`}>
      <h2 className="resource-form__title" id={`${id}-title`}>
        Complaint {complaint.reference}
      </h2>
      <ComplaintDetails complaint={complaint}>
        <dt>Status</dt>
        <dd>{COMPLAINT_STATUSES[complaint.status]}</dd>
        <dt>{complaintReplyLabel(complaint.status)}</dt>
        <dd className="complaint-details__text">{complaint.resolution || 'None yet'}</dd>
      </ComplaintDetails>
      <div className="resource-form__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}

function AnswerForm({
  complaint,
  onSaved,
  onCancel,
}: {
  complaint: AdminComplaint;
  onSaved: (saved: AdminComplaint) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintAnswer>({
    defaultValues: { status: complaint.status, resolution: complaint.resolution ?? '', category: complaint.category },
    resolver: yupResolver(complaintUpdateSchema) as never,
  });
  const submit = handleSubmit(async (answer) => {
    setFailure(undefined);
    try {
      onSaved(await answerComplaint(complaint.id, answer));
    } catch (error) {
      for (const [name, message] of Object.entries(apiFieldErrors(error)))
        setError(name as keyof ComplaintAnswer, { message });
      setFailure(apiErrorMessage(error) ?? 'The answer was not saved.');
    }
  });
  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="resource-form__title" id={`${id}-title`}>
        Complaint {complaint.reference}
      </h2>
      <ComplaintDetails complaint={complaint} />
      <div className="field">
        <label htmlFor={`${id}-category`}>About (correct it if the member chose wrongly)</label>
        <select
          id={`${id}-category`}
          {...register('category')}
          {...describedBy(`${id}-category-error`, errors.category?.message)}
        >
          {Object.entries(COMPLAINT_CATEGORIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-category-error`} message={errors.category?.message} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          {...register('status')}
          {...describedBy(`${id}-status-error`, errors.status?.message)}
        >
          {Object.entries(COMPLAINT_STATUSES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-status-error`} message={errors.status?.message} />
      </div>
      <TextAreaField
        id={`${id}-resolution`}
        label={`${complaintReplyLabel(watch('status'))} (the member reads it when looking the complaint up)`}
        rows={4}
        registration={register('resolution')}
        problem={errors.resolution?.message}
      />
      {failure && (
        <p className="resource-form__failure" role="alert">
          {failure}
        </p>
      )}
      <FormActions submitLabel="Save" busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/**
 * Complaints: reference, received, due, status and category, the overdue ones first and marked (a
 * tinted row with a bar, and the word 'Overdue'); filtered by status and searched by reference, name, phone
 * or e-mail; 'Export CSV' saves what the filters show. A row opens its answer form (or, for a role
 * that may not answer, the complaint as text).
 */
export default function ComplaintsScreen() {
  const { complaints, isLoading, replace } = useComplaints();
  // A role that reads complaints but may not answer them (an Auditor) is shown no answer form.
  const mayAnswer = useMay('enquiries.answer');
  const [filter, setFilter] = useState<StatusFilter>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [saved, setSaved] = useState<string>();
  const shown = useMemo(() => filterComplaints(complaints, { status: filter, search }), [complaints, filter, search]);
  const [exportFailed, setExportFailed] = useState(false);
  const open = complaints.find((complaint) => complaint.id === openId);
  const columns: TableColumn<AdminComplaint>[] = [
    {
      id: 'reference',
      name: 'Reference',
      cell: (row) => <span className={row.overdue ? 'overdue' : undefined}>{row.reference}</span>,
      grow: 1,
    },
    { id: 'received', name: 'Received', cell: (row) => formatIndiaDateTime(row.received_at), grow: 1, wrap: true },
    {
      id: 'due',
      name: 'Reply due',
      cell: (row) => (
        <span className={row.overdue ? 'overdue' : undefined}>
          {formatDate(row.reply_due)}
          {row.overdue && ' (overdue)'}
        </span>
      ),
    },
    {
      id: 'status',
      name: 'Status',
      cell: (row) => (
        <span>
          {COMPLAINT_STATUSES[row.status]}
          {row.overdue && <strong className="overdue-badge">Overdue</strong>}
        </span>
      ),
    },
    { id: 'category', name: 'Category', cell: (row) => COMPLAINT_CATEGORIES[row.category], wrap: true },
    { id: 'name', name: 'Member', selector: (row) => row.name, wrap: true },
    openColumn(
      (row) => `Open complaint ${row.reference}`,
      (row) => setOpenId(row.id),
    ),
  ];

  return (
    <section className="screen" aria-labelledby="complaints-title">
      <div className="screen__head">
        <h1 id="complaints-title">Complaints</h1>
        <div className="complaints__tools">
          <div className="field complaints__filter">
            <label htmlFor="complaints-filter">Show</label>
            <select
              id="complaints-filter"
              value={filter}
              onChange={(event) => setFilter(event.target.value as StatusFilter)}
            >
              {FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field complaints__filter">
            <label htmlFor="complaints-search">Search</label>
            <input
              id="complaints-search"
              type="search"
              placeholder="Reference, name, e-mail or phone"
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
              downloadFile('/admin/complaints/export', { status: filter, search }, 'complaints.csv').catch(
                (error: unknown) => {
                  console.error('The export failed', error);
                  setExportFailed(true);
                },
              );
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
      {saved && (
        <p className="complaints__saved" role="status">
          {saved}
        </p>
      )}
      {open && !mayAnswer && <ComplaintView key={open.id} complaint={open} onClose={() => setOpenId(null)} />}
      {open && mayAnswer && (
        <AnswerForm
          key={open.id}
          complaint={open}
          onSaved={(answer) => {
            setSaved(`Complaint ${answer.reference} is now ${COMPLAINT_STATUSES[answer.status].toLowerCase()}.`);
            setOpenId(null);
            void replace(answer);
          }}
          onCancel={() => setOpenId(null)}
        />
      )}
      {/* After the complaint's own heading, which it follows. */}
      {open && <ComplaintThread complaint={open} mayAdd={mayAnswer} onAdded={(saved) => void replace(saved)} />}
      <AdminTable<AdminComplaint>
        label="Complaints"
        columns={columns}
        data={shown}
        loading={isLoading}
        keyField="id"
        markedRows={{ when: (row) => row.overdue, className: 'complaint-row--overdue' }}
      />
    </section>
  );
}
