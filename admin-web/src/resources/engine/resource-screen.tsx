import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  CHANGE_MESSAGES,
  CHANGE_STATUS_NAMES,
  DEFAULT_LOCALE,
  RECORD_VERSION_FIELD,
  changeValueText,
  formatIndiaDateTime,
  type ChangeRequest,
  type TranslationLocale,
} from '@bank/shared';
import {
  apiErrorMessage,
  apiFieldErrors,
  isChangeAccepted,
  staleRecordOf,
  waitingChangeOf,
} from '../../lib/api-client';
import { pendingByRecord, usePendingChanges } from '../../lib/pending-changes';
import { useMay } from '../../lib/staff-account';
import { notify } from '../../lib/toasts';
import { localesOf, withLocale } from '../../lib/translations';
import type { ResourceDefinition } from './resource-definition';
import AdminTable, { Media, type TableColumn } from '../../components/admin-table';
import { ResourceForm, type SaveOutcome } from './resource-form';
import { RowActions } from '../../components/form-parts';
import { LocaleTabs } from '../../components/locale-tabs';
import { LocalesList } from '../../components/locales-list';
import { TranslationForm } from '../../components/translation-form';
import { englishTexts, translationTarget } from './translation-target';
import {
  createRecord,
  deleteRecord,
  listRecords,
  resubmitRecord,
  updateRecord,
  type ResourceRecord,
} from './resource-api';
import { useReturnedChange } from '../../lib/returned-changes';
import type { VersionMove } from '../../lib/pinned-version';
import { ReturnedChangeNote } from '../../components/returned-change-note';
import { draftAddress, draftInAddress } from '../../lib/drafts';
import type { DraftPlace } from '../../components/form-draft';
import './resource-screen.css';

// The record's languages have a column of their own.
// The record's version is the form's, not a column (RECORD_VERSION_FIELD).
const HIDDEN_KEYS = new Set(['created_at', 'updated_at', 'locales', RECORD_VERSION_FIELD]);
const NO_RECORDS: ResourceRecord[] = [];

const humanize = (key: string) => (key === 'id' ? 'ID' : key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' '));

/** Column keys: the first record's keys minus the timestamps, else the definition's own. */
function columnKeys(definition: ResourceDefinition, records: ResourceRecord[]): string[] {
  if (definition.columns) return [...definition.columns];
  const keys = records.length
    ? Object.keys(records[0])
    : [
        'id',
        ...definition.fields.map((field) => field.name),
        ...(definition.media ? [definition.media.recordKey] : []),
      ];
  return keys.filter((key) => !HIDDEN_KEYS.has(key));
}

function columnLabel(definition: ResourceDefinition, key: string): string {
  if (definition.media?.recordKey === key) return definition.media.label;
  return definition.fields.find((field) => field.name === key)?.label ?? humanize(key);
}

const rowName = (definition: ResourceDefinition, record: ResourceRecord) =>
  String(record[definition.nameKey] ?? record.id);

/** What a failed save tells the administrator beside the form; the failure is logged too. */
function failedSave(definition: ResourceDefinition, error: unknown, isUpdate: boolean): SaveOutcome {
  // Someone else changed the record since the form opened: the form offers their version beside the typed one.
  const stale = staleRecordOf(error);
  if (stale) return { ok: false, stale };
  console.error(`${definition.title}: save failed`, error);
  const message = apiErrorMessage(error);
  if (definition.alerts.saveFailed) window.alert(definition.alerts.saveFailed);
  if (isUpdate && definition.alerts.updateFailedToast) void notify('warning', message ?? 'The update failed.');
  return {
    ok: false,
    message: message ? `Not saved: ${message}` : 'Not saved.',
    problems: apiFieldErrors(error),
    // Another change to the record waits for approval: the way to it.
    waitingLink: waitingChangeOf(error)?.link,
  };
}

/**
 * The list as the screen holds it after a save, given the list read again: a record the other list
 * has as it is here takes its version; one changed since (by someone else) is taken whole from it.
 */
function withVersions(list: ResourceRecord[], fresh: ResourceRecord[]): ResourceRecord[] {
  const freshById = new Map(fresh.map((record) => [record.id, record]));
  return list.map((record) => {
    const now = freshById.get(record.id);
    if (!now || typeof now[RECORD_VERSION_FIELD] !== 'string') return record;
    const unchanged = Object.entries(record).every(
      ([key, value]) => HIDDEN_KEYS.has(key) || JSON.stringify(now[key]) === JSON.stringify(value),
    );
    return unchanged ? { ...record, [RECORD_VERSION_FIELD]: now[RECORD_VERSION_FIELD] } : now;
  });
}

/** A pending value as the list shows it: its text, cut short at 60 characters. */
const shortValue = (value: unknown) => {
  const text = changeValueText(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/**
 * 'Waiting for approval' on a record with a pending change, saying what the change does to it: a
 * delete, or the values it would give each field.
 */
function PendingBadge({ changes }: { changes: ChangeRequest[] | undefined }) {
  if (!changes?.length) return null;
  const deletes = changes.some((change) => change.kind === 'delete');
  const values = changes.filter((change) => change.kind !== 'delete').flatMap((change) => change.changes);
  // One block: the table's cell lays its children side by side, which would squeeze the badge.
  return (
    <div>
      <span className="pending-badge">
        {CHANGE_STATUS_NAMES.pending}
        {deletes ? ': delete' : ''}
      </span>
      {values.length > 0 && (
        <ul className="pending-values">
          {values.map((value, index) => (
            <li key={`${value.field}-${index}`}>
              {value.field}: {shortValue(value.after)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The records added but waiting for approval: not in the list until approved, named here with who added them. */
function PendingCreates({ definition, changes }: { definition: ResourceDefinition; changes: ChangeRequest[] }) {
  return (
    <section className="pending-creates" aria-labelledby={`${definition.key}-pending-title`}>
      <h2 id={`${definition.key}-pending-title`}>New, waiting for approval</h2>
      <ul>
        {changes.map((change) => (
          <li key={change.id}>
            <strong>{change.record_label}</strong>, added by {change.maker.name} on{' '}
            {formatIndiaDateTime(change.made_at)} <span className="pending-badge">{CHANGE_STATUS_NAMES.pending}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The one add / table / inline-edit screen of every list resource: 'Add New ...' opens the
 * add form, each row has Edit and Delete, and Edit opens the record's form above the table. A role
 * that may only read content (the Auditor) sees the table alone.
 */
export default function ResourceScreen({ definition }: { definition: ResourceDefinition }) {
  const writes = useMay('content.write');
  const { data, error, isLoading, mutate } = useSWR<ResourceRecord[]>(definition.endpoints.list, () =>
    listRecords(definition),
  );
  const records = data ?? NO_RECORDS;
  const pendingChanges = usePendingChanges();
  const pending = useMemo(() => pendingByRecord(pendingChanges, definition.logName), [pendingChanges, definition]);
  const pendingCreates = (pending.get(null) ?? []).filter((waiting) => waiting.kind === 'create');
  // A kept draft's address opens its form: '?draft=new' the add form, '?draft=12' record 12's.
  const [adding, setAdding] = useState(() => writes && draftInAddress() === 'new');
  const [editingId, setEditingId] = useState(() => (writes ? Number(draftInAddress()) || null : null));
  const draftOf = (record?: ResourceRecord): DraftPlace =>
    record
      ? {
          key: `${definition.key}:${record.id}`,
          label: `${definition.title}: ${rowName(definition, record)}`,
          place: draftAddress(String(record.id)),
        }
      : { key: `${definition.key}:new`, label: `New ${definition.noun}`, place: draftAddress('new') };
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // The open record's version moved by this person's save in one of its forms: its other forms move with it.
  const [versionMoved, setVersionMoved] = useState<VersionMove>();
  // Another record's forms start from their own.
  useEffect(() => setVersionMoved(undefined), [editingId]);
  const editing = records.find((record) => record.id === editingId);
  // A change of this list sent back to the signed-in person, opened from Approvals to edit and send again.
  const returned = useReturnedChange(definition.logName, definition.ownsChange);
  // A write kept for approval is said on the page: the spec's alerts answer only the saves it names.
  const [heldNote, setHeldNote] = useState<string>();
  const answered = useCallback((answer: unknown, specAlert: string, name: string) => {
    if (isChangeAccepted(answer)) return setHeldNote(`${CHANGE_MESSAGES.sentForApproval}: ${name}.`);
    setHeldNote(undefined);
    window.alert(specAlert);
  }, []);

  useEffect(() => {
    if (error) console.error(`${definition.title}: the list did not load`, error);
  }, [definition, error]);

  // Changes go into the list as the server answered them (the spec's); the list is then read again
  // for the records' versions, which the spec's answers do not carry, so that the next save of the
  // same record is checked against what this one made (concurrent edits).
  const change = useCallback(
    (update: (list: ResourceRecord[]) => ResourceRecord[]) =>
      mutate((current) => update(current ?? NO_RECORDS), { revalidate: false }),
    [mutate],
  );
  // In the background, after the save's own answer and alert: nothing waits for it.
  const readVersions = useCallback(async () => {
    try {
      const fresh = await listRecords(definition);
      await mutate((current) => withVersions(current ?? NO_RECORDS, fresh), { revalidate: false });
    } catch (failure) {
      // The next save of those records then goes without a version, as the spec's.
      console.error(`${definition.title}: the list was not read again for its versions`, failure);
    }
  }, [definition, mutate]);

  // A write kept as a change request (202) leaves the list as it is: the record waits for approval,
  // its badge (or the note of records waiting) comes with the pending changes read again.
  async function add(values: Record<string, unknown>, file: File | null): Promise<SaveOutcome> {
    try {
      const created = await createRecord(definition, values, file);
      // A new record is written in English only.
      if (!isChangeAccepted(created)) {
        await change((list) => [...list, { locales: [DEFAULT_LOCALE], ...created }]);
        void readVersions();
      }
      setAdding(false);
      answered(created, definition.alerts.added, String(values[definition.nameKey] ?? `new ${definition.noun}`));
      return { ok: true };
    } catch (failure) {
      return failedSave(definition, failure, false);
    }
  }

  async function update(
    record: ResourceRecord,
    values: Record<string, unknown>,
    file: File | null,
    version: string | undefined,
  ): Promise<SaveOutcome> {
    const { id } = record;
    try {
      const updated = await updateRecord(definition, { ...record, [RECORD_VERSION_FIELD]: version }, values, file);
      // An update's answer may leave out the languages, which it does not change.
      if (!isChangeAccepted(updated)) {
        await change((list) =>
          list.map((record) => (record.id === id ? { locales: record.locales, ...updated } : record)),
        );
        void readVersions();
      }
      setEditingId(null);
      answered(updated, definition.alerts.updated, rowName(definition, { ...record, ...values }));
      return { ok: true };
    } catch (failure) {
      return failedSave(definition, failure, true);
    }
  }

  async function resubmit(
    changeId: number,
    values: Record<string, unknown>,
    file: File | null,
    version: string | undefined,
  ): Promise<SaveOutcome> {
    try {
      await resubmitRecord(definition, changeId, values, file, version);
      returned.close();
      setHeldNote(CHANGE_MESSAGES.resubmitted);
      return { ok: true };
    } catch (failure) {
      return failedSave(definition, failure, true);
    }
  }

  // A translation saved or deleted (not one kept for approval) changes the record's languages in the list.
  const changeLocales = async (id: number, locale: TranslationLocale, present: boolean) => {
    await change((list) =>
      list.map((record) => {
        const locales = localesOf(record);
        return record.id === id && locales ? { ...record, locales: withLocale(locales, locale, present) } : record;
      }),
    );
    await readVersions();
  };

  const remove = useCallback(
    async (record: ResourceRecord) => {
      if (deletingId !== null) return;
      // Beyond the spec, on purpose: a delete is asked for first; its alerts stay the spec's.
      if (!window.confirm(`Delete ${rowName(definition, record)}?`)) return;
      setDeletingId(record.id);
      try {
        const answer = await deleteRecord(definition, record.id);
        if (!isChangeAccepted(answer)) await change((list) => list.filter((item) => item.id !== record.id));
        setEditingId((current) => (current === record.id ? null : current));
        answered(answer, definition.alerts.deleted, `delete ${rowName(definition, record)}`);
      } catch (failure) {
        console.error(`${definition.title}: delete failed`, failure);
        if (definition.alerts.deleteFailed) window.alert(definition.alerts.deleteFailed);
      } finally {
        setDeletingId(null);
      }
    },
    [answered, change, definition, deletingId],
  );

  const columns = useMemo<TableColumn<ResourceRecord>[]>(() => {
    const media = definition.media;
    const dataColumns = columnKeys(definition, records).map<TableColumn<ResourceRecord>>((key) => ({
      id: key,
      name: columnLabel(definition, key),
      wrap: true,
      grow: key === 'id' ? 0 : 1,
      width: key === 'id' ? '60px' : undefined,
      cell: (record) => {
        const value = record[key];
        if (value == null || value === '') return '—';
        if (typeof value === 'boolean') return value ? 'Yes' : 'No';
        const display = definition.fields.find((field) => field.name === key)?.display;
        if (display) return <span className="cell-text">{display(value)}</span>;
        const isMedia = key === media?.recordKey || key === 'image' || key === 'pdf' || key === 'document';
        if (isMedia && typeof value === 'string') {
          if (/\.pdf($|\?)/i.test(value) || media?.kind === 'pdf') {
            return (
              <a href={value} target="_blank" rel="noreferrer" aria-label={`PDF of ${rowName(definition, record)}`}>
                PDF
              </a>
            );
          }
          return (
            <img
              className="thumbnail"
              src={value}
              alt={rowName(definition, record)}
              width={definition.thumbnailPx}
              height={definition.thumbnailPx}
            />
          );
        }
        return <span className="cell-text">{String(value)}</span>;
      },
    }));
    const languages: TableColumn<ResourceRecord> = {
      id: 'locales',
      name: 'Languages',
      wrap: true,
      // Left out of a narrow window (a tablet's 768 px), where Edit and Delete would no longer fit;
      // the edit form's tabs still show them.
      hide: Media.MD,
      cell: (record) => {
        const locales = localesOf(record);
        return locales ? <LocalesList locales={locales} /> : '—';
      },
    };
    const withLanguages = definition.translations ? [...dataColumns, languages] : dataColumns;
    const actions: TableColumn<ResourceRecord> = {
      id: 'actions',
      name: 'Actions',
      button: true,
      width: '150px',
      cell: (record) => (
        <RowActions
          rowName={rowName(definition, record)}
          actions={[
            {
              label: 'Edit',
              onClick: () => {
                setAdding(false);
                setEditingId(record.id);
              },
            },
            { label: 'Delete', danger: true, disabled: deletingId === record.id, onClick: () => remove(record) },
          ]}
        />
      ),
    };
    // Only while something of this list waits for approval: the column of badges.
    const approval: TableColumn<ResourceRecord> = {
      id: 'approval',
      name: 'Approval',
      wrap: true,
      // The badge on one line, the values it would give under it.
      minWidth: '13rem',
      cell: (record) => <PendingBadge changes={pending.get(record.id)} />,
    };
    // Beside the record's name (ID, then name): in view however far a wide table scrolls.
    const shown =
      pending.size > 0 ? [...withLanguages.slice(0, 2), approval, ...withLanguages.slice(2)] : withLanguages;
    return writes ? [...shown, actions] : shown;
  }, [definition, records, deletingId, remove, writes, pending]);

  const { translations } = definition;
  /** The record with this id as the list is when read again now (a form's "load their change"). */
  const readAgain = async (id: number | null | undefined) => (await mutate())?.find((fresh) => fresh.id === id);
  const englishForm = (record: ResourceRecord) => (
    <ResourceForm
      key={record.id}
      definition={definition}
      mode="update"
      record={record}
      onSave={(values, file, version) => update(record, values, file, version)}
      versionMoved={versionMoved}
      onReload={() => readAgain(record.id)}
      onCancel={() => setEditingId(null)}
      draft={draftOf(record)}
    />
  );

  return (
    <section className="screen" aria-labelledby={`${definition.key}-title`}>
      <div className="screen__head">
        <h1 id={`${definition.key}-title`}>{definition.title}</h1>
        {writes && (
          <button
            type="button"
            className="button button--primary"
            aria-expanded={adding}
            onClick={() => {
              setEditingId(null);
              setAdding((open) => !open);
            }}
          >
            {definition.addLabel}
          </button>
        )}
      </div>
      <div role="status">{heldNote && <p className="notice">{heldNote}</p>}</div>
      {returned.change && writes && (
        <section aria-label="A change sent back to you">
          <ReturnedChangeNote change={returned.change} />
          <ResourceForm
            key={`returned-${returned.change.id}`}
            definition={definition}
            mode="update"
            // No version: the server checks it against the copy the change was made from, until the
            // record is loaded again here (another's change approved since it was sent back).
            record={{
              ...returned.change.values,
              id: returned.change.record_id ?? 0,
              [RECORD_VERSION_FIELD]: undefined,
            }}
            onSave={(values, file, version) => resubmit(returned.change!.id, values, file, version)}
            onReload={() => readAgain(returned.change?.record_id)}
            onCancel={returned.close}
          />
        </section>
      )}
      {adding && writes && (
        <ResourceForm
          definition={definition}
          mode="add"
          onSave={add}
          onCancel={() => setAdding(false)}
          draft={draftOf()}
        />
      )}
      {editing && !translations && englishForm(editing)}
      {editing && translations && (
        <LocaleTabs
          key={editing.id}
          label={`Languages of ${rowName(definition, editing)}`}
          english={englishForm(editing)}
          translation={(locale) => (
            <TranslationForm
              target={translationTarget(definition, translations, editing)}
              locale={locale}
              english={englishTexts(definition, translations, editing)}
              recordName={rowName(definition, editing)}
              recordVersion={editing[RECORD_VERSION_FIELD] as string | undefined}
              versionMoved={versionMoved}
              onVersionMoved={setVersionMoved}
              onLocaleChange={(changed, present) => void changeLocales(editing.id, changed, present)}
              onCancel={() => setEditingId(null)}
            />
          )}
        />
      )}
      {pendingCreates.length > 0 && <PendingCreates definition={definition} changes={pendingCreates} />}
      <AdminTable<ResourceRecord>
        label={definition.title}
        columns={columns}
        data={records}
        loading={isLoading}
        keyField="id"
      />
    </section>
  );
}
