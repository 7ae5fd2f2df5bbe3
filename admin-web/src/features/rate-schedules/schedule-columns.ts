import type { RateTable } from '@bank/shared';

/** A row of the form: every value as typed (text), without its id. */
export type Row = Record<string, string>;

interface Column {
  name: string;
  label: string;
  kind?: 'number' | 'text' | 'kind';
}

/** The schedule's three tables as the form and its differences show them. */
export const SCHEDULE_TABLES: ReadonlyArray<{ key: RateTable; title: string; columns: Column[]; blank: Row }> = [
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
    blank: { product: '', tenure_from_days: '', tenure_to_days: '', general_rate: '', senior_rate: '', minimum_balance: '' },
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
    blank: { scheme: '', rate_from: '', rate_to: '', processing_fee: '', note: '' },
  },
  {
    key: 'charges',
    title: 'Charges',
    columns: [
      { name: 'kind', label: 'Kind', kind: 'kind' },
      { name: 'name', label: 'Name' },
      { name: 'charge', label: 'Charge' },
      { name: 'reason', label: 'Reason (penal charges)' },
    ],
    blank: { kind: 'service', name: '', charge: '', reason: '' },
  },
];

/** How people call a column of a table: 'General rate (%)'. */
export const columnLabel = (table: RateTable, name: string) => SCHEDULE_TABLES.find((entry) => entry.key === table)?.columns.find((column) => column.name === name)?.label ?? name;

/** A table's title: 'Deposits'. */
export const tableTitle = (table: RateTable) => SCHEDULE_TABLES.find((entry) => entry.key === table)!.title;
