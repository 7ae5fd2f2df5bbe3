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
 * only the code of what it shows (the Home page's first-screen JavaScript budget).
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return <div ref={placeholder}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
