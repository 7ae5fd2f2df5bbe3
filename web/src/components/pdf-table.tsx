import { PdfIcon } from './icons';
import { Spinner } from './spinner';
import './pdf-table.css';

export interface PdfRow {
  id: number;
  title: string;
  url: string | null;
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
              <td>{row.title}</td>
              <td>
                {row.url && (
                  <a
                    className="pdf-link"
                    href={row.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${linkText ?? 'Open'} ${row.title} (PDF, opens in a new tab)`}
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
