import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import PagesScreen, { type EditablePage } from './pages-screen';

const PAGES: EditablePage[] = [
  { page: 'Deposits', url: '/Deposits', editor: 'EditDeposit', part: '/Deposits' },
  { page: 'Interest Rates & Charges', url: '/InterestRates', editor: 'InterestRates', part: '/InterestRates' },
];

let server: ReturnType<typeof fakeServer>;
afterEach(() => server.close());

/** The text of the row of `page`. */
const rowOf = (page: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(page, { exact: true }))!;

describe('PagesScreen', () => {
  it('shows how much of each page is translated, and — where the page shows no records', async () => {
    server = fakeServer((request) =>
      request.path === '/api/admin/translation-coverage'
        ? {
            status: 200,
            data: {
              pages: [
                { path: '/Deposits', locales: { mr: { translated: 5, total: 6 }, hi: { translated: 6, total: 6 } } },
              ],
            },
          }
        : { status: 200, data: [] },
    );
    renderWithData(
      <MemoryRouter>
        <PagesScreen pages={PAGES} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Translated' })).toBeInTheDocument();
    expect(await within(rowOf('Deposits')).findByText('5/6', { exact: false })).toHaveTextContent('मराठी 5/6');
    expect(rowOf('Deposits')).toHaveTextContent('मराठी 5/6 · हिंदी 6/6');
    expect(within(rowOf('Deposits')).getByText('हिंदी')).toHaveAttribute('lang', 'hi');
    expect(within(rowOf('Interest Rates & Charges')).getByText('—')).toBeInTheDocument();
  });
});
