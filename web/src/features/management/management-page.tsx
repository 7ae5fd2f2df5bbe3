import type { ManagementMember } from '@bank/shared';
import { CmsImage } from '../../components/cms-image';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import '../../components/card.css';

export function ManagementPage() {
  const { records, isLoading } = useApiList<ManagementMember>(listPath('management'));
  return (
    <>
      <PageBanner title="Management" lead="The board and officers who run the bank for its members." />
      <section className="container section" aria-label="Management team">
        {isLoading ? (
          <Spinner />
        ) : (
          <ul className="card-grid card-grid--people" role="list">
            {records.map((member, index) => (
              <li key={member.id} className="card card--person">
                <CmsImage
                  url={member.image}
                  alt={member.name}
                  className="card__portrait"
                  sizes="(min-width: 768px) 25vw, 100vw"
                  width={500}
                  height={500}
                  eager={index === 0}
                />
                <div className="card__body">
                  <h2 className="card__title">{member.name}</h2>
                  <p className="card__subtitle">{member.title}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
