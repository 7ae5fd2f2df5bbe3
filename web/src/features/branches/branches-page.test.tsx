import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRouter } from '../../testing/site-router';
import { SiteSWRConfig } from '../../testing/site-swr';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import type { Branch, SiteLocale } from '@bank/shared';
import { I18nProvider, SiteI18n } from '../../lib/i18n';
import { listPath } from '../../lib/api-paths';
import { BRANCHES } from '../../testing/branches-fixture';
import { matchesBranch } from './branch-search';
import { BranchesPage } from './branches-page';

describe('the branch search', () => {
  const names = (filter: string, branches: Branch[] = BRANCHES) =>
    branches.filter((branch) => matchesBranch(branch, filter)).map((branch) => branch.name);

  it('matches the city, name or IFSC, whatever the case', () => {
    expect(names('pimpri')).toEqual(['Chinchwad Branch']);
    expect(names('vcub0000002')).toEqual(['Main Branch']);
    expect(names('  ')).toHaveLength(BRANCHES.length);
    expect(names('mumbai')).toEqual([]);
  });

  it('finds a locality, a PIN or a road of the address', () => {
    expect(names('Kothrud')).toEqual(['Head Office']);
    expect(names('411038')).toEqual(['Head Office']);
    expect(names('Laxmi Road')).toEqual(['Main Branch']);
  });

  it('finds a place typed in the other script: Pune among branches written in Devanagari, and कोथरूड in Latin', () => {
    const hindi = BRANCHES.map((branch) => ({ ...branch, city: branch.city === 'Pune' ? 'पुणे' : branch.city }));
    expect(names('Pune', hindi)).toEqual(names('Pune'));
    expect(names('कोथरूड')).toEqual(['Head Office']);
  });
});

async function renderIn(locale: SiteLocale) {
  const i18n = locale === 'en' ? new SiteI18n({ locale }) : new SiteI18n({ locale }, await loadWholeCatalogue(locale));
  render(
    <I18nProvider i18n={i18n}>
      <SiteSWRConfig value={{ fallback: { [listPath('branches')]: BRANCHES }, provider: () => new Map() }}>
        <SiteRouter>
          <BranchesPage />
        </SiteRouter>
      </SiteSWRConfig>
    </I18nProvider>,
  );
  return i18n;
}

describe('BranchesPage', () => {
  it('tags the head office once: not beside a name that says so already, but beside a branch of another name', async () => {
    await renderIn('en');
    const heading = (name: string) => screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) });
    expect((await screen.findAllByRole('heading', { level: 2, name: 'Head Office' })).length).toBe(1);
    expect(heading('Head Office').querySelector('.branch__tag')).toBeNull();
    cleanup();
    const renamed = BRANCHES.map((branch) => (branch.head_office ? { ...branch, name: 'Kothrud Branch' } : branch));
    render(
      <SiteSWRConfig value={{ fallback: { [listPath('branches')]: renamed }, provider: () => new Map() }}>
        <SiteRouter>
          <BranchesPage />
        </SiteRouter>
      </SiteSWRConfig>,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Kothrud Branch\s*Head office$/ }),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', '1 of 3 branches matches'],
    ['mr', '3 शाखांपैकी 1 जुळते'],
    ['hi', '3 शाखाओं में से 1 मेल खाती है'],
  ] as const)('counts what a search finds in words that agree (%s): %s', async (locale, counted) => {
    const i18n = await renderIn(locale);
    await userEvent.type(
      await screen.findByLabelText(i18n._('Find a branch by city, locality, PIN, name or IFSC')),
      'Kothrud',
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(counted));
  });
});
