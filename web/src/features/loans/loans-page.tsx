import type { Loan } from '@bank/shared';
import { PageBanner } from '../../components/page-banner';
import { RateProductGrid } from '../../components/rate-product-grid';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import { useI18n } from '../../lib/i18n';

export function LoansPage() {
  const { records, isLoading } = useApiList<Loan>(listPath('loans'));
  const i18n = useI18n();
  return (
    <>
      <PageBanner
        title={i18n._('Loans')}
        lead={i18n._('Home, gold, vehicle, business and agricultural loans at fair rates, decided close to you.')}
      />
      <section className="container section" aria-label={i18n._('Loan schemes')}>
        <RateProductGrid
          records={records}
          isLoading={isLoading}
          calculator={{ label: /*i18n*/ 'Calculate EMI', param: 'loan' }}
        />
      </section>
    </>
  );
}
