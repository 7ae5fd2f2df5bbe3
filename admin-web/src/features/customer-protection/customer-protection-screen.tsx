import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { protectionSettingsSchema, rupeesInWords, type ProtectionSettings } from '@bank/shared';
import { describedBy, FieldError, FormActions } from '../../components/form-parts';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-client';
import { importUnclaimed, PROTECTION_TEXTS, saveProtectionSettings, saveProtectionText, useProtectionSettings, useProtectionTexts, useUnclaimedCount } from './api';

function SettingsForm({ settings, onSaved }: { settings: ProtectionSettings; onSaved: (saved: ProtectionSettings) => void }) {
  const [outcome, setOutcome] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProtectionSettings>({ defaultValues: settings, resolver: yupResolver(protectionSettingsSchema) as never });
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await saveProtectionSettings(values);
      onSaved(saved);
      setOutcome('Settings saved. The public pages show them at once.');
    } catch (error) {
      for (const [name, message] of Object.entries(apiFieldErrors(error))) setError(name as keyof ProtectionSettings, { message });
      setOutcome(apiErrorMessage(error) ?? 'The settings were not saved.');
    }
  });
  const text = (name: 'dicgc_cover_rupees' | 'fraud_phone' | 'fraud_email', label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`settings-${name}`}>{label}</label>
      <input id={`settings-${name}`} type={type} {...register(name)} {...describedBy(`settings-${name}-error`, errors[name]?.message)} />
      <FieldError id={`settings-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby="settings-title">
      <h2 className="resource-form__title" id="settings-title">
        Settings
      </h2>
      <div className="field field--checkbox">
        <input id="settings-ombudsman" type="checkbox" {...register('ombudsman_covered')} />
        <label htmlFor="settings-ombudsman">The RBI Integrated Ombudsman Scheme covers the bank (deposits of Rs 50 crore or more)</label>
      </div>
      {text('dicgc_cover_rupees', `DICGC cover per depositor, in rupees (now ${rupeesInWords(settings.dicgc_cover_rupees)})`, 'number')}
      {text('fraud_phone', '24x7 phone for reporting an unauthorised transaction', 'tel')}
      {text('fraud_email', '24x7 e-mail for reporting an unauthorised transaction', 'email')}
      {outcome && (
        <p className="field--wide" role="status">
          {outcome}
        </p>
      )}
      <FormActions submitLabel="Save settings" busy={isSubmitting} onCancel={() => setOutcome(undefined)} />
    </form>
  );
}

function TextForm({ slug, name, title, content, hasPdf, onSaved, onCancel }: { slug: string; name: string; title: string; content: string; hasPdf: boolean; onSaved: () => void; onCancel: () => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ title: string; content: string; pdf?: FileList }>({ defaultValues: { title, content } });
  const submit = handleSubmit(async (values) => {
    if (!values.title.trim()) return setFailure('Give the text a title.');
    try {
      await saveProtectionText(slug, { title: values.title, content: values.content }, values.pdf?.[0] ?? null);
      onSaved();
    } catch (error) {
      setFailure(Object.values(apiFieldErrors(error))[0] ?? apiErrorMessage(error) ?? 'The text was not saved.');
    }
  });
  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="resource-form__title" id={`${id}-title`}>
        Edit: {name}
      </h3>
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
      <FormActions submitLabel="Save" busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function UnclaimedImport() {
  const { total, reload } = useUnclaimedCount();
  const [outcome, setOutcome] = useState<{ kind: 'status' | 'alert'; text: string; lines?: string[] }>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="resource-form"
      aria-labelledby="unclaimed-title"
      onSubmit={async (event) => {
        event.preventDefault();
        const file = (event.currentTarget.elements.namedItem('unclaimed-file') as HTMLInputElement).files?.[0];
        if (!file) return setOutcome({ kind: 'alert', text: 'Choose a CSV file of name,address lines.' });
        setBusy(true);
        try {
          const { previous, imported } = await importUnclaimed(file);
          setOutcome({ kind: 'status', text: `Replaced ${previous.toLocaleString('en-IN')} names with ${imported.toLocaleString('en-IN')}.` });
          void reload();
        } catch (error) {
          const problems = apiFieldErrors(error);
          setOutcome({ kind: 'alert', text: apiErrorMessage(error) ?? 'The file was not imported.', lines: Object.values(problems) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className="resource-form__title" id="unclaimed-title">
        Unclaimed deposits
      </h2>
      <p className="field--wide">
        Names held now: <strong>{total === undefined ? '…' : total.toLocaleString('en-IN')}</strong>. A CSV of name,address lines (a first line name,address is skipped) replaces the whole list; a
        file with any bad line changes nothing. Only the name and address are published.
      </p>
      <div className="field">
        <label htmlFor="unclaimed-file">CSV file</label>
        <input id="unclaimed-file" name="unclaimed-file" type="file" accept=".csv,text/csv" />
      </div>
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
      <FormActions submitLabel={busy ? 'Importing...' : 'Import'} busy={busy} onCancel={() => setOutcome(undefined)} />
    </form>
  );
}

/** Customer Protection: the settings, the published texts and the unclaimed list (levels and branches have their editors). */
export default function CustomerProtectionScreen() {
  const { settings, replace } = useProtectionSettings();
  const { textOf, isLoading, reload } = useProtectionTexts();
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string>();
  return (
    <section className="screen" aria-labelledby="protection-title">
      <div className="screen__head">
        <h1 id="protection-title">Customer Protection</h1>
      </div>
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
                    onSaved={() => {
                      setSaved(`${name}: saved.`);
                      setEditing(null);
                      void reload();
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <p>
                    <strong>{name}</strong>: {isLoading ? '…' : page ? page.title : 'not written yet'}{' '}
                    <button type="button" className="button button--small" onClick={() => setEditing(slug)} aria-label={`Edit ${name}`}>
                      Edit
                    </button>
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
