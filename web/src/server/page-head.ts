import { BANK } from '@bank/shared';
import type { PageMatch } from '../app/match-page';
import type { PageMeta, ReadData } from '../app/public-pages';

/** The picture link previews show when a page has none of its own (public/og-card.png, 1200 x 630). */
export const DEFAULT_SHARE_IMAGE = '/og-card.png';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside a <script> element: '<' escaped so no text can close the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What a matched path says of itself: the page's meta, or its record's when the path names one (undefined: no such record). */
export function metaOf(match: Exclude<PageMatch, { kind: 'redirect' }>, read: ReadData): PageMeta | undefined {
  const { page } = match;
  if (match.kind === 'page' && match.recordId !== undefined && match.page.recordPages) {
    const records = read<{ id: number }[]>(match.page.reads[0]) ?? [];
    const record = records.find((candidate) => candidate.id === match.recordId);
    return record ? match.page.recordPages.meta(record as never) : undefined;
  }
  return typeof page.meta === 'function' ? page.meta(read) : page.meta;
}

export const documentTitle = (meta: PageMeta) => meta.documentTitle || `${meta.title} | ${BANK.name}`;

const openingHours = [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:30', closes: '17:00' }];

/** schema.org's description of the bank: both offices with their addresses, phones and opening hours. */
export function bankJsonLd(origin: string) {
  const office = (details: (typeof BANK)['headOffice'] | (typeof BANK)['mainBranch']) => ({
    '@type': 'BankOrCreditUnion',
    name: `${BANK.name}, ${details.label}`,
    address: { '@type': 'PostalAddress', streetAddress: details.address, addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
    telephone: details.phones,
    email: details.emails,
    openingHoursSpecification: openingHours,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name: BANK.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${DEFAULT_SHARE_IMAGE}`,
    telephone: BANK.phone,
    email: BANK.email,
    address: office(BANK.headOffice).address,
    openingHoursSpecification: openingHours,
    department: [office(BANK.headOffice), office(BANK.mainBranch)],
  };
}

interface HeadOptions {
  meta: PageMeta;
  /** The page's own address (its canonical path), absent for a page that does not exist. */
  canonicalPath?: string;
  origin: string;
  describesBank?: boolean;
}

/** The <head> elements of a page: title, description, canonical URL, OpenGraph and Twitter cards, and JSON-LD where asked. */
export function headHtml({ meta, canonicalPath, origin, describesBank }: HeadOptions): string {
  const title = documentTitle(meta);
  const image = meta.image ? (/^https?:\/\//.test(meta.image) ? meta.image : `${origin}${meta.image}`) : `${origin}${DEFAULT_SHARE_IMAGE}`;
  const url = canonicalPath === undefined ? undefined : `${origin}${canonicalPath}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(BANK.name)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="en_IN">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    describesBank ? `<script type="application/ld+json">${scriptJson(bankJsonLd(origin))}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
