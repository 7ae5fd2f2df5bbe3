import type { Key, ReactNode } from 'react';
import './data-table.css';

/** A column of a data table: its heading, and what a row shows under it. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The first column names the row (a product, a year): a row heading, and the card's title on a phone. */
  rowHeader?: boolean;
}

/**
 * A captioned table of figures. Below 600 px each row becomes a card whose values are labelled with
 * their column's heading, so no column is cut off; wider, a table too wide for its box scrolls
 * sideways inside it, never the page.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowHeader = false }: DataTableProps<Row>) {
  return (
    // A box that scrolls must take focus for keyboard users (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrap data-table" tabIndex={0} role="group" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                rowHeader && index === 0 ? (
                  <th scope="row" key={column.header}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header}>
                    {/* The column's heading, shown (and read) beside the value only on a phone's card, where the table's own row of headings is hidden. */}
                    <span className="data-table__label">{column.header}</span>{' '}
                    <span className="data-table__value">{column.cell(row)}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
