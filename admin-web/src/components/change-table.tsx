import { changeValueText, type ActivityChange } from '@bank/shared';
import './change-table.css';

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^(\/uploads\/|https?:\/\/)/.test(value);

const isPicture = (url: string) => /\.(jpe?g|png|gif|webp)($|\?)/i.test(url);

/**
 * One value of a change: a file as a link named by its URL (a picture with its thumbnail above, which
 * the URL already names), anything else as its text.
 */
function ChangeValue({ value }: { value: unknown }) {
  if (isUrl(value))
    return (
      <a href={value} target="_blank" rel="noreferrer">
        {isPicture(value) && <img className="change-value__picture" src={value} alt="" />}
        {value}
      </a>
    );
  const text = changeValueText(value);
  return typeof value === 'object' && value !== null ? (
    <pre className="change-value">{text}</pre>
  ) : (
    <span className="change-value">{text}</span>
  );
}

/**
 * Every field of a change before and after (media as URLs: pictures shown, other files linked): the
 * activity log's entries and the change requests waiting for approval show a change alike.
 */
export default function ChangeTable({ changes }: { changes: readonly ActivityChange[] }) {
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
            <th scope="row">{change.field}</th>
            <td>
              <ChangeValue value={change.before} />
            </td>
            <td>
              <ChangeValue value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
