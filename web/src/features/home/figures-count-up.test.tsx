import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_SETTINGS_DEFAULTS } from '@bank/shared';
import { installFakeIntersectionObserver, scrollEverythingIntoView } from '../../testing/fake-intersection-observer';
import { FiguresCountUp } from './figures-count-up';
import { homeFigures } from './home-content';

const years = () => screen.getByText('Years of experience').parentElement!.querySelector('.figure__value')!;

describe('FiguresCountUp', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stays at 0 until the figures are scrolled into view, then counts up to 100+', async () => {
    render(<FiguresCountUp figures={homeFigures(SITE_SETTINGS_DEFAULTS, 4)} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(years()).toHaveTextContent(/^0\+?$/);

    scrollEverythingIntoView();
    await waitFor(() => expect(years()).toHaveTextContent('100+'), { timeout: 4000 });
  });

  it('gives screen readers the final figures, not the animation', () => {
    render(<FiguresCountUp figures={homeFigures(SITE_SETTINGS_DEFAULTS, 4)} />);
    expect(screen.getByText('Years of experience').parentElement).toHaveTextContent('100+');
    expect(years()).toHaveAttribute('aria-hidden', 'true');
  });
});
