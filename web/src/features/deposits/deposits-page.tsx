import { PageBanner } from '../../components/page-banner';
import { RateProductGrid } from '../../components/rate-product-grid';
import { useDeposits } from './api/get-deposits';

export function DepositsPage() {
  const { records, isLoading } = useDeposits();
  return (
    <>
      <PageBanner title="Deposits" lead="Savings, current and term deposit plans for members, with returns you can count on." />
      <section className="container section" aria-label="Deposit plans">
        <RateProductGrid records={records} isLoading={isLoading} calculator={{ label: 'Calculate maturity', param: 'deposit' }} />
      </section>
    </>
  );
}
