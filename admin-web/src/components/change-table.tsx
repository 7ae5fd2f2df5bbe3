import { diffWords } from 'diff';
import { changeValueWords, type ActivityChange } from '@bank/shared';
import './change-table.css';

const FILE_URL = /^(\/uploads\/|https?:\/\/)/;
const isUrl = (value: unknown): value is string => typeof value === 'string' && FILE_URL.test(value);

const isPicture = (url: string) => /\.(jpe?g|png|gif|webp)($|\?)/i.test(url);

/** How a change names a file it brings: 'new file: card.png' (its bytes held until it is approved). */
const NEW_FILE = /^new file: (.+)$/;

/** A text long enough that a reader looks for what changed in it, not at it whole. */
const LONG_TEXT = 60;

/**
 * A long text before or after a change with the words that changed marked: those taken out struck
 * through on the 'before' side, those put in on the 'after' side (a well-kept word diff, jsdiff).
 */
function TextDifference({ before, after, side }: { before: string; after: string; side: 'before' | 'after' }) {
  const parts = diffWords(before, after);
  return (
    <span className="change-value">
      {parts.map((part, index) => {
        if (side === 'before' && part.added) return null;
        if (side === 'after' && part.removed) return null;
        if (part.removed) return <del key={index}>{part.value}</del>;
        if (part.added) return <ins key={index}>{part.value}</ins>;
        return <span key={index}>{part.value}</span>;
      })}
    </span>
  );
}

/**
 * One value of a change: a file as a link named by its URL (a picture with its thumbnail above, which
 * the URL already names); a file the change brings as its name, with its thumbnail where this browser
 * has its bytes (`held`); anything else as its text.
 */
function ChangeValue({ value, held, words }: { value: unknown; held?: string; words: (value: unknown) => string }) {
  if (isUrl(value))
    return (
      <a href={value} target="_blank" rel="noreferrer">
        {isPicture(value) && <img className="change-value__picture" src={value} alt="" />}
        {value}
      </a>
    );
  const newFile = typeof value === 'string' ? NEW_FILE.exec(value)?.[1] : undefined;
  if (newFile && held)
    return (
      <span className="change-value">
        {isPicture(newFile) && <img className="change-value__picture" src={held} alt={`The new ${newFile}`} />}
        {value as string}
      </span>
    );
  const text = words(value);
  return typeof value === 'object' && value !== null ? (
    <pre className="change-value">{text}</pre>
  ) : (
    <span className="change-value">{text}</span>
  );
}

/** Whether both sides are texts, one of them long: its changed words are marked. */
const longTexts = (change: ActivityChange): change is ActivityChange & { before: string; after: string } => {
  const { before, after } = change;
  if (typeof before !== 'string' || typeof after !== 'string' || FILE_URL.test(before) || FILE_URL.test(after))
    return false;
  return Math.max(before.length, after.length) > LONG_TEXT;
};

/**
 * Every field of a change before and after (media as URLs: pictures shown, other files linked; a
 * long text with its changed words marked): the activity log's entries and the change requests
 * waiting for approval show a change alike. `labelOf` names a field as its form does; `held` gives
 * the files a change brings as addresses this browser can show, by field.
 */
export default function ChangeTable({
  changes,
  resource = null,
  labelOf = (field) => field,
  held = {},
}: {
  changes: readonly ActivityChange[];
  /** The resource changed: its coded values read in words ('In progress', not `in_progress`). */
  resource?: string | null;
  labelOf?: (field: string) => string;
  held?: Readonly<Record<string, string>>;
}) {
  return (
    <table className="change-table">
      <caption>Fields before and after</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{labelOf(change.field)}</th>
            <td data-label="Before">
              {longTexts(change) ? (
                <TextDifference before={change.before} after={change.after} side="before" />
              ) : (
                <ChangeValue value={change.before} words={(value) => changeValueWords(resource, change.field, value)} />
              )}
            </td>
            <td data-label="After">
              {longTexts(change) ? (
                <TextDifference before={change.before} after={change.after} side="after" />
              ) : (
                <ChangeValue
                  value={change.after}
                  held={held[change.field]}
                  words={(value) => changeValueWords(resource, change.field, value)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
