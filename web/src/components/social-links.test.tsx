import { render, screen } from '@testing-library/react';
import { SiteSWRConfig } from '../testing/site-swr';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@bank/shared';
import { NO_SOCIAL_PAGES, siteSettingsData } from '../testing/site-settings-fixture';
import { SocialLinks } from './social-links';

const renderLinks = (changes?: Partial<SiteSettings>) =>
  render(
    <SiteSWRConfig value={{ fallback: siteSettingsData(changes), provider: () => new Map() }}>
      <SocialLinks />
    </SiteSWRConfig>,
  );

describe('SocialLinks', () => {
  it("links the bank's four pages in the footer's order, each opening in a new tab and saying so", () => {
    renderLinks();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['VCUB on Facebook (opens in a new tab)', 'https://www.facebook.com/vishwasbank'],
      ['VCUB on YouTube (opens in a new tab)', 'https://www.youtube.com/@vishwasbank'],
      ['VCUB on LinkedIn (opens in a new tab)', 'https://www.linkedin.com/company/vishwasbank'],
      ['VCUB on Instagram (opens in a new tab)', 'https://www.instagram.com/vishwasbank'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the pages the bank has changed, and leaves out the ones it emptied', () => {
    renderLinks({ facebook_url: 'https://m.facebook.com/vishwas.bank.pune', youtube_url: '', instagram_url: '' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://m.facebook.com/vishwas.bank.pune',
      'https://www.linkedin.com/company/vishwasbank',
    ]);
  });

  it('shows no list at all when every page is empty', () => {
    const { container } = renderLinks(NO_SOCIAL_PAGES);
    expect(screen.queryByRole('list')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
