import type { Loan } from '@bank/shared';
import { PageBanner } from '../../components/page-banner';
import { RateProductGrid } from '../../components/rate-product-grid';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';

export function LoansPage() {
  const { records, isLoading } = useApiList<Loan>(listPath('loans'));
  return (
    <>
      <PageBanner
        title="Loans"
        lead="Home, gold, vehicle, business and agricultural loans at fair rates, decided close to you."
      />
      <section className="container section" aria-label="Loan schemes">
        <RateProductGrid
          records={records}
          isLoading={isLoading}
          calculator={{ label: 'Calculate EMI', param: 'loan' }}
        />
      </section>
    </>
  );
}
