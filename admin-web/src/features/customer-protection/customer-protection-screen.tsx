import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  CHANGE_MESSAGES,
  PAGE_SLUGS,
  countText,
  protectionSettingsSchema,
  rupeesInWords,
  type ChangeRequest,
  type Page,
  type ProtectionSettings,
  type StaleRecord,
  type UnclaimedImportPreview,
  type UnclaimedListRow,
  type Versioned,
} from '@bank/shared';
import { describedBy, FieldError, FormActions, StaleNotice, YourText } from '../../components/form-parts';
import { apiErrorMessage, apiFieldErrors, isChangeAccepted, savedText, staleRecordOf } from '../../lib/api-client';
import './customer-protection-screen.css';
import {
  downloadUnclaimedList,
  importUnclaimed,
  previewUnclaimedImport,
  PROTECTION_TEXTS,
  saveProtectionSettings,
  protectionTextBody,
  saveProtectionText,
  useProtectionSettings,
  useProtectionTexts,
  useUnclaimedCount,
  type ProtectionText,
  type VersionedSettings,
} from './api';
import { pageScreenOf, resubmitChange, useReturnedChange } from '../../lib/returned-changes';
import { ReturnedChangeNote } from '../../components/returned-change-note';
import { usePinnedVersion } from '../../lib/pinned-version';
import { WaitingChanges } from '../../components/waiting-changes';
import { ScrollBox } from '../../components/scroll-box';
import { useFormDraft } from '../../components/form-draft';
import { useMay } from '../../lib/staff-account';
import { draftAddress, draftInAddress } from '../../lib/drafts';

const OMBUDSMAN_LABEL = 'The RBI Integrated Ombudsman Scheme covers the bank (deposits of Rs 50 crore or more)';
const PROTECTION_SETTING_NAMES = ['ombudsman_covered', 'dicgc_cover_rupees', 'fraud_phone', 'fraud_email'] as const;

function SettingsForm({
  settings,
  onSaved,
  onReload,
}: {
  settings: VersionedSettings;
  onSaved: (saved: VersionedSettings) => void;
  /** The settings read again, after a save refused because someone saved them since. */
  onReload: () => Promise<VersionedSettings | undefined>;
}) {
  const [outcome, setOutcome] = useState<string>();
  const [stale, setStale] = useState<StaleRecord>();
  // What was typed when the settings were read again with another's save: shown beside each that differs.
  const [yours, setYours] = useState<ProtectionSettings>();
  const [version, setVersion] = usePinnedVersion(settings.version);
  // The Auditor reads the settings; the roles that write content change them.
  const writes = useMay('content.write');
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProtectionSettings>({
    defaultValues: settings,
    resolver: yupResolver(protectionSettingsSchema) as never,
  });

  async function reloadKeepingYours() {
    const typed = getValues();
    const fresh = await onReload();
    if (!fresh) return;
    for (const name of PROTECTION_SETTING_NAMES) setValue(name, fresh[name]);
    setVersion(fresh.version);
    setYours(typed);
    setStale(undefined);
  }
  const yourValue = (name: keyof ProtectionSettings, label: string) =>
    yours && (
      <YourText
        label={label}
        typed={yours[name]}
        theirs={settings[name]}
        onUse={() => setValue(name, yours[name], { shouldDirty: true })}
      />
    );

  const submit = handleSubmit(async (values) => {
    setStale(undefined);
    try {
      const saved = await saveProtectionSettings(values, version ?? null);
      if (!isChangeAccepted(saved)) {
        onSaved(saved);
        setVersion(saved.version);
      }
      setOutcome(savedText(saved, 'Settings saved. The public pages show them at once.'));
    } catch (error) {
      // Someone saved the settings since they were read: theirs can be loaded, what was typed kept beside it.
      const changedSince = staleRecordOf(error);
      if (changedSince) return setStale(changedSince);
      for (const [name, message] of Object.entries(apiFieldErrors(error)))
        setError(name as keyof ProtectionSettings, { message });
      setOutcome(apiErrorMessage(error) ?? 'The settings were not saved.');
    }
  });
  const text = (name: 'dicgc_cover_rupees' | 'fraud_phone' | 'fraud_email', label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`settings-${name}`}>{label}</label>
      <input
        id={`settings-${name}`}
        type={type}
        disabled={!writes}
        {...register(name)}
        {...describedBy(`settings-${name}-error`, errors[name]?.message)}
      />
      <FieldError id={`settings-${name}-error`} message={errors[name]?.message} />
      {yourValue(name, label)}
    </div>
  );
  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby="settings-title">
      <h2 className="resource-form__title" id="settings-title">
        Settings
      </h2>
      <div className="field field--checkbox">
        <input id="settings-ombudsman" type="checkbox" disabled={!writes} {...register('ombudsman_covered')} />
        <label htmlFor="settings-ombudsman">{OMBUDSMAN_LABEL}</label>
        {yourValue('ombudsman_covered', OMBUDSMAN_LABEL)}
      </div>
      {text(
        'dicgc_cover_rupees',
        `DICGC cover per depositor, in rupees (now ${rupeesInWords(settings.dicgc_cover_rupees)})`,
        'number',
      )}
      {text('fraud_phone', '24x7 phone for reporting an unauthorised transaction', 'tel')}
      {text('fraud_email', '24x7 e-mail for reporting an unauthorised transaction', 'email')}
      <StaleNotice stale={stale} onReload={() => void reloadKeepingYours()} />
      {outcome && (
        <p className="field--wide" role="status">
          {outcome}
        </p>
      )}
      {writes && <FormActions submitLabel="Save settings" busy={isSubmitting} onCancel={() => setOutcome(undefined)} />}
    </form>
  );
}

function TextForm({
  slug,
  name,
  text,
  hasPdf,
  sentBack,
  onSaved,
  onReload,
  onCancel,
}: {
  slug: string;
  name: string;
  /** The text as saved (with its version), or undefined before it is written. */
  text: Versioned<Page> | undefined;
  hasPdf: boolean;
  /** A change of the text sent back: the form opens with its values and sends it again. */
  sentBack?: {
    initial: ProtectionText;
    /** `version`: the text's, once loaded again here; else none (the server checks the change's own). */
    sendAgain: (text: ProtectionText, pdf: File | null, version: string | undefined) => Promise<unknown>;
  };
  /** Called once saved, or kept as a change request (`sentForApproval`), or sent again. */
  onSaved: (sentForApproval: boolean) => void;
  /** The text read again, after a save refused because someone saved it since. */
  onReload: () => Promise<Versioned<Page> | undefined>;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const [stale, setStale] = useState<StaleRecord>();
  // What was typed when the text was read again with another's save: shown beside what it differs in.
  const [yours, setYours] = useState<ProtectionText>();
  // A change sent back holds the copy it was made from (the server knows its version), not the text now.
  const [version, setVersion] = usePinnedVersion(sentBack ? undefined : text?.version);
  const saved: ProtectionText = { title: text?.title ?? '', content: text?.content ?? '' };
  const form = useForm<ProtectionText & { pdf?: FileList }>({ defaultValues: sentBack?.initial ?? saved });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const kept = useFormDraft(
    form,
    sentBack ? null : { key: `protection:${slug}`, label: name, place: draftAddress(slug) },
  );

  async function reloadKeepingYours() {
    const typed = getValues();
    const fresh = await onReload();
    if (!fresh) return;
    setValue('title', fresh.title ?? '');
    setValue('content', fresh.content ?? '');
    setVersion(fresh.version);
    setYours({ title: typed.title, content: typed.content });
    setStale(undefined);
  }

  const submit = handleSubmit(async (values) => {
    if (!values.title.trim()) return setFailure('Give the text a title.');
    setFailure(undefined);
    setStale(undefined);
    try {
      const typed = { title: values.title, content: values.content };
      const pdf = values.pdf?.[0] ?? null;
      if (sentBack) {
        await sentBack.sendAgain(typed, pdf, version ?? undefined);
        return onSaved(true);
      }
      const answer = await saveProtectionText(slug, typed, pdf, version);
      kept.forget();
      onSaved(isChangeAccepted(answer));
    } catch (error) {
      // Someone saved the text since it was read: their text can be loaded, the typed one kept beside it.
      const changedSince = staleRecordOf(error);
      if (changedSince) return setStale(changedSince);
      setFailure(Object.values(apiFieldErrors(error))[0] ?? apiErrorMessage(error) ?? 'The text was not saved.');
    }
  });
  const yourText = (field: keyof ProtectionText, label: string) =>
    yours && (
      <YourText
        label={label}
        typed={yours[field]}
        theirs={saved[field]}
        onUse={() => setValue(field, yours[field], { shouldDirty: true })}
      />
    );
  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="resource-form__title" id={`${id}-title`}>
        Edit: {name}
      </h3>
      {kept.offer}
      <div className="field">
        <label htmlFor={`${id}-heading`}>Title</label>
        <input id={`${id}-heading`} type="text" {...register('title')} />
        {yourText('title', 'Title')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>Text</label>
        <textarea id={`${id}-content`} rows={12} aria-describedby={`${id}-hint`} {...register('content')} />
        <p className="field__hint" id={`${id}-hint`}>
          One paragraph a line; start a line with &apos;- &apos; for a list item. Web addresses become links.
        </p>
        <FieldError id={`${id}-content-error`} message={errors.content?.message} />
        {yourText('content', 'Text')}
      </div>
      {hasPdf && (
        <div className="field">
          <label htmlFor={`${id}-pdf`}>Claim form (PDF)</label>
          <input id={`${id}-pdf`} type="file" accept="application/pdf" {...register('pdf')} />
        </div>
      )}
      {failure && (
        <p className="resource-form__failure" role="alert">
          {failure}
        </p>
      )}
      <StaleNotice stale={stale} onReload={() => void reloadKeepingYours()} />
      <FormActions
        submitLabel="Save"
        busy={isSubmitting}
        onCancel={() => {
          kept.forget();
          onCancel();
        }}
      />
    </form>
  );
}

/** A change of the pages sent back that is one of the protection texts'. */
const isProtectionChange = (change: ChangeRequest) => pageScreenOf(change) === 'protection';

/** Some rows of the list: name and address, with how many more there are. */
function RowsTable({ caption, rows, count }: { caption: string; rows: UnclaimedListRow[]; count: number }) {
  if (count === 0) return <p>{caption}: none.</p>;
  return (
    <div className="unclaimed-rows">
      <ScrollBox className="unclaimed-rows__scroll" label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${index}-${row.name}`}>
                <td>{row.name}</td>
                <td>{row.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {count > rows.length && <p className="field__hint">and {countText(count - rows.length, 'more name')}</p>}
    </div>
  );
}

/** What the checked file would change, shown before anything is written; 'Replace the list' or 'Cancel'. */
function ImportPreview({
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: UnclaimedImportPreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="unclaimed-preview field--wide" aria-labelledby="unclaimed-preview-title">
      <h3 id="unclaimed-preview-title" tabIndex={-1} ref={heading}>
        Check before replacing the list
      </h3>
      <p>
        The list holds <strong>{countText(preview.current, 'name')}</strong> now; after the import it will hold{' '}
        <strong>{countText(preview.incoming, 'name')}</strong>: {countText(preview.removed.count, 'name')} removed and{' '}
        {countText(preview.added.count, 'name')} added. Nothing has changed yet.
      </p>
      <RowsTable
        caption={`First ${countText(preview.first.length, 'row')} of the new list`}
        rows={preview.first}
        count={preview.incoming}
      />
      <RowsTable
        caption={`Removed: ${countText(preview.removed.count, 'name')}`}
        rows={preview.removed.first}
        count={preview.removed.count}
      />
      <RowsTable
        caption={`Added: ${countText(preview.added.count, 'name')}`}
        rows={preview.added.first}
        count={preview.added.count}
      />
      <div className="resource-form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {busy ? 'Replacing…' : `Replace the list with these ${countText(preview.incoming, 'name')}`}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}

type Outcome = { kind: 'status' | 'alert'; text: string; lines?: string[] };

const failureOf = (error: unknown, fallback: string): Outcome => ({
  kind: 'alert',
  text: apiErrorMessage(error) ?? fallback,
  lines: Object.values(apiFieldErrors(error)),
});

/**
 * The unclaimed list: 'Check the file' shows what the import would change and nothing is written until
 * 'Replace the list'; 'Download the current list' saves it as a file the import takes back.
 */
function UnclaimedImport() {
  const { total, reload } = useUnclaimedCount();
  const [outcome, setOutcome] = useState<Outcome>();
  const [checked, setChecked] = useState<{ file: File; preview: UnclaimedImportPreview }>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The Auditor may download the list, not replace it.
  const writes = useMay('content.write');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const check = () =>
    run(async () => {
      const file = fileInput.current?.files?.[0];
      setChecked(undefined);
      if (!file) return setOutcome({ kind: 'alert', text: 'Choose a CSV file of name,address lines.' });
      try {
        setOutcome(undefined);
        setChecked({ file, preview: await previewUnclaimedImport(file) });
      } catch (error) {
        setOutcome(failureOf(error, 'The file could not be checked.'));
      }
    });
  const replace = () =>
    run(async () => {
      if (!checked) return;
      try {
        const answer = await importUnclaimed(checked.file, checked.preview);
        if (isChangeAccepted(answer)) setOutcome({ kind: 'status', text: CHANGE_MESSAGES.sentForApproval });
        else
          setOutcome({
            kind: 'status',
            text: `Replaced ${countText(answer.previous, 'name')} with ${answer.imported.toLocaleString('en-IN')}. The activity log can put the old list back.`,
          });
        void reload();
      } catch (error) {
        setOutcome(failureOf(error, 'The file was not imported.'));
      }
      setChecked(undefined);
      if (fileInput.current) fileInput.current.value = '';
    });
  const cancel = () => {
    setChecked(undefined);
    setOutcome({ kind: 'status', text: 'Import cancelled: the list is as it was.' });
  };
  const download = () =>
    run(async () => {
      try {
        await downloadUnclaimedList();
      } catch (error) {
        setOutcome(failureOf(error, 'The list could not be downloaded.'));
      }
    });

  return (
    <form
      className="resource-form"
      aria-labelledby="unclaimed-title"
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <h2 className="resource-form__title" id="unclaimed-title">
        Unclaimed deposits
      </h2>
      <p className="field--wide">
        Names held now: <strong>{total === undefined ? '…' : total.toLocaleString('en-IN')}</strong>.{' '}
        <button type="button" className="button button--small" onClick={download} disabled={busy}>
          Download the current list
        </button>
      </p>
      {writes && (
        <>
          <p className="field--wide">
            A CSV of name,address lines (a first line name,address is skipped) replaces the whole list; a file with any
            bad line changes nothing. You see what it changes before anything is replaced. Only the name and address are
            published.
          </p>
          <div className="field">
            <label htmlFor="unclaimed-file">CSV file</label>
            <input
              id="unclaimed-file"
              name="unclaimed-file"
              type="file"
              accept=".csv,text/csv"
              ref={fileInput}
              onChange={() => setChecked(undefined)}
            />
          </div>
        </>
      )}
      {outcome && (
        <div className="field--wide" role={outcome.kind}>
          <p className={outcome.kind === 'alert' ? 'resource-form__failure' : undefined}>{outcome.text}</p>
          {outcome.lines && outcome.lines.length > 0 && (
            <ul>
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!writes ? null : checked ? (
        <ImportPreview preview={checked.preview} busy={busy} onConfirm={() => void replace()} onCancel={cancel} />
      ) : (
        <FormActions
          submitLabel={busy ? 'Checking…' : 'Check the file'}
          busy={busy}
          onCancel={() => setOutcome(undefined)}
        />
      )}
    </form>
  );
}

/** Customer Protection: the settings, the published texts and the unclaimed list (levels and branches have their editors). */
export default function CustomerProtectionScreen() {
  const { settings, replace, reload: reloadSettings } = useProtectionSettings();
  const { textOf, isLoading, reload } = useProtectionTexts();
  // A kept draft's address ('?draft=' a text's slug) opens that text's form, where it is offered back.
  const writes = useMay('content.write');
  const [editing, setEditing] = useState(() => {
    const drafted = draftInAddress();
    return writes && PROTECTION_TEXTS.some(({ slug }) => slug === drafted) ? drafted : null;
  });
  const [saved, setSaved] = useState<string>();
  // A change of a text sent back to the signed-in person, opened from Approvals to edit and send again.
  const returned = useReturnedChange('pages', isProtectionChange);
  const sentBack = returned.change;
  return (
    <section className="screen" aria-labelledby="protection-title">
      <div className="screen__head">
        <h1 id="protection-title">Customer Protection</h1>
      </div>
      <WaitingChanges resources={['protection-settings', 'unclaimed-deposits']} />
      {settings && <SettingsForm settings={settings} onSaved={replace} onReload={reloadSettings} />}
      <section aria-labelledby="texts-title" className="protection-texts">
        <h2 id="texts-title">Published texts</h2>
        {saved && <p role="status">{saved}</p>}
        <ul>
          {PROTECTION_TEXTS.map(({ slug, name }) => {
            const page = textOf(slug);
            const hasPdf = slug === PAGE_SLUGS.unclaimedDeposits;
            const returnedHere = sentBack?.values?.slug === slug ? sentBack : undefined;
            return (
              <li key={slug}>
                {page && <WaitingChanges resources={['pages']} recordId={page.id} />}
                {returnedHere && writes ? (
                  <section aria-label="A change sent back to you">
                    <ReturnedChangeNote change={returnedHere} />
                    <TextForm
                      key={`returned-${returnedHere.id}`}
                      slug={slug}
                      name={name}
                      text={page}
                      hasPdf={hasPdf}
                      sentBack={{
                        initial: {
                          title: String(returnedHere.values?.title ?? ''),
                          content: String(returnedHere.values?.content ?? ''),
                        },
                        sendAgain: (text, pdf, version) =>
                          resubmitChange(returnedHere.id, protectionTextBody(slug, text, pdf, version)),
                      }}
                      onSaved={() => {
                        setSaved(`${name}: ${CHANGE_MESSAGES.resubmitted}`);
                        returned.close();
                      }}
                      onReload={() => reload(slug)}
                      onCancel={returned.close}
                    />
                  </section>
                ) : editing === slug ? (
                  <TextForm
                    slug={slug}
                    name={name}
                    text={page}
                    hasPdf={hasPdf}
                    onSaved={(sentForApproval) => {
                      setSaved(`${name}: ${sentForApproval ? CHANGE_MESSAGES.sentForApproval : 'saved'}.`);
                      setEditing(null);
                      void reload();
                    }}
                    onReload={() => reload(slug)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <p>
                    <strong>{name}</strong>: {isLoading ? '…' : page ? page.title : 'not written yet'}{' '}
                    {writes && (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setEditing(slug)}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </button>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <UnclaimedImport />
    </section>
  );
}
