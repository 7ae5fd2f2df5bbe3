import { useId, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { isAxiosError } from 'axios';
import {
  LOCALE_NAMES,
  RECORD_VERSION_FIELD,
  type StaleRecord,
  type Translation,
  type TranslationLocale,
} from '@bank/shared';
import { apiErrorMessage, apiFieldErrors, isChangeAccepted, savedText, staleRecordOf } from '../lib/api-client';
import { notify } from '../lib/toasts';
import { deleteTranslation, saveTranslation, useTranslation, type TranslationTarget } from '../lib/translations';
import { describedBy, FieldError, StaleNotice, YourText } from './form-parts';
import { usePinnedVersion, type VersionMove } from '../lib/pinned-version';
import { Loading } from './loading';
import './locale-tabs.css';

interface TranslationFormProps {
  target: TranslationTarget;
  locale: TranslationLocale;
  /** The English record's values of the translated text fields, as its form shows them. */
  english: Readonly<Record<string, string>>;
  /** The record in words, for the delete question. */
  recordName: string;
  /**
   * The record's version as the English form read it: sent with a language's first translation,
   * which has no answer of its own to take it from (concurrent edits).
   */
  recordVersion?: string | null;
  /** After a save that took effect: the record's version the server checked it against, and the version now. */
  onVersionMoved?: (move: VersionMove) => void;
  /** The same from the record's other forms (English, another language): this one moves with it where it held `from`. */
  versionMoved?: VersionMove;
  /** After a save or delete that took effect (not one kept for approval): whether the record now has `locale`. */
  onLocaleChange?: (locale: TranslationLocale, present: boolean) => void;
  onCancel: () => void;
}

/** One language of a record: its translation read when the tab opens, then its form. */
export function TranslationForm(props: TranslationFormProps) {
  const { translation, failed, replace, reload } = useTranslation(props.target.url(props.locale));
  if (failed)
    return (
      <p className="resource-form__failure" role="alert">
        The translation did not load.
      </p>
    );
  if (translation === undefined) return <Loading />;
  return <TranslationFields {...props} translation={translation} replace={replace} reload={reload} />;
}

const textsOf = (target: TranslationTarget, translation: Translation | null): FieldValues =>
  Object.fromEntries(target.fields.map(({ name }) => [name, translation?.[name] ?? '']));

const languageName = (locale: TranslationLocale) => LOCALE_NAMES[locale];

function TranslationFields({
  target,
  locale,
  english,
  recordName,
  recordVersion,
  onVersionMoved,
  versionMoved,
  onLocaleChange,
  onCancel,
  translation,
  replace,
  reload,
}: TranslationFormProps & {
  translation: Translation | null;
  replace: (saved: Translation | null) => Promise<unknown>;
  reload: () => Promise<Translation | null | undefined>;
}) {
  const formId = useId();
  const saving = useRef(false);
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  // The record's version this form's texts were read at, sent back with the save (concurrent edits).
  const [version, setVersion] = usePinnedVersion(translation?.[RECORD_VERSION_FIELD] ?? recordVersion, versionMoved);
  const moveVersion = (to: string | null | undefined) => {
    onVersionMoved?.({ from: version, to });
    setVersion(to);
  };
  const [stale, setStale] = useState<StaleRecord>();
  // What this person had typed when the translation was read again with another's change: shown beside it.
  const [yours, setYours] = useState<FieldValues>();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    defaultValues: textsOf(target, translation),
    resolver: yupResolver(target.schema) as never,
  });
  const { file: fileInput } = target;
  const storedFile = fileInput ? translation?.[fileInput.field] : null;

  const submit = handleSubmit(async (input) => {
    if (saving.current) return;
    saving.current = true;
    try {
      setFailure(undefined);
      const file = fileInput ? ((input[fileInput.field] as FileList | undefined)?.[0] ?? null) : null;
      const fileProblem = file && fileInput?.problem(file);
      if (fileInput && fileProblem) {
        setError(fileInput.field, { message: fileProblem });
        return;
      }
      const texts = Object.fromEntries(target.fields.map(({ name }) => [name, input[name]]));
      setStale(undefined);
      const answer = await saveTranslation(target, locale, texts, file, version);
      if (!isChangeAccepted(answer)) {
        await replace(answer);
        reset(textsOf(target, answer));
        moveVersion(answer[RECORD_VERSION_FIELD]);
        setYours(undefined);
        onLocaleChange?.(locale, true);
      }
      await notify('success', savedText(answer, `${languageName(locale)} translation saved`));
    } catch (error) {
      // Someone changed the record since it was read: their change can be loaded, the typed text kept beside it.
      const changedSince = staleRecordOf(error);
      if (changedSince) return setStale(changedSince);
      console.error(`The ${locale} translation was not saved`, error);
      const message = apiErrorMessage(error);
      setFailure(message ? `Not saved: ${message}` : 'Not saved.');
      for (const [name, problem] of Object.entries(apiFieldErrors(error))) setError(name, { message: problem });
    } finally {
      saving.current = false;
    }
  });

  const remove = async () => {
    if (!window.confirm(`Delete the ${languageName(locale)} translation of ${recordName}?`)) return;
    setDeleting(true);
    try {
      const answer = await deleteTranslation(target, locale);
      if (!isChangeAccepted(answer)) {
        await replace(null);
        reset(textsOf(target, null));
        // A delete is sent without a version (unchecked): the version after it may hold another's
        // change, so the record's other forms keep theirs; this one now holds nothing to lose.
        setVersion(answer[RECORD_VERSION_FIELD]);
        onLocaleChange?.(locale, false);
      }
      await notify('success', savedText(answer, `${languageName(locale)} translation deleted`));
    } catch (error) {
      // Already gone (deleted elsewhere): the record has no translation in this language either way.
      if (isAxiosError(error) && error.response?.status === 404) {
        await replace(null);
        onLocaleChange?.(locale, false);
        return;
      }
      console.error(`The ${locale} translation was not deleted`, error);
      await notify('error', apiErrorMessage(error) ?? 'The translation was not deleted.');
    } finally {
      setDeleting(false);
    }
  };

  /** Reads the translation again: the form shows it, and what was typed stays beside each field it differs in. */
  async function reloadKeepingYours(changedSince: StaleRecord) {
    const typed = getValues();
    const fresh = await reload();
    for (const { name } of target.fields) setValue(name, fresh?.[name] ?? '');
    setVersion(fresh?.[RECORD_VERSION_FIELD] ?? changedSince.version);
    setYours(typed);
    setStale(undefined);
  }

  // Fills only what is empty: a translation already typed is never overwritten.
  const copyFromEnglish = () => {
    for (const { name } of target.fields)
      if (String(getValues(name) ?? '') === '') setValue(name, english[name] ?? '', { shouldDirty: true });
  };

  const inputId = (name: string) => `${formId}-${name}`;
  const errorId = (name: string) => `${formId}-${name}-error`;
  const englishId = (name: string) => `${formId}-${name}-english`;

  return (
    <form className="resource-form translation-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 className="resource-form__title" id={`${formId}-heading`}>
        <span lang={locale}>{languageName(locale)}</span> translation
      </h2>
      {(translation === null || target.fields.every(({ name }) => translation[name] == null)) && (
        <p className="translation-form__note">Not yet translated</p>
      )}
      <div className="resource-form__actions">
        <button type="button" className="button" onClick={copyFromEnglish}>
          Copy from English
        </button>
      </div>
      {target.fields.map((field) => {
        const problem = describedBy(errorId(field.name), errors[field.name]?.message);
        const common = {
          id: inputId(field.name),
          lang: locale,
          ...register(field.name),
          ...problem,
          'aria-describedby': [problem['aria-describedby'], englishId(field.name)].filter(Boolean).join(' '),
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={inputId(field.name)}>{field.label}</label>
            {field.kind === 'textarea' ? <textarea rows={4} {...common} /> : <input type={field.kind} {...common} />}
            <p className="translation-form__english" id={englishId(field.name)}>
              English: <span lang="en">{english[field.name] || '—'}</span>
            </p>
            <FieldError id={errorId(field.name)} message={errors[field.name]?.message} />
            {yours && (
              <YourText
                label={field.label}
                typed={yours[field.name]}
                theirs={translation?.[field.name] ?? ''}
                onUse={() => setValue(field.name, yours[field.name], { shouldDirty: true })}
              />
            )}
          </div>
        );
      })}
      {fileInput && (
        <div className="field">
          <label htmlFor={inputId(fileInput.field)}>{fileInput.label}</label>
          <input
            type="file"
            accept={fileInput.accept}
            {...register(fileInput.field)}
            id={inputId(fileInput.field)}
            {...describedBy(errorId(fileInput.field), errors[fileInput.field]?.message)}
            aria-describedby={[errors[fileInput.field] && errorId(fileInput.field), `${inputId(fileInput.field)}-note`]
              .filter(Boolean)
              .join(' ')}
          />
          <p className="field__hint" id={`${inputId(fileInput.field)}-note`}>
            {typeof storedFile === 'string' ? (
              <>
                This language has{' '}
                <a href={storedFile} target="_blank" rel="noreferrer">
                  its own file
                </a>
                ; choose another to replace it.
              </>
            ) : (
              'Optional: without a file of its own, this language shows the English one.'
            )}
          </p>
          <FieldError id={errorId(fileInput.field)} message={errors[fileInput.field]?.message} />
        </div>
      )}
      {failure && (
        <p className="resource-form__failure" role="alert">
          {failure}
        </p>
      )}
      <StaleNotice stale={stale} onReload={() => stale && void reloadKeepingYours(stale)} />
      <div className="resource-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          Save
        </button>
        {translation && target.deletable !== false && (
          <button type="button" className="button button--danger" disabled={deleting} onClick={() => void remove()}>
            Delete translation
          </button>
        )}
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
