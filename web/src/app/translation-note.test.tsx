import { render, screen } from '@testing-library/react';
import { SiteRouter } from '../testing/site-router';
import { SiteSWRConfig } from '../testing/site-swr';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import { I18nProvider, SiteI18n } from '../lib/i18n';
import { TranslationNote } from './translation-note';

const DEPOSITS = [{ id: 1, name: 'Fixed Deposit', details: 'Terms from 7 days.' }];

async function renderNote(locale: 'en' | 'mr' | 'hi', deposits: unknown[]) {
  const i18n = new SiteI18n({ locale }, await loadWholeCatalogue(locale));
  render(
    <I18nProvider i18n={i18n}>
      <SiteSWRConfig value={{ fallback: { '/api/deposits': deposits }, provider: () => new Map() }}>
        <SiteRouter initialEntries={['/Deposits']}>
          <TranslationNote />
        </SiteRouter>
      </SiteSWRConfig>
    </I18nProvider>,
  );
}

describe('TranslationNote', () => {
  it('says in Marathi that part of a page whose records came in English is not yet translated', async () => {
    await renderNote('mr', DEPOSITS);
    expect(screen.getByRole('note')).toHaveTextContent(/अद्याप मराठीत उपलब्ध नसल्याने तो इंग्रजीत दाखवला आहे/);
  });

  it('says it in Hindi, as RBI’s own site does', async () => {
    await renderNote('hi', DEPOSITS);
    expect(screen.getByRole('note')).toHaveTextContent('हिंदी सामग्री शीघ्र ही अद्यतन की जाएगी।');
  });

  it('says nothing once every record came in the page’s locale, nor on an English page', async () => {
    await renderNote('mr', [{ ...DEPOSITS[0], locale: 'mr' }]);
    expect(screen.queryByRole('note')).toBeNull();
    await renderNote('en', DEPOSITS);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
