import { pagePart, type Page } from '@bank/shared';
import { GallerySlider } from '../../components/gallery-slider';
import { CmsImage } from '../../components/cms-image';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { useGallery } from '../../lib/get-gallery';
import { useHiddenParts } from '../../lib/hidden-parts';
import { API_PATHS } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import '../../components/panel.css';
import './about-page.css';
import { useI18n } from '../../lib/i18n';
import { useRecordLang } from '../../lib/content-language';

export function AboutPage() {
  const { records, isLoading } = useApiList<Page>(API_PATHS.about);
  const gallery = useGallery();
  const sliderHidden = useHiddenParts().has(pagePart('/About', 'gallery'));
  const page = records[0];
  const i18n = useI18n();
  const recordLang = useRecordLang(page);
  return (
    <>
      <PageBanner
        title={page?.title || i18n._('About Us')}
        documentTitle={page?.meta_title}
        lang={page?.title ? recordLang : undefined}
      />
      <section className="container section about" aria-label={i18n._('About the bank')}>
        {isLoading ? (
          <Spinner />
        ) : (
          page && (
            <div className="about__intro">
              <div lang={recordLang}>
                {(page.content ?? '').split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
              <CmsImage
                url={page.image}
                alt={page.title}
                className="about__image"
                eager
                sizes="(min-width: 900px) 45vw, 100vw"
              />
            </div>
          )
        )}
      </section>
      <section className="section section--tinted" aria-labelledby="vision-mission">
        <div className="container">
          <h2 id="vision-mission" className="visually-hidden">
            {i18n._('Vision and Mission')}
          </h2>
          <div className="two-columns">
            <article className="panel">
              <h3>{i18n._('Our Vision')}</h3>
              <p>
                {i18n._(
                  'To be the most trusted co-operative bank of our city: a bank every family and small business can call its own, growing with its members for generations.',
                )}
              </p>
            </article>
            <article className="panel">
              <h3>{i18n._('Our Mission')}</h3>
              <p>
                {i18n._(
                  'To offer safe deposits, fair credit and modern banking services with a personal touch, to support the small traders, farmers and salaried members of our community, and to be run transparently, prudently and for the good of all members.',
                )}
              </p>
            </article>
          </div>
        </div>
      </section>
      {!sliderHidden && (
        <section className="container section" aria-labelledby="about-gallery">
          <h2 id="about-gallery">{i18n._('Gallery')}</h2>
          {gallery.isLoading ? <Spinner /> : <GallerySlider items={gallery.records} />}
        </section>
      )}
    </>
  );
}
