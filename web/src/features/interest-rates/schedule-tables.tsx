import { formatRupees, formatTenure, type Charge, type RateScheduleBody } from '@bank/shared';
import { DataTable } from '../../components/data-table';

const percent = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(2)}% p.a.`);
const loanRate = (from: number, to: number | null) => (to === null || to === from ? `${from.toFixed(2)}% p.a.` : `${from.toFixed(2)}% – ${to.toFixed(2)}% p.a.`);

function ChargeTable({ caption, charges, withReason }: { caption: string; charges: Charge[]; withReason: boolean }) {
  if (charges.length === 0) return null;
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Charge for</th>
          <th scope="col">Amount</th>
          {withReason && <th scope="col">When it is levied</th>}
        </tr>
      </thead>
      <tbody>
        {charges.map((charge) => (
          <tr key={charge.id}>
            <th scope="row">{charge.name}</th>
            <td>{charge.charge}</td>
            {withReason && <td>{charge.reason ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** A schedule's four tables: deposits, loans, service charges, penal charges (listed apart, as RBI asks since 2024). */
export function ScheduleTables({ schedule }: { schedule: Omit<RateScheduleBody, 'effective_from'> }) {
  return (
    <>
      {schedule.deposits.length > 0 && (
        <DataTable caption="Deposits">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Tenure</th>
              <th scope="col">General rate</th>
              <th scope="col">Senior citizen rate</th>
              <th scope="col">Minimum balance</th>
            </tr>
          </thead>
          <tbody>
            {schedule.deposits.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.product}</th>
                <td>{formatTenure(row.tenure_from_days, row.tenure_to_days)}</td>
                <td>{percent(row.general_rate)}</td>
                <td>{percent(row.senior_rate)}</td>
                <td>{row.minimum_balance === null ? '' : formatRupees(row.minimum_balance)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {schedule.loans.length > 0 && (
        <DataTable caption="Loans">
          <thead>
            <tr>
              <th scope="col">Scheme</th>
              <th scope="col">Rate</th>
              <th scope="col">Processing fee</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {schedule.loans.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.scheme}</th>
                <td>{loanRate(row.rate_from, row.rate_to)}</td>
                <td>{row.processing_fee ?? ''}</td>
                <td>{row.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <ChargeTable caption="Service charges" charges={schedule.charges.filter((charge) => charge.kind === 'service')} withReason={false} />
      <ChargeTable caption="Penal charges" charges={schedule.charges.filter((charge) => charge.kind === 'penal')} withReason />
    </>
  );
}
