import type { Award } from '@bank/shared';
import { Link } from 'react-router-dom';
import { CmsImage } from '../../components/cms-image';
import { Modal } from '../../components/modal';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { useRecordAddress } from '../../lib/use-record-address';
import { NotFound } from '../../components/not-found';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import '../../components/card.css';
import { useI18n } from '../../lib/i18n';
import { useRecordLangs } from '../../lib/content-language';

export function AwardsPage() {
  const { records, isLoading } = useApiList<Award>(listPath('awards'));
  const { shown, missing, hrefOf, close } = useRecordAddress('/Awards', records);
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  if (missing && !isLoading) return <NotFound />;
  return (
    <>
      <PageBanner
        title={i18n._('Awards and Achievements')}
        lead={i18n._('Recognition earned by the bank and its staff.')}
      />
      <section className="container section" aria-label={i18n._('Awards')}>
        {isLoading ? (
          <Spinner />
        ) : (
          <ul className="card-grid" role="list">
            {records.map((award, index) => (
              <li key={award.id} className="card">
                {/* A link: each award has its own address, and opens in place as a dialog with JavaScript. */}
                <Link className="card__action" to={hrefOf(award)} aria-haspopup="dialog">
                  {/* The title beside it names the button. alt={title} would name it 'Title Title' and trip
                      axe's image-redundant-alt; the picture's own alt is in the modal. */}
                  <CmsImage url={award.image} alt="" className="card__image" eager={index === 0} />
                  <span className="card__title" lang={recordLangOf(award)}>
                    {award.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {shown && (
        <Modal title={shown.title} onClose={close} lang={recordLangOf(shown)}>
          <CmsImage
            url={shown.image}
            alt={shown.title}
            className="modal__image"
            eager
            sizes="(min-width: 768px) 600px, 100vw"
          />
          <p>{shown.description}</p>
        </Modal>
      )}
    </>
  );
}
