import type { Deposit } from '@bank/shared';
import { PageBanner } from '../../components/page-banner';
import { RateProductGrid } from '../../components/rate-product-grid';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';

export function DepositsPage() {
  const { records, isLoading } = useApiList<Deposit>(listPath('deposits'));
  return (
    <>
      <PageBanner
        title="Deposits"
        lead="Savings, current and term deposit plans for members, with returns you can count on."
      />
      <section className="container section" aria-label="Deposit plans">
        <RateProductGrid
          records={records}
          isLoading={isLoading}
          calculator={{ label: 'Calculate maturity', param: 'deposit' }}
        />
      </section>
    </>
  );
}
