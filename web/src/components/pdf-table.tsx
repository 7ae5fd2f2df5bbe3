import { PdfIcon } from './icons';
import { Spinner } from './spinner';
import './pdf-table.css';
import { useI18n } from '../lib/i18n';

export interface PdfRow {
  id: number;
  title: string;
  url: string | null;
  /** The title's language, where the record's is not the page's (one record may not be translated yet). */
  lang?: string;
}

/** A table of PDF files: title, a PDF icon and a link that opens the file in a new tab. */
export function PdfTable({
  rows,
  isLoading,
  titleHeader,
  linkHeader,
  linkText,
}: {
  rows: PdfRow[];
  isLoading: boolean;
  titleHeader: string;
  linkHeader: string;
  linkText?: string;
}) {
  const i18n = useI18n();
  if (isLoading) return <Spinner />;
  return (
    <div className="table-wrap">
      <table className="pdf-table">
        <thead>
          <tr>
            <th scope="col">{titleHeader}</th>
            <th scope="col">{linkHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td lang={row.lang}>{row.title}</td>
              <td>
                {row.url && (
                  <a
                    className="pdf-link"
                    href={row.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={i18n._('{action} {title} (PDF, opens in a new tab)', {
                      action: linkText ?? i18n._('Open'),
                      title: row.title,
                    })}
                  >
                    <PdfIcon />
                    {linkText && <span>{linkText}</span>}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
