import type { SelectHTMLAttributes } from 'react';
import useSWR from 'swr';
import { fetchJson } from '../../lib/api-client';
import type { FieldChoices } from './resource-definition';

interface ChoiceSelectProps {
  choices: FieldChoices;
  /** The record's stored value ('' for none or a new record). */
  stored: string;
  /** The form's registration and described-by attributes. */
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string };
}

/**
 * The stored value's option keeps one key, in one list of options, from before the options load to
 * after, so that React keeps its element: a new one would lose the choice the form made on it (the
 * select is not controlled, and an option only moved into the list would be a new one).
 */
const STORED_KEY = '\u0000stored';

/**
 * A select of the options the server lists, plus 'none'. The stored value is offered from the start
 * (the form shows it while the options load); once they are in, a stored value that is not one of
 * them stays chosen, marked, with a note under the select saying so.
 */
export function ChoiceSelect({ choices, stored, selectProps }: ChoiceSelectProps) {
  const { data, error } = useSWR<unknown>(choices.source, fetchJson, {
    onError: (failure) => console.error(`The choices of ${selectProps.id} did not load`, failure),
  });
  const options = data === undefined || error ? [] : choices.options(data);
  const storedOption = stored ? options.find((option) => choices.same(option, stored)) : undefined;
  const missing = stored !== '' && data !== undefined && !error && storedOption === undefined;
  const noteId = `${selectProps.id}-choice-note`;
  const props = selectProps;
  const describedByIds = [props['aria-describedby'], missing ? noteId : undefined].filter(Boolean).join(' ');
  return (
    <>
      <select {...props} aria-describedby={describedByIds || undefined}>
        {[
          <option key="" value="">
            {choices.noneLabel}
          </option>,
          ...options.map((option) =>
            // A stored spelling of a listed product stays as stored.
            option === storedOption ? (
              <option key={STORED_KEY} value={stored}>
                {option}
              </option>
            ) : (
              <option key={option} value={option}>
                {option}
              </option>
            ),
          ),
          ...(stored !== '' && storedOption === undefined
            ? [
                <option key={STORED_KEY} value={stored}>
                  {missing ? choices.missingLabel(stored) : stored}
                </option>,
              ]
            : []),
        ]}
      </select>
      {missing && (
        <p className="field__hint" id={noteId}>
          {choices.missingNote(stored)}
        </p>
      )}
    </>
  );
}
