import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ACTIVITY_ACTIONS,
  CHANGE_MESSAGES,
  activityResourceName,
  countText,
  formatIndiaDateTime,
  type ActivityAction,
  type ActivityEntry,
} from '@bank/shared';
import AdminTable, { openColumn, type TableColumn } from '../../components/admin-table';
import ChangeTable from '../../components/change-table';
import { apiErrorMessage, isChangeAccepted } from '../../lib/api-client';
import { notify } from '../../lib/toasts';
import { useMay } from '../../lib/staff-account';
import {
  activityQuery,
  NO_FILTERS,
  useActivity,
  useActivityFilterOptions,
  useRestoreEntry,
  type ActivityFilters,
} from './api';
import './activity-screen.css';

const FILTER_NAMES = ['actor', 'resource', 'action', 'from', 'to'] as const;

const actionLabel = (action: string) => ACTIVITY_ACTIONS[action as ActivityAction] ?? action;
const subjectOf = (entry: ActivityEntry) =>
  [entry.resource && activityResourceName(entry.resource), entry.record_label].filter(Boolean).join(': ') || '—';

function filtersFrom(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page'));
  return {
    ...NO_FILTERS,
    ...Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A filter of the log: one of the values given, or any ('' in the address). */
function SelectFilter(props: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  options: [value: string, label: string][];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.anyLabel}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The names an entry that replaced a whole list took away (its 'names' change), when it says. */
const namesReplaced = (entry: ActivityEntry) => entry.changes.find((change) => change.field === 'names')?.before;

/** What 'Restore this version' asks first: a record as it was, or a whole list put back. */
function restoreQuestion(entry: ActivityEntry, what: string): string {
  if (entry.record_id !== null) return `Restore ${what} as it was before this change?`;
  const before = namesReplaced(entry);
  return `Put back the ${typeof before === 'number' ? countText(before, 'name') : 'list'} this ${actionLabel(entry.action).toLowerCase()} entry replaced? The whole list held now is replaced by it.`;
}

/** 'Restore this version' of an update or delete, or of an entry that replaced a list, asked for first; the server's refusal is shown beside it. */
function RestoreButton({ entry }: { entry: ActivityEntry }) {
  const restoreEntry = useRestoreEntry();
  const [restoring, setRestoring] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const what = entry.record_label ?? `${activityResourceName(entry.resource ?? '')} #${entry.record_id}`;

  async function restore() {
    if (!window.confirm(restoreQuestion(entry, what))) return;
    setRestoring(true);
    setProblem(null);
    try {
      const answer = await restoreEntry(entry.id);
      if (isChangeAccepted(answer)) await notify('success', CHANGE_MESSAGES.sentForApproval);
      else if ('restored' in answer) await notify('success', `The list is back: ${countText(answer.restored, 'name')}`);
      else
        await notify('success', entry.action === 'delete' ? `${what} restored as #${answer.id}` : `${what} restored`);
    } catch (failure) {
      setProblem(apiErrorMessage(failure) ?? 'The version could not be restored.');
    } finally {
      setRestoring(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={restore}
        disabled={restoring}
        aria-describedby={problem ? 'activity-restore-problem' : undefined}
      >
        {restoring ? 'Restoring…' : 'Restore this version'}
      </button>
      {problem && (
        <p id="activity-restore-problem" className="activity__failure" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** One entry in full: when, who, from where, what, and each field before and after. */
function EntryView({ entry, onClose }: { entry: ActivityEntry; onClose: () => void }) {
  // A restore is a content write (POST /api/admin/activity/{id}/restore): not offered to a role that may not make one.
  const mayRestore = useMay('content.write');
  return (
    <section className="change-card" aria-labelledby="activity-entry-title">
      <h2 id="activity-entry-title">
        {actionLabel(entry.action)} {subjectOf(entry)}
      </h2>
      <dl className="change-card__details">
        <dt>When</dt>
        <dd>{formatIndiaDateTime(entry.at)}</dd>
        <dt>Who</dt>
        <dd>
          {entry.actor} (
          {entry.actor_kind === 'panel' ? 'Strapi panel' : entry.actor_kind === 'system' ? 'the server' : 'back office'}
          )
        </dd>
        <dt>From address</dt>
        <dd>{entry.ip ?? '—'}</dd>
        {entry.record_id !== null && (
          <>
            <dt>Record</dt>
            <dd>
              {activityResourceName(entry.resource ?? '')} #{entry.record_id}
            </dd>
          </>
        )}
      </dl>
      {entry.changes.length > 0 && <ChangeTable changes={entry.changes} />}
      <div className="change-card__actions">
        {entry.restorable && mayRestore && <RestoreButton entry={entry} />}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}

/** Activity: every change, sign-in and automatic event, newest first, filtered and read a page at a time. */
export default function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const { page, failed, isLoading } = useActivity(filters);
  const options = useActivityFilterOptions();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = page?.results.find((entry) => entry.id === openId);

  const update = (changes: Partial<ActivityFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    // The filters live in the address: a filtered view can be bookmarked, and Back returns to the last one.
    setParams(new URLSearchParams(activityQuery(next)));
    setOpenId(null);
  };

  const columns: TableColumn<ActivityEntry>[] = [
    { id: 'at', name: 'When', cell: (entry) => formatIndiaDateTime(entry.at), grow: 1, wrap: true },
    { id: 'actor', name: 'Who', selector: (entry) => entry.actor, grow: 1, wrap: true },
    { id: 'action', name: 'Action', cell: (entry) => actionLabel(entry.action) },
    { id: 'what', name: 'What', cell: subjectOf, grow: 2, wrap: true },
    openColumn(
      (entry) => `Open entry ${entry.id}: ${actionLabel(entry.action)} ${subjectOf(entry)}`,
      (entry) => setOpenId(entry.id),
    ),
  ];

  return (
    <section className="screen" aria-labelledby="activity-title">
      <div className="screen__head">
        <h1 id="activity-title">Activity</h1>
      </div>
      <form className="activity-filters" aria-label="Filter the activity" onSubmit={(event) => event.preventDefault()}>
        <SelectFilter
          id="activity-actor"
          label="Person"
          anyLabel="Anyone"
          value={filters.actor}
          options={options.actors.map((actor) => [actor, actor])}
          onChange={(actor) => update({ actor })}
        />
        <SelectFilter
          id="activity-resource"
          label="Resource"
          anyLabel="Any"
          value={filters.resource}
          options={options.resources.map((resource) => [resource, activityResourceName(resource)])}
          onChange={(resource) => update({ resource })}
        />
        <SelectFilter
          id="activity-action"
          label="Action"
          anyLabel="Any"
          value={filters.action}
          options={Object.entries(ACTIVITY_ACTIONS)}
          onChange={(action) => update({ action })}
        />
        <div className="field">
          <label htmlFor="activity-from">From</label>
          <input
            id="activity-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => update({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="activity-to">To</label>
          <input
            id="activity-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
      </form>
      {failed && (
        <p className="activity__failure" role="alert">
          The activity could not be loaded.
        </p>
      )}
      {open && <EntryView key={open.id} entry={open} onClose={() => setOpenId(null)} />}
      <AdminTable<ActivityEntry>
        label="Activity"
        columns={columns}
        data={page?.results ?? []}
        loading={isLoading && !page}
        keyField="id"
        serverPages={{
          total: page?.total ?? 0,
          pageSize: page?.page_size ?? 25,
          page: filters.page,
          onPage: (next) => update({ ...filters, page: next }),
        }}
      />
    </section>
  );
}
