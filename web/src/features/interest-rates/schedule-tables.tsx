import {
  formatNumber,
  formatRupees,
  formatTenure,
  type Charge,
  type DepositRate,
  type LoanRate,
  type RateScheduleBody,
} from '@bank/shared';
import { DataTable, type DataColumn } from '../../components/data-table';
import { useI18n, tenureWords, SiteI18n } from '../../lib/i18n';
import { RecordText, useRecordLangs } from '../../lib/content-language';

/** A rate as the schedule prints it: '7.50% p.a.' (two decimals, the page's digits). */
const perAnnum = (i18n: SiteI18n, rate: number) =>
  i18n._('{rate}% p.a.', { rate: formatNumber(rate, i18n.numbers, 2) });

/** The tables' columns in the page's words; a row's own texts marked with its language (`lang`). */
function scheduleColumns(i18n: SiteI18n, langOf: (row: object) => string | undefined) {
  const percent = (rate: number | null) => (rate === null ? '—' : perAnnum(i18n, rate));
  const loanRate = (from: number, to: number | null) =>
    to === null || to === from
      ? perAnnum(i18n, from)
      : i18n._('{from}% – {to}% p.a.', {
          from: formatNumber(from, i18n.numbers, 2),
          to: formatNumber(to, i18n.numbers, 2),
        });
  const text = (row: object, value: string | null) =>
    value ? <RecordText lang={langOf(row)}>{value}</RecordText> : '';
  const charges: DataColumn<Charge>[] = [
    { header: i18n._('Charge for'), cell: (charge) => text(charge, charge.name) },
    { header: i18n._('Amount'), cell: (charge) => text(charge, charge.charge) },
  ];
  return {
    deposits: [
      { header: i18n._('Product'), cell: (row) => text(row, row.product) },
      {
        header: i18n._('Tenure'),
        cell: (row) => formatTenure(row.tenure_from_days, row.tenure_to_days, tenureWords(i18n)),
      },
      { header: i18n._('General rate'), cell: (row) => percent(row.general_rate) },
      { header: i18n._('Senior citizen rate'), cell: (row) => percent(row.senior_rate) },
      {
        header: i18n._('Minimum balance'),
        cell: (row) => (row.minimum_balance === null ? '' : formatRupees(row.minimum_balance, i18n.numbers)),
      },
    ] satisfies DataColumn<DepositRate>[],
    loans: [
      { header: i18n._('Scheme'), cell: (row) => text(row, row.scheme) },
      { header: i18n._('Rate'), cell: (row) => loanRate(row.rate_from, row.rate_to) },
      { header: i18n._('Processing fee'), cell: (row) => text(row, row.processing_fee) },
      { header: i18n._('Note'), cell: (row) => text(row, row.note) },
    ] satisfies DataColumn<LoanRate>[],
    service: charges,
    penal: [
      ...charges,
      { header: i18n._('When it is levied'), cell: (charge) => text(charge, charge.reason) },
    ] satisfies DataColumn<Charge>[],
  };
}

const byId = (row: { id: number }) => row.id;

/** A schedule's four tables: deposits, loans, service charges, penal charges (listed apart, as RBI asks since 2024). */
export function ScheduleTables({ schedule }: { schedule: Omit<RateScheduleBody, 'effective_from'> }) {
  const i18n = useI18n();
  const columns = scheduleColumns(i18n, useRecordLangs());
  const service = schedule.charges.filter((charge) => charge.kind === 'service');
  const penal = schedule.charges.filter((charge) => charge.kind === 'penal');
  return (
    <>
      {schedule.deposits.length > 0 && (
        <DataTable
          caption={i18n._('Deposits')}
          columns={columns.deposits}
          rows={schedule.deposits}
          rowKey={byId}
          rowHeader
        />
      )}
      {schedule.loans.length > 0 && (
        <DataTable caption={i18n._('Loans')} columns={columns.loans} rows={schedule.loans} rowKey={byId} rowHeader />
      )}
      {service.length > 0 && (
        <DataTable
          caption={i18n._('Service charges')}
          columns={columns.service}
          rows={service}
          rowKey={byId}
          rowHeader
        />
      )}
      {penal.length > 0 && (
        <DataTable caption={i18n._('Penal charges')} columns={columns.penal} rows={penal} rowKey={byId} rowHeader />
      )}
    </>
  );
}
