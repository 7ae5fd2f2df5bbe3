import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FiguresCountUp } from './figures-count-up';

/** A stand-in IntersectionObserver (jsdom has none) that the test moves into view by hand. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
}

const scrollIntoView = () =>
  act(() => {
    for (const { callback, targets } of [...observers]) {
      callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  });

const years = () => screen.getByText('Years of experience').parentElement!.querySelector('.figure__value')!;

describe('FiguresCountUp', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stays at 0 until the figures are scrolled into view, then counts up to 100+', async () => {
    render(<FiguresCountUp />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(years()).toHaveTextContent(/^0\+?$/);

    scrollIntoView();
    await waitFor(() => expect(years()).toHaveTextContent('100+'), { timeout: 4000 });
  });

  it('gives screen readers the final figures, not the animation', () => {
    render(<FiguresCountUp />);
    expect(screen.getByText('Years of experience').parentElement).toHaveTextContent('100+');
    expect(years()).toHaveAttribute('aria-hidden', 'true');
  });
});
