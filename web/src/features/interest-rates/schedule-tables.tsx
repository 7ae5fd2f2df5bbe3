import {
  formatRupees,
  formatTenure,
  type Charge,
  type DepositRate,
  type LoanRate,
  type RateScheduleBody,
} from '@bank/shared';
import { DataTable, type DataColumn } from '../../components/data-table';

const percent = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(2)}% p.a.`);
const loanRate = (from: number, to: number | null) =>
  to === null || to === from ? `${from.toFixed(2)}% p.a.` : `${from.toFixed(2)}% – ${to.toFixed(2)}% p.a.`;

const DEPOSIT_COLUMNS: DataColumn<DepositRate>[] = [
  { header: 'Product', cell: (row) => row.product },
  { header: 'Tenure', cell: (row) => formatTenure(row.tenure_from_days, row.tenure_to_days) },
  { header: 'General rate', cell: (row) => percent(row.general_rate) },
  { header: 'Senior citizen rate', cell: (row) => percent(row.senior_rate) },
  { header: 'Minimum balance', cell: (row) => (row.minimum_balance === null ? '' : formatRupees(row.minimum_balance)) },
];

const LOAN_COLUMNS: DataColumn<LoanRate>[] = [
  { header: 'Scheme', cell: (row) => row.scheme },
  { header: 'Rate', cell: (row) => loanRate(row.rate_from, row.rate_to) },
  { header: 'Processing fee', cell: (row) => row.processing_fee ?? '' },
  { header: 'Note', cell: (row) => row.note ?? '' },
];

const CHARGE_COLUMNS: DataColumn<Charge>[] = [
  { header: 'Charge for', cell: (charge) => charge.name },
  { header: 'Amount', cell: (charge) => charge.charge },
];
const PENAL_CHARGE_COLUMNS: DataColumn<Charge>[] = [
  ...CHARGE_COLUMNS,
  { header: 'When it is levied', cell: (charge) => charge.reason ?? '' },
];

const byId = (row: { id: number }) => row.id;

/** A schedule's four tables: deposits, loans, service charges, penal charges (listed apart, as RBI asks since 2024). */
export function ScheduleTables({ schedule }: { schedule: Omit<RateScheduleBody, 'effective_from'> }) {
  const service = schedule.charges.filter((charge) => charge.kind === 'service');
  const penal = schedule.charges.filter((charge) => charge.kind === 'penal');
  return (
    <>
      {schedule.deposits.length > 0 && (
        <DataTable caption="Deposits" columns={DEPOSIT_COLUMNS} rows={schedule.deposits} rowKey={byId} rowHeader />
      )}
      {schedule.loans.length > 0 && (
        <DataTable caption="Loans" columns={LOAN_COLUMNS} rows={schedule.loans} rowKey={byId} rowHeader />
      )}
      {service.length > 0 && (
        <DataTable caption="Service charges" columns={CHARGE_COLUMNS} rows={service} rowKey={byId} rowHeader />
      )}
      {penal.length > 0 && (
        <DataTable caption="Penal charges" columns={PENAL_CHARGE_COLUMNS} rows={penal} rowKey={byId} rowHeader />
      )}
    </>
  );
}
