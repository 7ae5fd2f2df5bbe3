import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in IntersectionObserver (jsdom has none) that a test moves into view by hand. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; rootMargin?: string }> = [];

class FakeIntersectionObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], rootMargin: options?.rootMargin };
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

/** Installs the stand-in; call in beforeEach, with vi.unstubAllGlobals() in afterEach. */
export function installFakeIntersectionObserver(): void {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Tells every observer that its targets are now in view. */
export const scrollEverythingIntoView = () =>
  act(() => {
    for (const { callback, targets } of [...observers]) {
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });

/** The rootMargin each observer was created with. */
export const observerMargins = () => observers.map((observer) => observer.rootMargin);
