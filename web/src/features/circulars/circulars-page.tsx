import { PageBanner } from '../../components/page-banner';
import { PdfTable } from '../../components/pdf-table';
import { useCirculars } from './api/get-circulars';

export function CircularsPage() {
  const { header, circulars, isLoading } = useCirculars();
  return (
    <>
      <PageBanner
        title="Circulars and Policies"
        lead={header?.content || "Notices to members and the bank's policies."}
        documentTitle={header?.meta_title}
      />
      <section className="container section" aria-label="Circulars">
        <PdfTable
          rows={circulars.map((circular) => ({ id: circular.id, title: circular.title, url: circular.pdf }))}
          isLoading={isLoading}
          titleHeader="Circular"
          linkHeader="Download"
        />
      </section>
    </>
  );
}
