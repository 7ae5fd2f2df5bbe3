import { PageBanner } from '../../components/page-banner';
import { PdfTable } from '../../components/pdf-table';
import { useCirculars } from './api/get-circulars';
import { useI18n } from '../../lib/i18n';
import { useRecordLangs } from '../../lib/content-language';

export function CircularsPage() {
  const { header, circulars, isLoading } = useCirculars();
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  return (
    <>
      <PageBanner
        title={i18n._('Circulars and Policies')}
        lead={header?.content || i18n._("Notices to members and the bank's policies.")}
        documentTitle={header?.meta_title}
      />
      <section className="container section" aria-label={i18n._('Circulars')}>
        <PdfTable
          rows={circulars.map((circular) => ({
            id: circular.id,
            title: circular.title,
            url: circular.pdf,
            lang: recordLangOf(circular),
          }))}
          isLoading={isLoading}
          titleHeader={i18n._('Circular')}
          linkHeader={i18n._('Download')}
        />
      </section>
    </>
  );
}
