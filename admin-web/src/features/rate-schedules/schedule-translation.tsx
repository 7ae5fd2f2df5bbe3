import { useId, useRef, useState, type FormEvent } from 'react';
import { LOCALE_NAMES, type RateTextTranslations, type TranslationLocale } from '@bank/shared';
import { FieldError } from '../../components/form-parts';
import { Loading } from '../../components/loading';
import { apiErrorMessage, apiFieldErrors, isChangeAccepted, savedText } from '../../lib/api-client';
import { notify } from '../../lib/toasts';
import { saveRateTextTranslations, useRateTextTranslations, type TranslationOwner } from './api/rate-schedules';

interface ScheduleTranslationProps {
  /** Whose texts: a schedule's, or a waiting new schedule's change (`scheduleOwner`, `waitingScheduleOwner`). */
  owner: TranslationOwner;
  locale: TranslationLocale;
  /** False for a role that only reads content: the texts are shown, nothing can be saved. */
  writes: boolean;
  /** After a save that took effect (not one kept for approval): the list's languages are read again. */
  onSaved: () => void;
}

/** One language of a schedule's texts: read when its tab opens, then a field per distinct English text. */
export function ScheduleTranslation(props: ScheduleTranslationProps) {
  const { translations, failed, replace } = useRateTextTranslations(props.owner, props.locale);
  if (failed)
    return (
      <p className="resource-form__failure" role="alert">
        The translation did not load.
      </p>
    );
  if (!translations) return <Loading />;
  return <TranslationFields {...props} translations={translations} replace={replace} />;
}

const valuesOf = (translations: RateTextTranslations) => translations.texts.map((entry) => entry.text ?? '');

function TranslationFields({
  owner,
  locale,
  writes,
  onSaved,
  translations,
  replace,
}: ScheduleTranslationProps & {
  translations: RateTextTranslations;
  replace: (saved: RateTextTranslations) => Promise<unknown>;
}) {
  const formId = useId();
  const saving = useRef(false);
  const [values, setValues] = useState(() => valuesOf(translations));
  const [failure, setFailure] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const language = LOCALE_NAMES[locale];
  const { texts } = translations;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    try {
      setFailure(undefined);
      setProblem(undefined);
      const answer = await saveRateTextTranslations(
        owner,
        locale,
        texts.map((entry, index) => ({ english: entry.english, text: values[index] })),
      );
      if (!isChangeAccepted(answer)) {
        await replace(answer);
        setValues(valuesOf(answer));
        onSaved();
      }
      await notify('success', savedText(answer, `${language} translation saved`));
    } catch (error) {
      console.error(`The ${locale} rate texts were not saved`, error);
      const message = apiErrorMessage(error);
      setFailure(message ? `Not saved: ${message}` : 'Not saved.');
      setProblem(apiFieldErrors(error).texts);
    } finally {
      saving.current = false;
    }
  };

  // Fills only what is empty: a translation already typed is never overwritten.
  const copyFromEnglish = () =>
    setValues((before) => before.map((value, index) => (value === '' ? texts[index].english : value)));

  const inputId = (index: number) => `${formId}-text-${index}`;
  const englishId = (index: number) => `${formId}-text-${index}-english`;
  const problemId = `${formId}-problem`;

  return (
    <form
      className="resource-form translation-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${formId}-heading`}
    >
      <h2 className="resource-form__title" id={`${formId}-heading`}>
        <span lang={locale}>{language}</span> translation of the schedule&apos;s texts
      </h2>
      <p className="field__hint">
        A translation is used by every schedule with the same English words, past and future ones too. Rates and figures
        are not translated: they are the schedule&apos;s. Leave a text empty to show it in English.
      </p>
      {texts.length === 0 ? (
        <p>This schedule has no texts to translate.</p>
      ) : (
        <>
          {writes && (
            <div className="resource-form__actions">
              <button type="button" className="button" onClick={copyFromEnglish}>
                Copy from English
              </button>
            </div>
          )}
          {texts.map((entry, index) => (
            <div className="field" key={entry.english}>
              <label htmlFor={inputId(index)}>
                Text {index + 1} of {texts.length}
              </label>
              <input
                type="text"
                id={inputId(index)}
                lang={locale}
                value={values[index]}
                readOnly={!writes}
                aria-describedby={[englishId(index), problem && problemId].filter(Boolean).join(' ')}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((before) => before.map((old, at) => (at === index ? value : old)));
                }}
              />
              <p className="translation-form__english" id={englishId(index)}>
                English: <span lang="en">{entry.english}</span>
              </p>
            </div>
          ))}
        </>
      )}
      <FieldError id={problemId} message={problem} />
      {failure && (
        <p className="resource-form__failure" role="alert">
          {failure}
        </p>
      )}
      {writes && texts.length > 0 && (
        <div className="resource-form__actions">
          <button type="submit" className="button button--primary">
            Save
          </button>
        </div>
      )}
    </form>
  );
}
