import { BANK } from '@bank/shared';
import { usePageTitle } from '../lib/use-page-meta';
import { PrintLine } from './print-line';
import './page-banner.css';

interface PageBannerProps {
  title: string;
  lead?: string;
  /** The record's own meta title, used as it is for the browser tab when it has one. */
  documentTitle?: string | null;
  /** The title's language when it is a record's in another language than the page's. */
  lang?: string;
  /** The page's date in words, where it has one ('Effective from 24 Oct 2026'), for the printed page's first line. */
  dated?: string;
}

/**
 * The heading band at the top of every inner page; it also names the page in the browser tab as a
 * visitor moves between pages (the server wrote the first page's title, the same words, in its head).
 */
export function PageBanner({ title, lead, documentTitle, lang, dated }: PageBannerProps) {
  usePageTitle(documentTitle || `${title} | ${BANK.name}`);
  return (
    <div className="page-banner">
      <PrintLine title={title} dated={dated} />
      <div className="container">
        <h1 lang={lang}>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
    </div>
  );
}
