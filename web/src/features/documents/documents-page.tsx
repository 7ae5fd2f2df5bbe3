import type { PublishedDocument } from '@bank/shared';
import { PageBanner } from '../../components/page-banner';
import { PdfTable } from '../../components/pdf-table';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import { useI18n } from '../../lib/i18n';
import { useRecordLangs } from '../../lib/content-language';

export function DocumentsPage() {
  const { records, isLoading } = useApiList<PublishedDocument>(listPath('documents'));
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  return (
    <>
      <PageBanner
        title={i18n._('Published Documents')}
        lead={i18n._('Annual reports, disclosures and forms published by the bank.')}
      />
      <section className="container section" aria-label={i18n._('Documents')}>
        <PdfTable
          rows={records.map((doc) => ({ id: doc.id, title: doc.title, url: doc.document, lang: recordLangOf(doc) }))}
          isLoading={isLoading}
          titleHeader={i18n._('Document')}
          linkHeader={i18n._('Download')}
          linkText={i18n._('Download')}
        />
      </section>
    </>
  );
}
