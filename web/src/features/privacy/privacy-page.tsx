import { PageBanner } from '../../components/page-banner';
import { RichText } from '../../components/rich-text';
import { API_PATHS } from '../../lib/api-paths';
import { usePageText } from '../../lib/use-page-text';
import '../../components/panel.css';

/** What the site's forms collect, why, for how long, and whom to ask: the bank's privacy notice. */
export function PrivacyPage() {
  const page = usePageText(API_PATHS.privacy);
  return (
    <>
      <PageBanner title={page?.title || 'Privacy Notice'} documentTitle={page?.meta_title} />
      <section className="container section" aria-label="Privacy notice">
        <div className="panel prose">
          <RichText text={page?.content} />
        </div>
      </section>
    </>
  );
}
