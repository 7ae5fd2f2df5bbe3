import type { PublishedDocument } from '@bank/shared';
import { PageBanner } from '../../components/page-banner';
import { PdfTable } from '../../components/pdf-table';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';

export function DocumentsPage() {
  const { records, isLoading } = useApiList<PublishedDocument>(listPath('documents'));
  return (
    <>
      <PageBanner title="Published Documents" lead="Annual reports, disclosures and forms published by the bank." />
      <section className="container section" aria-label="Documents">
        <PdfTable
          rows={records.map((doc) => ({ id: doc.id, title: doc.title, url: doc.document }))}
          isLoading={isLoading}
          titleHeader="Document"
          linkHeader="Download"
          linkText="Download"
        />
      </section>
    </>
  );
}
