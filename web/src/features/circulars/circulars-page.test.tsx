import { render, screen, within } from '@testing-library/react';
import { SiteSWRConfig } from '../../testing/site-swr';
import { describe, expect, it, vi } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import { apiClient } from '../../lib/api-client';
import { I18nProvider, SiteI18n } from '../../lib/i18n';
import { CircularsPage } from './circulars-page';

const page = (id: number, title: string, pdf: string | null) => ({
  id,
  slug: 'circulars',
  title,
  content: '',
  image: null,
  pdf,
  meta_title: null,
  meta_description: null,
  created_at: '',
  updated_at: '',
});

describe('CircularsPage', () => {
  it('lists every circular but the first record, which is the page’s own header', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({
      data: [
        page(1, 'Circulars and Policies', null),
        page(2, 'KYC update', '/uploads/kyc.pdf'),
        page(3, 'Locker rent revision', '/uploads/locker.pdf'),
      ],
    });
    render(
      <SiteSWRConfig value={{ provider: () => new Map() }}>
        <CircularsPage />
      </SiteSWRConfig>,
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'KYC update',
      'Locker rent revision',
    ]);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/uploads/kyc.pdf');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Circular', 'Download']);
  });

  it('marks the title of a circular not yet translated as English on a Marathi page, and only that one', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({
      data: [
        { ...page(1, 'परिपत्रके आणि धोरणे', null), locale: 'mr' },
        { ...page(2, 'केवायसी अद्ययावत', '/uploads/kyc.pdf'), locale: 'mr' },
        { ...page(3, 'Locker rent revision', '/uploads/locker.pdf'), locale: 'en' },
      ],
    });
    render(
      <I18nProvider i18n={new SiteI18n({ locale: 'mr' }, await loadWholeCatalogue('mr'))}>
        <SiteSWRConfig value={{ provider: () => new Map() }}>
          <CircularsPage />
        </SiteSWRConfig>
      </I18nProvider>,
    );
    const table = await screen.findByRole('table');
    const [translated, untranslated] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]);
    expect(translated).toHaveTextContent('केवायसी अद्ययावत');
    expect(translated).not.toHaveAttribute('lang');
    expect(untranslated).toHaveTextContent('Locker rent revision');
    expect(untranslated).toHaveAttribute('lang', 'en');
  });

  it('shows an empty table, and no message, when the circulars cannot be loaded', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <SiteSWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <CircularsPage />
      </SiteSWRConfig>,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText(/error|failed/i)).toBeNull();
  });
});
