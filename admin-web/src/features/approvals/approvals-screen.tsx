import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CHANGE_STATUS_NAMES,
  changeSentence,
  formatIndiaDateTime,
  LISTED_CHANGE_STATUSES,
  type ChangeRequest,
  type ListedChangeStatus,
} from '@bank/shared';
import AdminTable, { openColumn, type TableColumn } from '../../components/admin-table';
import { OutcomeMessage, type Outcome } from '../../components/form-parts';
import { useChanges } from './api';
import { ApprovalSettingCard } from './approval-setting';
import { ChangeView } from './change-view';
import './approvals-screen.css';

const statusFrom = (params: URLSearchParams): ListedChangeStatus => {
  const asked = params.get('status');
  return LISTED_CHANGE_STATUSES.find((status) => status === asked) ?? 'pending';
};

/**
 * Approvals (four eyes): the changes waiting for approval, scheduled, approved, sent back or that could
 * not be applied (with why), one status
 * at a time (in the address, so a view can be bookmarked); a change opens with each field before and
 * after, and an Approver or Administrator who did not make it approves it (now or at a time in India)
 * or sends it back. The setting 'Changes need approval' heads the screen.
 */
export default function ApprovalsScreen() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const { changes, failed, isLoading } = useChanges(status);
  // A link to one change (a refusal's 'Open the change waiting') opens it.
  const [openId, setOpenId] = useState<number | null>(() => Number(params.get('change')) || null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const open = changes?.find((change) => change.id === openId);

  const show = (next: ListedChangeStatus) => {
    setParams(next === 'pending' ? {} : { status: next });
    setOpenId(null);
  };

  const columns: TableColumn<ChangeRequest>[] = [
    { id: 'made_at', name: 'When', cell: (change) => formatIndiaDateTime(change.made_at), grow: 1, wrap: true },
    { id: 'maker', name: 'Who', cell: (change) => change.maker.name, grow: 1, wrap: true },
    { id: 'what', name: 'What', cell: changeSentence, grow: 2, wrap: true },
    { id: 'status', name: 'Status', cell: (change) => CHANGE_STATUS_NAMES[change.status], wrap: true },
    // Why it was sent back, could not be applied, or waits again.
    ...(status === 'returned' || status === 'failed' || changes?.some((change) => change.reason)
      ? [{ id: 'reason', name: 'Why', cell: (change: ChangeRequest) => change.reason ?? '—', grow: 2, wrap: true }]
      : []),
    openColumn(
      (change) => `Open change ${change.id}: ${changeSentence(change)}`,
      (change) => {
        setOutcome(null);
        setOpenId(change.id);
      },
    ),
  ];

  return (
    <section className="screen" aria-labelledby="approvals-title">
      <div className="screen__head">
        <h1 id="approvals-title">Approvals</h1>
      </div>
      <ApprovalSettingCard />
      <div className="approvals__statuses" role="group" aria-label="Show the changes">
        {LISTED_CHANGE_STATUSES.map((each) => (
          <button
            key={each}
            type="button"
            className={`button${each === status ? ' button--primary' : ''}`}
            aria-pressed={each === status}
            onClick={() => show(each)}
          >
            {CHANGE_STATUS_NAMES[each]}
          </button>
        ))}
      </div>
      <OutcomeMessage outcome={outcome} />
      {failed && (
        <p className="outcome--failed" role="alert">
          The changes could not be loaded.
        </p>
      )}
      {open && (
        <ChangeView
          key={open.id}
          change={open}
          onClose={() => setOpenId(null)}
          onDone={(done) => {
            setOutcome(done);
            if (!done?.failed) setOpenId(null);
          }}
        />
      )}
      <AdminTable<ChangeRequest>
        label={`Changes: ${CHANGE_STATUS_NAMES[status]}`}
        columns={columns}
        data={changes ?? []}
        loading={isLoading && !changes}
        keyField="id"
      />
    </section>
  );
}
