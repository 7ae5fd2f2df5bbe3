import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeIntersectionObserver,
  observerMargins,
  scrollEverythingIntoView,
} from '../testing/fake-intersection-observer';
import { LoadWhenNear } from './load-when-near';

describe('LoadWhenNear', () => {
  beforeEach(() => installFakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fallback and loads nothing until the visitor scrolls near, then shows the lazy content', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Loan schemes slider</p> }));
    const LoanSlider = lazy(load);
    render(
      <LoadWhenNear fallback={<p>Housing Loan</p>}>
        <LoanSlider />
      </LoadWhenNear>,
    );
    expect(screen.getByText('Housing Loan')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(observerMargins()).toEqual(['300px 0px']);

    scrollEverythingIntoView();
    expect(await screen.findByText('Loan schemes slider')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Housing Loan')).toBeNull();
  });

  it('loads at once on a key press, for a keyboard user who may Tab past it without scrolling, or before printing', async () => {
    for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new Event('beforeprint')]) {
      const { unmount } = render(
        <LoadWhenNear fallback={<p>Housing Loan</p>}>
          <p>Loan schemes slider</p>
        </LoadWhenNear>,
      );
      expect(screen.queryByText('Loan schemes slider')).toBeNull();
      act(() => {
        window.dispatchEvent(event);
      });
      expect(await screen.findByText('Loan schemes slider')).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the content at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LoadWhenNear fallback={<p>Loading gallery</p>}>
        <p>Gallery</p>
      </LoadWhenNear>,
    );
    expect(await screen.findByText('Gallery')).toBeInTheDocument();
  });
});
