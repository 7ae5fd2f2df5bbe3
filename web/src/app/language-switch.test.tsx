import { render, screen, within } from '@testing-library/react';
import { SiteRouter } from '../testing/site-router';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import { I18nProvider, SiteI18n } from '../lib/i18n';
import { LanguageSwitch } from './language-switch';

function renderSwitchAt(path: string, i18n = new SiteI18n({ locale: 'en' })) {
  render(
    <I18nProvider i18n={i18n}>
      <SiteRouter initialEntries={[path]}>
        <LanguageSwitch />
      </SiteRouter>
    </I18nProvider>,
  );
  return within(screen.getByRole('navigation', { name: i18n.locale === 'en' ? 'Language' : 'भाषा' }));
}

describe('LanguageSwitch', () => {
  it('names each language in itself and leads to the same page, query and place in it', () => {
    const nav = renderSwitchAt('/Calculators?loan=Housing%20Loan#emi');
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['English', 'en', '/Calculators?loan=Housing%20Loan#emi'],
      ['मराठी', 'mr', '/mr/Calculators?loan=Housing%20Loan#emi'],
      ['हिंदी', 'hi', '/hi/Calculators?loan=Housing%20Loan#emi'],
    ]);
    expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('link', { name: 'मराठी' })).not.toHaveAttribute('aria-current');
  });

  it("marks the page's own language current on a Marathi page, named in Marathi, Home's address without its slash", async () => {
    // Under the router's /mr base, the page's path is the English one.
    const nav = renderSwitchAt('/', new SiteI18n({ locale: 'mr' }, await loadWholeCatalogue('mr')));
    expect(nav.getByRole('link', { name: 'मराठी' })).toHaveAttribute('aria-current', 'true');
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/mr', '/hi']);
  });
});
