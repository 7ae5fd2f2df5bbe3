import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface LoadWhenNearProps {
  /** Lazy content (React.lazy components), rendered once the visitor scrolls near it. */
  children: ReactNode;
  /** Shown until then, and while the content's code loads: the same size and text where possible. */
  fallback: ReactNode;
  /** How far ahead of the viewport loading starts. */
  margin?: string;
}

/**
 * Holds below-the-fold content back until it comes near the viewport, so a first visit fetches
 * only the code of what it shows (the Home page's first-screen JavaScript budget). A key press
 * (a keyboard user may Tab past it without scrolling) or printing loads it at once.
 */
export function LoadWhenNear({ children, fallback, margin = '300px' }: LoadWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    // Without an observer (very old browsers) the content simply loads at once.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const load = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    window.addEventListener('keydown', load, { once: true });
    window.addEventListener('beforeprint', load, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', load);
      window.removeEventListener('beforeprint', load);
    };
  }, [near, margin]);

  return <div ref={placeholder}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
