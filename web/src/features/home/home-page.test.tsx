import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANCHES } from '../../testing/branches-fixture';
import { installFakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { HomePage } from './home-page';

const renderHome = () =>
  render(
    <SWRConfig value={{ fallback: { '/api/branches': BRANCHES }, provider: () => new Map() }}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </SWRConfig>,
  );

describe('HomePage before the visitor scrolls', () => {
  beforeEach(() => installFakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('already tells the final figures (the branches counted from their records) and the loan schemes, while their code waits below the fold', () => {
    renderHome();
    const figures = screen.getByRole('region', { name: 'Deposit Plans You Can Trust' });
    expect(within(figures).getByText('100+')).toBeInTheDocument();
    expect(within(figures).getByText('Branches').parentElement).toHaveTextContent(String(BRANCHES.length));
    for (const zero of within(figures).getAllByText('0')) expect(zero).toHaveAttribute('aria-hidden', 'true');
    expect(figures.querySelector('.figures--counting')).toBeNull();

    const loans = screen.getByRole('region', { name: 'Loan Schemes' });
    expect(within(loans).getByText('Housing Loan')).toBeInTheDocument();
  });

  it('writes the branch-inauguration poster as text, naming the newest branch record, its picture only decorating it', () => {
    renderHome();
    const poster = screen.getByRole('region', { name: 'New Branch Inauguration' });
    expect(poster).toHaveTextContent('We are growingNew Branch InaugurationChinchwad Branch, Pimpri-Chinchwad · Now open for membersSavings · Deposits · Loans · NEFT/RTGS');
    expect(within(poster).queryByRole('img')).toBeNull();
  });

  it('announces the branch added last, whatever the order of the records', () => {
    const hadapsar = { ...BRANCHES[1], id: 9, name: 'Hadapsar Branch', city: 'Pune' };
    render(
      <SWRConfig value={{ fallback: { '/api/branches': [BRANCHES[0], hadapsar, BRANCHES[1], BRANCHES[2]] }, provider: () => new Map() }}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(screen.getByRole('region', { name: 'New Branch Inauguration' })).toHaveTextContent('Hadapsar Branch, Pune · Now open for members');
  });
});
