import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  CHANGE_MESSAGES,
  countText,
  protectionSettingsSchema,
  rupeesInWords,
  type ProtectionSettings,
  type UnclaimedImportPreview,
  type UnclaimedListRow,
} from '@bank/shared';
import { describedBy, FieldError, FormActions } from '../../components/form-parts';
import { apiErrorMessage, apiFieldErrors, isChangeAccepted, savedText } from '../../lib/api-client';
import './customer-protection-screen.css';
import {
  downloadUnclaimedList,
  importUnclaimed,
  previewUnclaimedImport,
  PROTECTION_TEXTS,
  saveProtectionSettings,
  saveProtectionText,
  useProtectionSettings,
  useProtectionTexts,
  useUnclaimedCount,
  type VersionedSettings,
} from './api';
import { WaitingChanges } from '../../components/waiting-changes';
import { ScrollBox } from '../../components/scroll-box';
import { useFormDraft } from '../../components/form-draft';
import { useMay } from '../../lib/staff-account';
import { draftAddress, draftInAddress } from '../../lib/drafts';

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: VersionedSettings;
  onSaved: (saved: VersionedSettings) => void;
}) {
  const [outcome, setOutcome] = useState<string>();
  // The Auditor reads the settings; the roles that write content change them.
  const writes = useMay('content.write');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProtectionSettings>({
    defaultValues: settings,
    resolver: yupResolver(protectionSettingsSchema) as never,
  });
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await saveProtectionSettings(values, settings.version);
      if (!isChangeAccepted(saved)) onSaved(saved);
      setOutcome(savedText(saved, 'Settings saved. The public pages show them at once.'));
    } catch (error) {
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
    </div>
  );
  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby="settings-title">
      <h2 className="resource-form__title" id="settings-title">
        Settings
      </h2>
      <div className="field field--checkbox">
        <input id="settings-ombudsman" type="checkbox" disabled={!writes} {...register('ombudsman_covered')} />
        <label htmlFor="settings-ombudsman">
          The RBI Integrated Ombudsman Scheme covers the bank (deposits of Rs 50 crore or more)
        </label>
      </div>
      {text(
        'dicgc_cover_rupees',
        `DICGC cover per depositor, in rupees (now ${rupeesInWords(settings.dicgc_cover_rupees)})`,
        'number',
      )}
      {text('fraud_phone', '24x7 phone for reporting an unauthorised transaction', 'tel')}
      {text('fraud_email', '24x7 e-mail for reporting an unauthorised transaction', 'email')}
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
  title,
  content,
  hasPdf,
  onSaved,
  onCancel,
}: {
  slug: string;
  name: string;
  title: string;
  content: string;
  hasPdf: boolean;
  /** Called once saved, or kept as a change request (`sentForApproval`). */
  onSaved: (sentForApproval: boolean) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<{ title: string; content: string; pdf?: FileList }>({ defaultValues: { title, content } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const kept = useFormDraft(form, { key: `protection:${slug}`, label: name, place: draftAddress(slug) });
  const submit = handleSubmit(async (values) => {
    if (!values.title.trim()) return setFailure('Give the text a title.');
    try {
      const saved = await saveProtectionText(
        slug,
        { title: values.title, content: values.content },
        values.pdf?.[0] ?? null,
      );
      kept.forget();
      onSaved(isChangeAccepted(saved));
    } catch (error) {
      setFailure(Object.values(apiFieldErrors(error))[0] ?? apiErrorMessage(error) ?? 'The text was not saved.');
    }
  });
  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="resource-form__title" id={`${id}-title`}>
        Edit: {name}
      </h3>
      {kept.offer}
      <div className="field">
        <label htmlFor={`${id}-heading`}>Title</label>
        <input id={`${id}-heading`} type="text" {...register('title')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>Text</label>
        <textarea id={`${id}-content`} rows={12} aria-describedby={`${id}-hint`} {...register('content')} />
        <p className="field__hint" id={`${id}-hint`}>
          One paragraph a line; start a line with &apos;- &apos; for a list item. Web addresses become links.
        </p>
        <FieldError id={`${id}-content-error`} message={errors.content?.message} />
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
  const { settings, replace } = useProtectionSettings();
  const { textOf, isLoading, reload } = useProtectionTexts();
  // A kept draft's address ('?draft=' a text's slug) opens that text's form, where it is offered back.
  const writes = useMay('content.write');
  const [editing, setEditing] = useState(() => {
    const drafted = draftInAddress();
    return writes && PROTECTION_TEXTS.some(({ slug }) => slug === drafted) ? drafted : null;
  });
  const [saved, setSaved] = useState<string>();
  return (
    <section className="screen" aria-labelledby="protection-title">
      <div className="screen__head">
        <h1 id="protection-title">Customer Protection</h1>
      </div>
      <WaitingChanges resources={['protection-settings', 'unclaimed-deposits']} />
      {settings && <SettingsForm settings={settings} onSaved={replace} />}
      <section aria-labelledby="texts-title" className="protection-texts">
        <h2 id="texts-title">Published texts</h2>
        {saved && <p role="status">{saved}</p>}
        <ul>
          {PROTECTION_TEXTS.map(({ slug, name }) => {
            const page = textOf(slug);
            return (
              <li key={slug}>
                {editing === slug ? (
                  <TextForm
                    slug={slug}
                    name={name}
                    title={page?.title ?? ''}
                    content={page?.content ?? ''}
                    hasPdf={slug === 'unclaimed-deposits'}
                    onSaved={(sentForApproval) => {
                      setSaved(`${name}: ${sentForApproval ? CHANGE_MESSAGES.sentForApproval : 'saved'}.`);
                      setEditing(null);
                      void reload();
                    }}
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
