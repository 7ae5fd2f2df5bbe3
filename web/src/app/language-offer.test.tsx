import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRouter } from '../testing/site-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, SiteI18n, useI18n } from '../lib/i18n';
import LanguageOffer, { LANGUAGE_OFFER_KEY } from './language-offer';
import { preferredOffered, useOfferedLocale } from './language-preference';

/** The offer as the layout makes it: the hook's answer, and the offer when there is one. */
function Offer() {
  const [offered, answered] = useOfferedLocale(useI18n().locale);
  return offered ? <LanguageOffer offered={offered} onAnswer={answered} /> : null;
}

function renderOffer(locale: 'en' | 'mr' | 'hi', languages: string[], path = '/Deposits?x=1') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  render(
    <I18nProvider i18n={new SiteI18n({ locale })}>
      <SiteRouter initialEntries={[path]}>
        <Offer />
      </SiteRouter>
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('preferredOffered', () => {
  it("takes the first of the browser's languages the site has, and offers it when it is Marathi or Hindi", () => {
    expect(preferredOffered(['mr-IN', 'en-GB'])).toBe('mr');
    expect(preferredOffered(['fr', 'hi'])).toBe('hi');
    expect(preferredOffered(['en-IN', 'mr'])).toBeUndefined();
    expect(preferredOffered(['ta-IN'])).toBeUndefined();
  });
});

describe('LanguageOffer', () => {
  it('offers a Marathi browser the page it is on in Marathi, with its query, in Marathi words', () => {
    renderOffer('en', ['mr-IN', 'en']);
    expect(screen.getByRole('link', { name: 'हे पान मराठीत वाचा' })).toHaveAttribute('href', '/mr/Deposits?x=1');
  });

  it('offers nothing on a page already in the preferred language, nor to an English browser', () => {
    renderOffer('hi', ['hi-IN']);
    expect(screen.queryByRole('complementary')).toBeNull();
    renderOffer('en', ['en-IN', 'hi']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is made once: declined, it is remembered in the browser and not made again', async () => {
    renderOffer('mr', ['hi']);
    await userEvent.click(screen.getByRole('button', { name: 'नहीं, धन्यवाद' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_OFFER_KEY)).toBe('dismissed');
    renderOffer('mr', ['hi']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
