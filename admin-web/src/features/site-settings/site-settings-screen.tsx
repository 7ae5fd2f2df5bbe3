import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  CHANGE_MESSAGES,
  IMAGE_MIME_TYPES,
  lengthHint,
  PICTURE_PLACES,
  SITE_SETTING_GROUPS,
  SITE_PICTURE_SETTINGS,
  SITE_SETTING_NAMES,
  SITE_SETTINGS,
  SITE_VALUE_SETTINGS,
  siteSettingsSchema,
  type ChangeRequest,
  type SiteSettingDeclaration,
  type SiteSettingGroup,
  type SiteSettingName,
  type SiteSettings,
  type StaleRecord,
  type Versioned,
} from '@bank/shared';
import { FieldError, FormActions, StaleNotice, YourText } from '../../components/form-parts';
import { Loading } from '../../components/loading';
import { PictureSizeWarning } from '../../components/picture-size-warning';
import { apiErrorMessage, apiFieldErrors, isChangeAccepted, staleRecordOf } from '../../lib/api-client';
import { useMay } from '../../lib/staff-account';
import { LocaleTabs } from '../../components/locale-tabs';
import { TranslationForm } from '../../components/translation-form';
import {
  englishTexts,
  saveSiteSettings,
  siteSettingsBody,
  siteSettingsTranslationTarget,
  useSiteSettings,
  type PictureChanges,
} from './api';
import './site-settings-screen.css';
import { useFormDraft } from '../../components/form-draft';
import { WaitingChanges } from '../../components/waiting-changes';
import { ReturnedChangeNote } from '../../components/returned-change-note';
import { resubmitChange, useReturnedChange } from '../../lib/returned-changes';
import { usePinnedVersion, type VersionMove } from '../../lib/pinned-version';

// The form is derived from the declaration (packages/shared/src/site-settings): a fieldset per group,
// an input per setting chosen by its kind. A setting added there appears here with no change.

const declarationOf = (name: SiteSettingName): SiteSettingDeclaration => SITE_SETTINGS[name];
const GROUPS = Object.entries(SITE_SETTING_GROUPS) as [SiteSettingGroup, string][];
const settingsOfGroup = (group: SiteSettingGroup) =>
  SITE_SETTING_NAMES.filter((name) => declarationOf(name).group === group);

const inputId = (name: string) => `site-setting-${name}`;
const hintId = (name: string) => `${inputId(name)}-hint`;
const errorId = (name: string) => `${inputId(name)}-error`;

const grouped = (count: number) => count.toLocaleString('en-IN');

/** What is written under an input: the declaration's hint and the bounds its rule holds the value to. */
function hintOf(setting: SiteSettingDeclaration): string | undefined {
  const bounds =
    setting.kind === 'text' || setting.kind === 'long-text'
      ? lengthHint(setting.max)
      : setting.kind === 'count'
        ? `A whole number from ${grouped(setting.min)} to ${grouped(setting.max)}`
        : undefined;
  return [setting.hint, bounds].filter(Boolean).join('. ') || undefined;
}

/** A setting whose value or label is long (an address, a paragraph, a long line, a switch) takes a row of its own. */
const isWide = (setting: SiteSettingDeclaration) =>
  setting.kind === 'address' ||
  setting.kind === 'long-text' ||
  setting.kind === 'switch' ||
  (setting.kind === 'text' && setting.max > 80);

// A switch is never 'required': off is an answer too.
const isRequired = (setting: SiteSettingDeclaration) =>
  setting.kind !== 'picture' && setting.kind !== 'switch' && !('optional' in setting && setting.optional);

/** The value settings as the form holds them. */
const formValuesOf = (settings: SiteSettings): FieldValues =>
  Object.fromEntries(SITE_VALUE_SETTINGS.map((name) => [name, settings[name]]));

type InputAttributes = ReturnType<UseFormRegister<FieldValues>> & {
  id: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The input of a value setting, by its kind. */
function ValueInput({ setting, attributes }: { setting: SiteSettingDeclaration; attributes: InputAttributes }) {
  switch (setting.kind) {
    case 'long-text':
      return <textarea rows={4} {...attributes} />;
    case 'count':
      return <input type="number" inputMode="numeric" min={setting.min} max={setting.max} step={1} {...attributes} />;
    case 'address':
      // A path of this site ('/About') is no URL to the browser: a text input with the URL keyboard.
      return setting.sitePath ? (
        <input type="text" inputMode="url" spellCheck={false} {...attributes} />
      ) : (
        <input type="url" spellCheck={false} {...attributes} />
      );
    case 'email':
      return <input type="email" spellCheck={false} {...attributes} />;
    case 'digits':
      return <input type="tel" inputMode="numeric" {...attributes} />;
    case 'switch':
      return <input type="checkbox" {...attributes} />;
    default:
      return <input type="text" {...attributes} />;
  }
}

function ValueField({
  name,
  register,
  errors,
  yours,
}: {
  name: SiteSettingName;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
  /** After another's save was loaded: what this person had typed, its value now, and taking it back. */
  yours?: { typed: unknown; theirs: unknown; onUse: () => void };
}) {
  const setting = declarationOf(name);
  const hint = hintOf(setting);
  const problem = errors[name]?.message;
  const describedBy = [hint && hintId(name), problem && errorId(name)].filter(Boolean).join(' ');
  // A switch is ticked in front of its label, as every checkbox of the back office.
  const isSwitch = setting.kind === 'switch';
  const label = <label htmlFor={inputId(name)}>{setting.label}</label>;
  const classes = ['field', isSwitch && 'field--checkbox', isWide(setting) && 'site-settings__wide'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {!isSwitch && label}
      <ValueInput
        setting={setting}
        attributes={{
          id: inputId(name),
          ...register(name),
          'aria-required': isRequired(setting) || undefined,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': describedBy || undefined,
        }}
      />
      {isSwitch && label}
      {hint && (
        <p className="field__hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      <FieldError id={errorId(name)} message={problem} />
      {yours && <YourText label={setting.label} {...yours} />}
    </div>
  );
}

/**
 * A picture setting: the picture the site shows now (or its own drawing), a file to replace it, and
 * 'Use the site's own drawing'. `change` is what saving does to it: a File, null (the drawing), or
 * undefined (kept).
 */
function PictureField(props: {
  name: SiteSettingName;
  stored: string | null;
  change: File | null | undefined;
  problem: unknown;
  onChange: (change: File | null | undefined) => void;
}) {
  const { name, stored, change, problem, onChange } = props;
  const setting = declarationOf(name);
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<FileList | null>(null);
  const place = PICTURE_PLACES[`siteSettings.${name}`];
  const warningId = `${inputId(name)}-warning`;
  const currentId = `${inputId(name)}-current`;
  const describedBy = [currentId, setting.hint && hintId(name), place && warningId, problem ? errorId(name) : undefined]
    .filter(Boolean)
    .join(' ');

  const useDrawing = () => {
    if (fileInput.current) fileInput.current.value = '';
    setFiles(null);
    onChange(stored === null ? undefined : null);
  };

  return (
    <div className="field site-settings__wide">
      <label htmlFor={inputId(name)}>{setting.label}</label>
      <div className="site-settings__current" id={currentId}>
        {stored === null || change === null ? (
          <p className="site-settings__drawing">
            {change === null ? "The site's own drawing, once the settings are saved" : "The site's own drawing"}
          </p>
        ) : (
          <img src={stored} alt={`Current ${setting.label.toLowerCase()}`} width={160} />
        )}
      </div>
      <input
        ref={fileInput}
        id={inputId(name)}
        name={name}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.files;
          setFiles(chosen);
          onChange(chosen && chosen.length > 0 ? chosen[0] : undefined);
        }}
      />
      {setting.hint && (
        <p className="field__hint" id={hintId(name)}>
          {setting.hint}
        </p>
      )}
      {change === null ? (
        <button
          type="button"
          className="button button--small site-settings__action"
          onClick={() => onChange(undefined)}
        >
          Keep the current picture
        </button>
      ) : (
        (stored !== null || change instanceof File) && (
          <button type="button" className="button button--small site-settings__action" onClick={useDrawing}>
            Use the site&apos;s own drawing
          </button>
        )
      )}
      {place && <PictureSizeWarning id={warningId} files={files} place={place} />}
      <FieldError id={errorId(name)} message={problem} />
    </div>
  );
}

/** What a change of the settings sent back holds, as the form opens with it: its values over the settings', its pictures. */
function returnedValuesOf(settings: SiteSettings, change: ChangeRequest) {
  const values = change.values ?? {};
  const pictures: PictureChanges = {};
  // A picture it took away stays taken away; one it brought is held with the change, kept unless another is chosen.
  for (const name of SITE_PICTURE_SETTINGS) if (values[name] === null || values[name] === '') pictures[name] = null;
  return { values: { ...formValuesOf(settings), ...pickKnown(values) }, pictures };
}

/** The value settings a change holds, as the form holds them: a form's texts ('false', '12') as their kind's values. */
const pickKnown = (values: Record<string, unknown>) =>
  Object.fromEntries(
    SITE_VALUE_SETTINGS.filter((name) => name in values).map((name) => {
      const value = values[name];
      const kind = declarationOf(name).kind;
      if (kind === 'switch') return [name, value === true || value === 'true'];
      if (kind === 'count' && typeof value === 'string' && value.trim() !== '') return [name, Number(value)];
      return [name, value];
    }),
  );

function SiteSettingsForm({
  settings,
  onSaved,
  onReload,
  returned,
  versionMoved,
  onVersionMoved,
}: {
  settings: Versioned<SiteSettings>;
  onSaved: (saved: Versioned<SiteSettings>) => void;
  /** The settings read again, after a save refused because someone saved them since. */
  onReload?: () => Promise<Versioned<SiteSettings> | undefined>;
  /** A change of the settings sent back to this person: the form opens with it and sends it again. */
  returned?: { change: ChangeRequest; close: () => void; sent: () => void };
  /** The settings' version moved by this person's save of a language: the form moves with it. */
  versionMoved?: VersionMove;
  /** After a save applied at once: the version it was checked against and the version now, for the languages' forms. */
  onVersionMoved?: (move: VersionMove) => void;
}) {
  const [outcome, setOutcome] = useState<{ text: string; failed?: boolean }>();
  const opening = returned ? returnedValuesOf(settings, returned.change) : undefined;
  const [pictures, setPictures] = useState<PictureChanges>(opening?.pictures ?? {});
  // The Auditor reads the settings; only the Administrator changes them.
  const writes = useMay('settings.write');
  // Changed after a save or Cancel: the file inputs start again empty.
  const [round, setRound] = useState(0);
  // The version of the settings the form's values were read at: the settings read again do not move it.
  const [version, setVersion] = usePinnedVersion(settings.version, versionMoved);
  const [stale, setStale] = useState<StaleRecord>();
  // What was typed when the settings were read again with another's save: shown beside each that differs.
  const [yours, setYours] = useState<FieldValues>();
  const form = useForm<FieldValues>({
    defaultValues: opening?.values ?? formValuesOf(settings),
    resolver: yupResolver(siteSettingsSchema) as never,
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const kept = useFormDraft(
    form,
    writes && !returned ? { key: 'site-settings', label: 'Site settings', place: window.location.pathname } : null,
  );

  const startAgain = (from: SiteSettings) => {
    reset(formValuesOf(from));
    setPictures({});
    setRound((count) => count + 1);
  };

  async function reloadKeepingYours() {
    const typed = getValues();
    const fresh = await onReload?.();
    if (!fresh) return;
    for (const [name, value] of Object.entries(formValuesOf(fresh))) setValue(name, value);
    setVersion(fresh.version);
    setYours(typed);
    setStale(undefined);
  }

  const save = async (values: FieldValues) => {
    setOutcome(undefined);
    setStale(undefined);
    try {
      if (returned) {
        await resubmitChange(returned.change.id, siteSettingsBody(values, pictures));
        return returned.sent();
      }
      const saved = await saveSiteSettings(values, pictures, version);
      kept.forget();
      // Kept as a change request (202): the settings stay as they were, the form as typed.
      if (isChangeAccepted(saved)) return setOutcome({ text: CHANGE_MESSAGES.sentForApproval });
      onSaved(saved);
      onVersionMoved?.({ from: version, to: saved.version });
      setVersion(saved.version);
      startAgain(saved);
      setOutcome({ text: 'Settings saved. The public pages show them at once.' });
    } catch (error) {
      // Someone saved the settings since they were read: theirs can be loaded, what was typed kept beside it.
      const changedSince = staleRecordOf(error);
      if (changedSince) return setStale(changedSince);
      const problems = Object.entries(apiFieldErrors(error));
      for (const [name, message] of problems) setError(name, { message });
      const first = problems.find(([name]) => (SITE_VALUE_SETTINGS as string[]).includes(name));
      if (first) setFocus(first[0]);
      setOutcome({ text: apiErrorMessage(error) ?? 'The settings were not saved.', failed: true });
    }
  };
  // Refused by the shared rule before sending: the first field marked has the focus.
  const submit = handleSubmit(save, () =>
    setOutcome({ text: 'Nothing was saved: correct the settings marked.', failed: true }),
  );

  return (
    <form className="site-settings" onSubmit={submit} noValidate aria-labelledby="site-settings-title">
      {kept.offer}
      {GROUPS.map(([group, title]) => (
        <fieldset key={group} className="site-settings__group" disabled={!writes}>
          <legend>{title}</legend>
          {settingsOfGroup(group).map((name) =>
            declarationOf(name).kind === 'picture' ? (
              <PictureField
                key={`${name}-${round}`}
                name={name}
                stored={settings[name] as string | null}
                change={pictures[name]}
                problem={errors[name]?.message}
                onChange={(change) => {
                  clearErrors(name);
                  setPictures((current) => ({ ...current, [name]: change }));
                }}
              />
            ) : (
              <ValueField
                key={name}
                name={name}
                register={register}
                errors={errors}
                yours={
                  yours && {
                    typed: yours[name],
                    theirs: formValuesOf(settings)[name],
                    onUse: () => setValue(name, yours[name], { shouldDirty: true }),
                  }
                }
              />
            ),
          )}
        </fieldset>
      ))}
      <StaleNotice stale={stale} onReload={onReload && (() => void reloadKeepingYours())} />
      <p role="status" className={outcome?.failed ? 'resource-form__failure' : undefined}>
        {outcome?.text}
      </p>
      {writes && (
        <FormActions
          submitLabel={isSubmitting ? 'Saving…' : 'Save settings'}
          busy={isSubmitting}
          onCancel={() => {
            kept.forget();
            if (returned) return returned.close();
            startAgain(settings);
            setOutcome(undefined);
          }}
        />
      )}
    </form>
  );
}

/**
 * The settings in tabs, one per language, for the Administrator: English is every setting; Marathi
 * and Hindi the texts visitors read, each with its English under it. The Auditor reads English only.
 */
function SiteSettingsLanguages({
  settings,
  onSaved,
  onReload,
}: {
  settings: Versioned<SiteSettings>;
  onSaved: (saved: SiteSettings) => void;
  onReload: () => Promise<Versioned<SiteSettings> | undefined>;
}) {
  // Cancel in a language starts its form again from what is saved.
  const [round, setRound] = useState(0);
  // The settings' version moved by this person's save in one of the languages' forms: the others move with it.
  const [versionMoved, setVersionMoved] = useState<VersionMove>();
  const english = (
    <SiteSettingsForm
      settings={settings}
      onSaved={onSaved}
      onReload={onReload}
      versionMoved={versionMoved}
      onVersionMoved={setVersionMoved}
    />
  );
  if (!useMay('settings.write')) return english;
  return (
    <LocaleTabs
      label="Languages of the site settings"
      english={english}
      translation={(locale) => (
        <TranslationForm
          key={`${locale}-${round}`}
          target={siteSettingsTranslationTarget}
          locale={locale}
          english={englishTexts(settings)}
          recordName="the site settings"
          recordVersion={settings.version}
          versionMoved={versionMoved}
          onVersionMoved={setVersionMoved}
          onCancel={() => setRound((count) => count + 1)}
        />
      )}
    />
  );
}

/** Site settings: Home's banner and figures, hours and contacts, social pages and banking links, as the public site shows them. */
export default function SiteSettingsScreen() {
  const { settings, isLoading, replace, reload } = useSiteSettings();
  // A change of the settings sent back to the signed-in person, opened from Approvals to edit and send again.
  const returned = useReturnedChange('site-settings');
  const sentBack = returned.change;
  const [sentAgain, setSentAgain] = useState(false);
  return (
    <section className="screen" aria-labelledby="site-settings-title">
      <div className="screen__head">
        <h1 id="site-settings-title">Site settings</h1>
      </div>
      <div role="status">{sentAgain && <p className="notice">{CHANGE_MESSAGES.resubmitted}</p>}</div>
      <WaitingChanges resources={['site-settings']} />
      {settings && sentBack && (
        <section aria-label="A change sent back to you">
          <ReturnedChangeNote change={sentBack} />
          <SiteSettingsForm
            key={`returned-${sentBack.id}`}
            settings={settings}
            onSaved={() => undefined}
            returned={{
              change: sentBack,
              close: returned.close,
              sent: () => {
                setSentAgain(true);
                returned.close();
              },
            }}
          />
        </section>
      )}
      {settings && sentBack ? null : settings ? (
        <SiteSettingsLanguages settings={settings} onSaved={(saved) => void replace(saved)} onReload={reload} />
      ) : isLoading ? (
        <Loading />
      ) : (
        <p role="alert">The settings could not be loaded. Open the screen again to retry.</p>
      )}
    </section>
  );
}
