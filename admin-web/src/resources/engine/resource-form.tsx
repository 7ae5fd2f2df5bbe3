import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  acceptOf,
  type FieldDefinition,
  type FormMode,
  type Problems,
  type ResourceDefinition,
} from './resource-definition';
import { checkResourceForm, invalidFormAlert } from './resource-form-check';
import { PICTURE_PLACES, RECORD_VERSION_FIELD, type StaleRecord } from '@bank/shared';
import { describedBy, FieldError, FieldWarning, FormActions, StaleNotice, YourText } from '../../components/form-parts';
import { PictureSizeWarning } from '../../components/picture-size-warning';
import { useFormDraft, type DraftPlace } from '../../components/form-draft';
import { ChoiceSelect } from './choice-select';
import { usePinnedVersion, type VersionMove } from '../../lib/pinned-version';
import type { ResourceRecord } from './resource-api';

export interface SaveOutcome {
  ok: boolean;
  /** Someone else changed the record since the form opened: nothing was saved. */
  stale?: StaleRecord;
  /** Why the server refused, to show beside the form. */
  message?: string;
  /** The back office's address of the change to this record already waiting for approval. */
  waitingLink?: string;
  problems?: Problems;
}

interface ResourceFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  /** The record being edited (update mode). */
  record?: ResourceRecord;
  /** `version`: the record's version the form's values were read at (update mode), sent back with them. */
  onSave: (values: Record<string, unknown>, file: File | null, version: string | undefined) => Promise<SaveOutcome>;
  /** This person's own save of the record's translation, made from the version the form holds: it moves with it. */
  versionMoved?: VersionMove;
  /** The record read again (after a save refused because someone else changed it). */
  onReload?: () => Promise<ResourceRecord | undefined>;
  onCancel: () => void;
  /** Where what is typed is kept until saved (see lib/drafts); none keeps nothing. */
  draft?: DraftPlace;
}

const initialValue = (field: FieldDefinition, record?: ResourceRecord) => {
  if (field.kind === 'checkbox') return record ? record[field.name] === true : field.initial === 'true';
  if (!record) return field.initial ?? '';
  return field.toInput ? field.toInput(record[field.name]) : String(record[field.name] ?? '');
};

const versionOf = (record?: ResourceRecord) => {
  const version = record?.[RECORD_VERSION_FIELD];
  return typeof version === 'string' ? version : undefined;
};

const initialValues = (definition: ResourceDefinition, record?: ResourceRecord): FieldValues =>
  Object.fromEntries(definition.fields.map((field) => [field.name, initialValue(field, record)]));

/**
 * The add and the inline edit form of a list resource. What was typed stays after a refused or failed
 * save; one save runs at a time, however often Submit is pressed.
 */
export function ResourceForm({
  definition,
  mode,
  record,
  onSave,
  versionMoved,
  onReload,
  onCancel,
  draft,
}: ResourceFormProps) {
  const formId = useId();
  const { fields, media } = definition;
  const storedFile = media && record ? record[media.recordKey] : null;
  const saving = useRef(false);
  const lastTaken = useRef<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message?: string; waitingLink?: string }>();
  const [stale, setStale] = useState<StaleRecord>();
  // What this person had typed when the record was read again with another's change, and the record
  // as read then (a change sent back's form holds the change's values, not the record's): shown side by side.
  const [yours, setYours] = useState<{ typed: FieldValues; theirs: ResourceRecord }>();
  // The version of the copy the form shows: a list read again meanwhile does not move it.
  const [version, setVersion] = usePinnedVersion(versionOf(record), versionMoved);
  const form = useForm<FieldValues>({ defaultValues: initialValues(definition, record) });
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setValue,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const kept = useFormDraft(form, draft ?? null);

  /** Reads the record again: the form shows it, and what was typed stays beside each field it differs in. */
  async function reloadKeepingYours() {
    const typed = getValues();
    const fresh = await onReload?.();
    if (!fresh) return;
    for (const field of fields) setValue(field.name, initialValue(field, fresh));
    setVersion(versionOf(fresh));
    setYours({ typed, theirs: fresh });
    setStale(undefined);
  }

  useEffect(() => {
    if (mode === 'update') setFocus(fields[0].name);
  }, [mode, fields, setFocus]);

  const submit = handleSubmit(async (input) => {
    if (saving.current) return;
    saving.current = true;
    try {
      setFailure(undefined);
      setStale(undefined);
      const file = media ? ((input[media.field] as FileList | undefined)?.[0] ?? null) : null;
      const check = await checkResourceForm(definition, mode, input, file, storedFile);
      if (Object.keys(check.problems).length > 0) {
        for (const [name, message] of Object.entries(check.problems)) setError(name, { message });
        const alertText = invalidFormAlert(definition, mode, check);
        if (alertText) window.alert(alertText);
        return;
      }
      const outcome = await onSave(check.values, file, version ?? undefined);
      if (outcome.ok) kept.forget();
      else if (outcome.stale) setStale(outcome.stale);
      else {
        setFailure({ message: outcome.message, waitingLink: outcome.waitingLink });
        for (const [name, message] of Object.entries(outcome.problems ?? {})) setError(name, { message });
      }
    } finally {
      saving.current = false;
    }
  });

  const title = mode === 'add' ? `New ${definition.noun}` : `Edit ${definition.noun}`;
  const inputId = (name: string) => `${formId}-${name}`;
  const errorId = (name: string) => `${formId}-${name}-error`;
  const described = (name: string) => describedBy(errorId(name), errors[name]);
  const picturePlace = media?.kind === 'image' ? PICTURE_PLACES[definition.key] : undefined;
  const warningId = `${formId}-picture-warning`;

  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 className="resource-form__title" id={`${formId}-heading`}>
        {title}
      </h2>
      {kept.offer}
      {fields.map((field) => {
        const ignoreNegative = mode === 'update' && field.ignoreNegativeOnEdit;
        const registration = register(field.name, {
          onChange: ignoreNegative
            ? (event) => {
                // A negative rate typed while editing is not taken: the field goes back to the last
                // rate it held. An empty field is not a rate (a typed '-' alone reads as empty).
                const value = String(event.target.value);
                if (value !== '' && Number(value) < 0)
                  setValue(field.name, lastTaken.current[field.name] ?? String(record?.[field.name] ?? ''));
                else if (value !== '') lastTaken.current[field.name] = value;
              }
            : undefined,
        });
        const elsewhere =
          mode === 'update' && field.setElsewhereWhen && record?.[field.setElsewhereWhen.field]
            ? field.setElsewhereWhen
            : undefined;
        const note = elsewhere?.note ?? field.hint;
        const noteId = `${inputId(field.name)}-note`;
        if (elsewhere) {
          // Not editable here: the value as text, where it is set, and the value sent back unchanged.
          return (
            <div
              className="field field--set-elsewhere"
              key={field.name}
              role="group"
              aria-labelledby={`${inputId(field.name)}-label`}
              aria-describedby={noteId}
            >
              <span className="field__label" id={`${inputId(field.name)}-label`}>
                {field.label}
              </span>
              <p className="field__value">{String(record?.[field.name] ?? '')}</p>
              <p className="field__hint" id={noteId}>
                {elsewhere.note} <Link to={elsewhere.link.to}>{elsewhere.link.label}</Link>
              </p>
              <input type="hidden" id={inputId(field.name)} {...registration} />
            </div>
          );
        }
        const problem = described(field.name);
        const warningOfField = `${inputId(field.name)}-warning`;
        const descriptions = [problem['aria-describedby'], note && noteId, field.warning && warningOfField].filter(
          Boolean,
        );
        const common = {
          id: inputId(field.name),
          ...registration,
          ...problem,
          ...(descriptions.length > 0 ? { 'aria-describedby': descriptions.join(' ') } : {}),
        };
        return (
          <div className={field.kind === 'checkbox' ? 'field field--checkbox' : 'field'} key={field.name}>
            {field.kind === 'checkbox' && <input type="checkbox" {...common} />}
            <label htmlFor={inputId(field.name)}>{field.label}</label>
            {field.kind === 'checkbox' ? null : field.kind === 'textarea' ? (
              <textarea rows={4} {...common} />
            ) : field.kind === 'select' && field.choices ? (
              <ChoiceSelect
                choices={field.choices}
                stored={typeof record?.[field.name] === 'string' ? (record[field.name] as string) : ''}
                selectProps={common}
              />
            ) : (
              <input type={field.kind} min={field.min} max={field.max} step={field.step} {...common} />
            )}
            {note && (
              <p className="field__hint" id={noteId}>
                {note}
              </p>
            )}
            <FieldError id={errorId(field.name)} message={errors[field.name]?.message} />
            {yours && (
              <YourText
                label={field.label}
                typed={yours.typed[field.name]}
                theirs={initialValue(field, yours.theirs)}
                onUse={() => setValue(field.name, yours.typed[field.name])}
              />
            )}
            {field.warning && (
              <FieldWarning id={warningOfField} message={field.warning(String(watch(field.name) ?? ''))} />
            )}
          </div>
        );
      })}
      {media && (
        <div className="field">
          <label htmlFor={inputId(media.field)}>{media.label}</label>
          {typeof storedFile === 'string' && media.kind === 'image' && (
            <img
              className="resource-form__current"
              src={storedFile}
              alt={`Current ${media.label.toLowerCase()}`}
              width={definition.thumbnailPx}
            />
          )}
          <input
            type="file"
            accept={acceptOf(media.kind)}
            {...register(media.field)}
            id={inputId(media.field)}
            {...described(media.field)}
            aria-describedby={
              [described(media.field)['aria-describedby'], picturePlace && warningId].filter(Boolean).join(' ') ||
              undefined
            }
          />
          <FieldError id={errorId(media.field)} message={errors[media.field]?.message} />
          {picturePlace && <PictureSizeWarning id={warningId} files={watch(media.field)} place={picturePlace} />}
        </div>
      )}
      {failure?.message && (
        <p className="resource-form__failure" role="alert">
          {failure.message}
          {failure.waitingLink && (
            <>
              {' '}
              <Link to={failure.waitingLink}>Open the change waiting</Link>
            </>
          )}
        </p>
      )}
      <StaleNotice stale={stale} onReload={onReload && (() => void reloadKeepingYours())} />
      <FormActions
        submitLabel={mode === 'add' ? 'Submit' : 'Update'}
        busy={isSubmitting}
        onCancel={() => {
          kept.forget();
          onCancel();
        }}
      />
    </form>
  );
}
