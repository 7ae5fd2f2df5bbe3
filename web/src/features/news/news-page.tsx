import { formatLongDate, type NewsItem } from '@bank/shared';
import { CmsImage } from '../../components/cms-image';
import { PageBanner } from '../../components/page-banner';
import { ReadMoreText } from '../../components/read-more-text';
import { Spinner } from '../../components/spinner';
import placeholder from '../../assets/news-placeholder.svg';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import '../../components/card.css';
import './news-page.css';
import { useI18n } from '../../lib/i18n';
import { useRecordLangs } from '../../lib/content-language';

export function NewsPage() {
  const { records, isLoading } = useApiList<NewsItem>(listPath('news'));
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  return (
    <>
      <PageBanner title={i18n._('News And Events')} />
      <section className="container section" aria-label={i18n._('News and events')}>
        {isLoading ? (
          <Spinner />
        ) : (
          <ul className="news-grid" role="list">
            {records.map((item, index) => (
              <li key={item.id} className="card card--news">
                {item.document_path ? (
                  <CmsImage
                    url={item.document_path}
                    alt={item.title}
                    className="card__image"
                    sizes="(min-width: 768px) 50vw, 100vw"
                    eager={index === 0}
                  />
                ) : (
                  // Keeps the two-column grid even when a news item has no picture of its own.
                  <img src={placeholder} alt="" className="card__image" width={750} height={500} loading="lazy" />
                )}
                <div className="card__body">
                  <h2 className="card__title" lang={recordLangOf(item)}>
                    {item.title}
                  </h2>
                  <p className="card__meta">
                    <time dateTime={item.date}>{formatLongDate(item.date, i18n.numbers)}</time>
                  </p>
                  <div lang={recordLangOf(item)}>
                    <ReadMoreText text={item.content} className="card__text" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
