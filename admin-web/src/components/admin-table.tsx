import DataTable, { type TableColumn, type TableStyles } from 'react-data-table-component';
import { ADMIN_TABLE } from '@bank/shared';
import './admin-table.css';

export type { TableColumn };
/** The window widths below which a column is left out (`hide`): 'sm' 599 px, 'md' 959 px, 'lg' 1280 px. */
export { Media } from 'react-data-table-component';

/**
 * The last column of a list whose rows open in a panel of the screen (activity, approvals,
 * complaints): one 'Open' button a row, named for its row.
 */
export function openColumn<T>(label: (row: T) => string, open: (row: T) => void): TableColumn<T> {
  return {
    id: 'open',
    name: 'Actions',
    button: true,
    cell: (row) => (
      <button type="button" className="button button--small" onClick={() => open(row)} aria-label={label(row)}>
        Open
      </button>
    ),
  };
}

/** Blue, 16 px, weight 500 column headers. */
const TABLE_STYLES: TableStyles = {
  headCells: { style: { color: '#0b4f9c', fontSize: '16px', fontWeight: 500 } },
  cells: { style: { paddingTop: '8px', paddingBottom: '8px' } },
};

const PAGINATION = {
  rowsPerPageText: ADMIN_TABLE.rowsPerPageText,
  rangeSeparatorText: ADMIN_TABLE.rangeSeparatorText,
};

interface AdminTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: TableColumn<T>[];
  data: T[];
  loading?: boolean;
  keyField?: keyof T & string;
  /** Pages read from the server one at a time (the activity log): the total, and where to go on a page change. */
  serverPages?: { total: number; pageSize: number; page: number; onPage: (page: number) => void };
  /** Rows to mark (overdue ones): a class on the row, beside a word in one of its cells, never a colour alone. */
  markedRows?: { when: (row: T) => boolean; className: string };
}

/** Every back-office table: the page sizes, texts and header style the bank's screens use. */
export default function AdminTable<T>({
  label,
  columns,
  data,
  loading = false,
  keyField,
  serverPages,
  markedRows,
}: AdminTableProps<T>) {
  const paging = serverPages
    ? {
        paginationServer: true,
        paginationTotalRows: serverPages.total,
        paginationDefaultPage: serverPages.page,
        paginationPerPage: serverPages.pageSize,
        paginationRowsPerPageOptions: [serverPages.pageSize],
        onChangePage: serverPages.onPage,
      }
    : { paginationPerPage: ADMIN_TABLE.pageSize, paginationRowsPerPageOptions: [...ADMIN_TABLE.pageSizeOptions] };
  // Loaded and empty: the message alone. The library would keep an ARIA table holding no row, which
  // assistive technology cannot read as a table (axe: aria-required-children).
  if (!loading && data.length === 0 && !serverPages?.total)
    return (
      <div className="admin-table">
        <p className="admin-table__message" role="status">
          {ADMIN_TABLE.noDataText}
        </p>
      </div>
    );
  return (
    <div className="admin-table">
      <DataTable<T>
        ariaLabel={label}
        columns={columns}
        data={data}
        keyField={keyField}
        customStyles={TABLE_STYLES}
        pagination
        {...paging}
        paginationComponentOptions={PAGINATION}
        progressPending={loading}
        // 8.x draws grey skeleton rows by default; the spec's loading text is 'Loading...'.
        progressSkeleton={false}
        progressComponent={
          <p className="admin-table__message" role="status">
            {ADMIN_TABLE.loadingText}
          </p>
        }
        noDataComponent={<p className="admin-table__message">{ADMIN_TABLE.noDataText}</p>}
        highlightOnHover
        conditionalRowStyles={markedRows ? [{ when: markedRows.when, classNames: [markedRows.className] }] : undefined}
        responsive
      />
    </div>
  );
}
