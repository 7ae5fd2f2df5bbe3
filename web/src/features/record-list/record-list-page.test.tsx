import { render, screen, within } from '@testing-library/react';
import { SiteSWRConfig } from '../../testing/site-swr';
import { describe, expect, it, vi } from 'vitest';
import type { ManagementMember, PublishedDocument } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { RecordListPage, type RecordListProps } from './record-list-page';

const MEMBERS: ManagementMember[] = [
  { id: 1, name: 'Shri. Vasant R. Joshi', title: 'Chairman', image: '/uploads/chairman.jpg' },
  { id: 2, name: 'Smt. Anjali S. Patwardhan', title: 'Vice Chairperson', image: null },
];

const MANAGEMENT: RecordListProps<ManagementMember> = {
  meta: { title: 'Management', description: 'The board of directors and the senior management of the bank.' },
  apiPath: '/api/management',
  layout: {
    lead: 'The board and officers who run the bank for its members.',
    label: 'Management team',
    heading: 'name',
    subheading: 'title',
    picture: { field: 'image', shape: 'portrait' },
  },
};

/** The page as the server renders it and the browser hydrates it: its records already read. */
function renderWithRecords<R extends { id: number }>(props: RecordListProps<R>, records: R[]) {
  return render(
    <SiteSWRConfig value={{ fallback: { [props.apiPath]: records, '/api/branches': [] }, provider: () => new Map() }}>
      <RecordListPage {...props} />
    </SiteSWRConfig>,
  );
}

const cardsOf = (label: string) => within(screen.getByRole('region', { name: label })).getAllByRole('listitem');

describe('RecordListPage', () => {
  it('heads the page with its title and lead, and shows a card a record as the layout names its fields', () => {
    renderWithRecords(MANAGEMENT, MEMBERS);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Management');
    expect(screen.getByText('The board and officers who run the bank for its members.')).toBeInTheDocument();

    const cards = cardsOf('Management team');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Shri. Vasant R. Joshi',
      'Smt. Anjali S. Patwardhan',
    ]);
    expect(within(cards[1]).getByText('Vice Chairperson')).toHaveClass('card__subtitle');
  });

  it('draws portraits square in the narrower people grid, the first loaded at once, none for a record without one', () => {
    renderWithRecords(MANAGEMENT, MEMBERS);
    const [withPicture, withoutPicture] = cardsOf('Management team');
    const portrait = within(withPicture).getByRole('img', { name: 'Shri. Vasant R. Joshi' });
    expect(portrait).toHaveClass('card__portrait');
    expect(portrait.getAttribute('src')).toMatch(/^\/uploads\/\w*chairman\./);
    expect(portrait).toHaveAttribute('sizes', '(min-width: 768px) 25vw, 100vw');
    expect([portrait.getAttribute('width'), portrait.getAttribute('height')]).toEqual(['500', '500']);
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(withPicture).toHaveClass('card', 'card--person');
    expect(withPicture.parentElement).toHaveClass('card-grid', 'card-grid--people');
    expect(within(withoutPicture).queryByRole('img')).toBeNull();
  });

  it('takes the banner’s lead from the description and the section’s name from the title when the layout gives none; links a file and shows a text made by a function', () => {
    const documents: RecordListProps<PublishedDocument> = {
      meta: { title: 'Published Documents', description: 'Annual reports and disclosures.' },
      apiPath: '/api/documents',
      layout: {
        heading: 'title',
        text: (record) => `Document ${record.id}`,
        file: { field: 'document', label: 'Download' },
      },
    };
    renderWithRecords(documents, [
      { id: 7, title: 'Annual Report 2025-26', document: '/uploads/annual-report.pdf' },
      { id: 8, title: 'Disclosure (coming soon)', document: null },
    ]);
    expect(screen.getByText('Annual reports and disclosures.')).toBeInTheDocument();

    const [linked, unlinked] = cardsOf('Published Documents');
    expect(linked.parentElement).toHaveClass('card-grid');
    expect(linked.parentElement).not.toHaveClass('card-grid--people');
    expect(within(linked).getByText('Document 7')).toHaveClass('card__text');
    const download = within(linked).getByRole('link', {
      name: 'Download Annual Report 2025-26 (PDF, opens in a new tab)',
    });
    expect(download).toHaveAttribute('href', '/uploads/annual-report.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(within(unlinked).queryByRole('link')).toBeNull();
  });

  it('shows a spinner until the records arrive from the API, then the records', async () => {
    let answer: (value: { data: ManagementMember[] }) => void = () => undefined;
    vi.spyOn(apiClient, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(
      <SiteSWRConfig value={{ provider: () => new Map() }}>
        <RecordListPage {...MANAGEMENT} />
      </SiteSWRConfig>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    answer({ data: MEMBERS });
    expect(await screen.findByRole('heading', { name: 'Shri. Vasant R. Joshi' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(apiClient.get).toHaveBeenCalledWith('/api/management');
  });
});
