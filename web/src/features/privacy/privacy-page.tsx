import { PageBanner } from '../../components/page-banner';
import { RichText } from '../../components/rich-text';
import { API_PATHS } from '../../lib/api-paths';
import { usePageText } from '../../lib/use-page-text';
import '../../components/panel.css';
import { useI18n } from '../../lib/i18n';
import { useRecordLang } from '../../lib/content-language';

/** What the site's forms collect, why, for how long, and whom to ask: the bank's privacy notice. */
export function PrivacyPage() {
  const page = usePageText(API_PATHS.privacy);
  const i18n = useI18n();
  const recordLang = useRecordLang(page);
  return (
    <>
      <PageBanner
        title={page?.title || i18n._('Privacy Notice')}
        lang={page?.title ? recordLang : undefined}
        documentTitle={page?.meta_title}
      />
      <section className="container section" aria-label={i18n._('Privacy notice')}>
        <div className="panel prose" lang={recordLang}>
          <RichText text={page?.content} />
        </div>
      </section>
    </>
  );
}
