import type { RateTable } from '@bank/shared';

/** A row of the form: every value as typed (text), without its id. */
export type Row = Record<string, string>;

interface Column {
  name: string;
  label: string;
  kind?: 'number' | 'text' | 'kind';
  /** What a new row holds here; empty unless said. */
  initial?: string;
}

/** The schedule's three tables as the form and its differences show them. */
export const SCHEDULE_TABLES: ReadonlyArray<{ key: RateTable; title: string; columns: Column[] }> = [
  {
    key: 'deposits',
    title: 'Deposits',
    columns: [
      { name: 'product', label: 'Product' },
      { name: 'tenure_from_days', label: 'Tenure from (days)', kind: 'number' },
      { name: 'tenure_to_days', label: 'Tenure to (days)', kind: 'number' },
      { name: 'general_rate', label: 'General rate (%)', kind: 'number' },
      { name: 'senior_rate', label: 'Senior rate (%)', kind: 'number' },
      { name: 'minimum_balance', label: 'Minimum balance (Rs)', kind: 'number' },
    ],
  },
  {
    key: 'loans',
    title: 'Loans',
    columns: [
      { name: 'scheme', label: 'Scheme' },
      { name: 'rate_from', label: 'Rate from (%)', kind: 'number' },
      { name: 'rate_to', label: 'Rate to (%)', kind: 'number' },
      { name: 'processing_fee', label: 'Processing fee' },
      { name: 'note', label: 'Note' },
    ],
  },
  {
    key: 'charges',
    title: 'Charges',
    columns: [
      { name: 'kind', label: 'Kind', kind: 'kind', initial: 'service' },
      { name: 'name', label: 'Name' },
      { name: 'charge', label: 'Charge' },
      { name: 'reason', label: 'Reason (penal charges)' },
    ],
  },
];

/** A new, empty row of a table: each column's initial value. */
export const blankRow = (columns: readonly Column[]): Row =>
  Object.fromEntries(columns.map((column) => [column.name, column.initial ?? '']));

/** How people call a column of a table: 'General rate (%)'. */
export const columnLabel = (table: RateTable, name: string) =>
  SCHEDULE_TABLES.find((entry) => entry.key === table)?.columns.find((column) => column.name === name)?.label ?? name;

/** A table's title: 'Deposits'. */
export const tableTitle = (table: RateTable) => SCHEDULE_TABLES.find((entry) => entry.key === table)!.title;
