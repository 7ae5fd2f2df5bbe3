import type { Deposit } from '@bank/shared';
import { PageBanner } from '../../components/page-banner';
import { RateProductGrid } from '../../components/rate-product-grid';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import { useI18n } from '../../lib/i18n';

export function DepositsPage() {
  const { records, isLoading } = useApiList<Deposit>(listPath('deposits'));
  const i18n = useI18n();
  return (
    <>
      <PageBanner
        title={i18n._('Deposits')}
        lead={i18n._('Savings, current and term deposit plans for members, with returns you can count on.')}
      />
      <section className="container section" aria-label={i18n._('Deposit plans')}>
        <RateProductGrid
          records={records}
          isLoading={isLoading}
          calculator={{ label: /*i18n*/ 'Calculate maturity', param: 'deposit' }}
        />
      </section>
    </>
  );
}
