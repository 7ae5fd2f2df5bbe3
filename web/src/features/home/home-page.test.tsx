import { render, screen, within } from '@testing-library/react';
import { SiteRouter } from '../../testing/site-router';
import { SiteSWRConfig } from '../../testing/site-swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@bank/shared';
import { BRANCHES } from '../../testing/branches-fixture';
import { installFakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { NO_SOCIAL_PAGES, siteSettingsData } from '../../testing/site-settings-fixture';
import heroDrawing from '../../assets/home/hero.svg';
import { HomePage } from './home-page';

const renderHome = (settings?: Partial<SiteSettings>) =>
  render(
    <SiteSWRConfig
      value={{ fallback: { '/api/branches': BRANCHES, ...siteSettingsData(settings) }, provider: () => new Map() }}
    >
      <SiteRouter>
        <HomePage />
      </SiteRouter>
    </SiteSWRConfig>,
  );

describe('HomePage before the visitor scrolls', () => {
  beforeEach(() => installFakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('already tells the final figures (the branches counted from their records) and the loan schemes, while their code waits below the fold', () => {
    renderHome({ years_of_experience: 104, employees: 86 });
    const figures = screen.getByRole('region', { name: 'Deposit Plans You Can Trust' });
    // Shown as they are (not the count-up's 0), and read out once each.
    const shown = [...figures.querySelectorAll('.figure__value')];
    expect(shown.map((value) => value.textContent)).toEqual(['104+', '86', String(BRANCHES.length)]);
    for (const value of shown) expect(value).toHaveAttribute('aria-hidden', 'true');
    expect(within(figures).getByText('Branches').parentElement).toHaveTextContent(String(BRANCHES.length));
    expect(figures.querySelector('.figures--counting')).toBeNull();

    const loans = screen.getByRole('region', { name: 'Loan Schemes' });
    expect(within(loans).getByText('Housing Loan')).toBeInTheDocument();
  });

  it('writes the branch-inauguration poster as text, naming the newest branch record, its picture only decorating it', () => {
    renderHome();
    const poster = screen.getByRole('region', { name: 'New Branch Inauguration' });
    expect(poster).toHaveTextContent(
      'We are growingNew Branch InaugurationChinchwad Branch, Pimpri-Chinchwad · Now open for membersSavings · Deposits · Loans · NEFT/RTGS',
    );
    expect(within(poster).queryByRole('img')).toBeNull();
  });

  it('announces the branch added last, whatever the order of the records', () => {
    const hadapsar = { ...BRANCHES[1], id: 9, name: 'Hadapsar Branch', city: 'Pune' };
    render(
      <SiteSWRConfig
        value={{
          fallback: { '/api/branches': [BRANCHES[0], hadapsar, BRANCHES[1], BRANCHES[2]] },
          provider: () => new Map(),
        }}
      >
        <SiteRouter>
          <HomePage />
        </SiteRouter>
      </SiteSWRConfig>,
    );
    expect(screen.getByRole('region', { name: 'New Branch Inauguration' })).toHaveTextContent(
      'Hadapsar Branch, Pune · Now open for members',
    );
  });
});

/** The banner at the top: the section of the page's one h1. */
const heroOf = () => screen.getByRole('heading', { level: 1 }).closest('section')!;
/** A figure as a screen reader hears it (the shown one counts up from 0). */
const figureOf = (label: string) =>
  within(screen.getByRole('region', { name: 'Deposit Plans You Can Trust' }))
    .getByText(label)
    .parentElement!.querySelector('.visually-hidden')!.textContent;

describe("HomePage's banner and figures, the bank's settings", () => {
  beforeEach(() => installFakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("shows today's texts, figures and drawing until the bank changes them", () => {
    renderHome();
    const hero = heroOf();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Personalized Banking Services Just for You$/);
    expect(hero).toHaveTextContent(
      'A co-operative bank owned by its members: savings and deposits that grow safely, loans decided close to you, and people who know your name.',
    );
    const button = within(hero).getByRole('link', { name: 'read more about the bank' });
    expect(button).toHaveAttribute('href', '/About');
    expect(button).toHaveTextContent(/^read more about the bank$/);
    expect(within(button).getByText('about the bank')).toHaveClass('visually-hidden');
    const drawing = hero.querySelector('img.hero__art')!;
    expect(drawing).toHaveAttribute('src', heroDrawing);
    expect(drawing).toHaveAttribute('alt', '');
    expect(drawing).toHaveAttribute('width', '560');
    expect(drawing).toHaveAttribute('height', '420');
    expect(within(hero).getAllByRole('link', { name: /^VCUB on / })).toHaveLength(4);
    expect(figureOf('Years of experience')).toBe('100+');
    expect(figureOf('Experienced employees')).toBe('10');
  });

  it("shows the bank's own title, text, button, picture and figures once it has set them", () => {
    renderHome({
      hero_title: 'Banking that knows Pune',
      hero_text: 'Open a savings account in ten minutes at any of our branches.',
      hero_button_label: 'Open an account',
      hero_button_link: '/ContactUs',
      hero_picture: '/uploads/branch_front_3f2a.jpg',
      years_of_experience: 112,
      employees: 240,
    });
    const hero = heroOf();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Banking that knows Pune$/);
    expect(hero).toHaveTextContent('Open a savings account in ten minutes at any of our branches.');
    expect(hero).not.toHaveTextContent('A co-operative bank owned by its members');
    expect(within(hero).getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/ContactUs');
    expect(within(hero).queryByText(/about the bank/)).toBeNull();
    const picture = hero.querySelector('img.hero__art')!;
    // The server's copies of the upload, in the drawing's box, decorating only.
    expect(picture).toHaveAttribute('src', '/uploads/medium_branch_front_3f2a.webp');
    expect(picture.getAttribute('srcset')).toContain('/uploads/large_branch_front_3f2a.webp 1000w');
    expect(picture).toHaveClass('hero__art--picture');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '560');
    expect(picture).toHaveAttribute('height', '420');
    expect(figureOf('Years of experience')).toBe('112+');
    expect(figureOf('Experienced employees')).toBe('240');
    expect(figureOf('Branches')).toBe(String(BRANCHES.length));
  });

  it("sends its button to another site as a plain link, saying what 'read more' reads about", () => {
    renderHome({ hero_button_link: 'https://www.vishwasbank.in/centenary' });
    const button = within(heroOf()).getByRole('link', {
      name: 'read more about Personalized Banking Services Just for You',
    });
    expect(button).toHaveAttribute('href', 'https://www.vishwasbank.in/centenary');
    expect(button).not.toHaveAttribute('target');
  });

  it('shows no social icons in the banner once the bank has emptied every social page', () => {
    renderHome(NO_SOCIAL_PAGES);
    expect(within(heroOf()).queryByRole('list')).toBeNull();
    expect(within(heroOf()).queryByRole('link', { name: /^VCUB on / })).toBeNull();
  });
});
