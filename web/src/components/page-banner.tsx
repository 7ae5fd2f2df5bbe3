import { BANK } from '@bank/shared';
import { usePageTitle } from '../lib/use-page-meta';
import './page-banner.css';

interface PageBannerProps {
  title: string;
  lead?: string;
  /** The record's own meta title, used as it is for the browser tab when it has one. */
  documentTitle?: string | null;
  /** The record's meta description; React puts the tag in the document head. */
  description?: string | null;
}

/** The heading band at the top of every inner page; it also names the page in the browser tab. */
export function PageBanner({ title, lead, documentTitle, description }: PageBannerProps) {
  usePageTitle(documentTitle || `${title} | ${BANK.name}`);
  return (
    <div className="page-banner">
      {description && <meta name="description" content={description} />}
      <div className="container">
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
    </div>
  );
}
