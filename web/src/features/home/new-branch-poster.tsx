import type { Branch } from '@bank/shared';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import posterBranch from '../../assets/home/poster-branch.svg';
import { useI18n } from '../../lib/i18n';
import { RecordText, useRecordLang } from '../../lib/content-language';
import { RichMessage } from '../../components/rich-message';

/** The branch added last (the highest id), the head office aside: the one the poster announces. */
const newestBranch = (branches: readonly Branch[]) =>
  branches
    .filter((branch) => !branch.head_office)
    .reduce<Branch | undefined>((newest, branch) => (!newest || branch.id > newest.id ? branch : newest), undefined);

/**
 * The branch-inauguration poster. It names the newest of the branch records, so that it never
 * announces a branch the Branches page does not list. Its words are text, readable at any size and
 * by a screen reader; the picture only decorates.
 */
export function NewBranchPoster() {
  const branch = newestBranch(useApiList<Branch>(listPath('branches')).records);
  const i18n = useI18n();
  const recordLang = useRecordLang(branch);
  return (
    <section className="poster" aria-labelledby="poster-title">
      <div className="container poster__grid">
        <div className="poster__words">
          <p className="poster__eyebrow">{i18n._('We are growing')}</p>
          <p className="poster__title" id="poster-title">
            {i18n._('New Branch Inauguration')}
          </p>
          {branch && (
            <p className="poster__place">
              <RichMessage
                message={i18n._('<0>{branch}, {city}</0> · Now open for members', {
                  branch: branch.name,
                  city: branch.city,
                })}
                parts={[<RecordText key="branch" lang={recordLang} />]}
              />
            </p>
          )}
          <p className="poster__services">{i18n._('Savings · Deposits · Loans · NEFT/RTGS')}</p>
        </div>
        <img className="poster__picture" src={posterBranch} alt="" width={440} height={300} />
      </div>
    </section>
  );
}
