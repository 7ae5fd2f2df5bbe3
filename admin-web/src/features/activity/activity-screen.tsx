import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZES,
  CHANGE_MESSAGES,
  activityResourceName,
  countText,
  formatIndiaDateTime,
  type ActivityAction,
  type ActivityEntry,
  type ActivityExportFormat,
} from '@bank/shared';
import AdminTable, { openColumn, type TableColumn } from '../../components/admin-table';
import ChangeTable from '../../components/change-table';
import { apiErrorMessage, isChangeAccepted } from '../../lib/api-client';
import { notify } from '../../lib/toasts';
import { useMay } from '../../lib/staff-account';
import {
  activityQuery,
  exportActivity,
  NO_FILTERS,
  useActivity,
  useActivityFilterOptions,
  useRestoreEntry,
  type ActivityFilters,
} from './api';
import './activity-screen.css';

const FILTER_NAMES = ['actor', 'resource', 'action', 'from', 'to', 'q', 'record'] as const;

const actionLabel = (action: string) => ACTIVITY_ACTIONS[action as ActivityAction] ?? action;

/**
 * The actions to filter by, in the log's own order: those of the entries this role may see (the
 * server's list), and the one in the address, so the filter shows what is applied.
 */
function actionChoices(seen: readonly string[], applied: string): [string, string][] {
  const shown = new Set([...seen, applied]);
  const known = Object.keys(ACTIVITY_ACTIONS).filter((action) => shown.has(action));
  const unknown = applied && !known.includes(applied) ? [applied] : [];
  return [...known, ...unknown].map((action) => [action, actionLabel(action)]);
}

const subjectOf = (entry: ActivityEntry) =>
  [entry.resource && activityResourceName(entry.resource), entry.record_label].filter(Boolean).join(': ') || '—';

function filtersFrom(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    ...NO_FILTERS,
    ...Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    page_size: (ACTIVITY_PAGE_SIZES as readonly number[]).includes(size) ? size : ACTIVITY_PAGE_SIZE,
  };
}

/** A filter of the log: one of the values given, or any ('' in the address), where `anyLabel` offers it. */
function SelectFilter(props: {
  id: string;
  label: string;
  anyLabel?: string;
  value: string;
  options: [value: string, label: string][];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.anyLabel !== undefined && <option value="">{props.anyLabel}</option>}
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
      {entry.changes.length > 0 && <ChangeTable changes={entry.changes} resource={entry.resource} />}
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
  // The search's words as typed; the log is read again when they are searched for.
  const [words, setWords] = useState(filters.q);
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string>();

  async function download(format: ActivityExportFormat) {
    setExporting(true);
    setExportProblem(undefined);
    try {
      await exportActivity(filters, format);
    } catch (failure) {
      setExportProblem(failure instanceof Error ? failure.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  }

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
      <form
        className="activity-search"
        role="search"
        aria-label="Search the activity"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: words.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="activity-q">Words in who, the record or what it is</label>
          <input id="activity-q" type="search" value={words} onChange={(event) => setWords(event.target.value)} />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
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
          options={actionChoices(options.actions, filters.action)}
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
        <div className="field">
          <label htmlFor="activity-record">Record number</label>
          <input
            id="activity-record"
            type="number"
            min={1}
            step={1}
            value={filters.record}
            onChange={(event) => update({ record: event.target.value })}
          />
        </div>
        <SelectFilter
          id="activity-page-size"
          label="Entries a page"
          value={String(filters.page_size)}
          options={ACTIVITY_PAGE_SIZES.map((size) => [String(size), String(size)])}
          onChange={(size) => update({ page_size: Number(size) })}
        />
      </form>
      <div className="activity-export" role="group" aria-label="Export what the filters show">
        {(['csv', 'json'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={exporting}
            onClick={() => void download(format)}
          >
            Export {format.toUpperCase()}
          </button>
        ))}
        {exportProblem && (
          <p className="activity__failure" role="alert">
            {exportProblem}
          </p>
        )}
      </div>
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
          pageSize: page?.page_size ?? filters.page_size,
          page: filters.page,
          onPage: (next) => update({ ...filters, page: next }),
        }}
      />
    </section>
  );
}
