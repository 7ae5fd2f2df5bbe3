import { PageBanner } from '../../components/page-banner';
import { PdfTable } from '../../components/pdf-table';
import { useDocuments } from './api/get-documents';

export function DocumentsPage() {
  const { records, isLoading } = useDocuments();
  return (
    <>
      <PageBanner title="Published Documents" lead="Annual reports, disclosures and forms published by the bank." />
      <section className="container section" aria-label="Documents">
        <PdfTable rows={records.map((doc) => ({ id: doc.id, title: doc.title, url: doc.document }))} isLoading={isLoading} titleHeader="Document" linkHeader="Download" linkText="Download" />
      </section>
    </>
  );
}
