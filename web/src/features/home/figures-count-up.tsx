import { useEffect, useRef } from 'react';
import { useCountUp } from 'react-countup';
import { COUNT_UP_DURATION_S } from '@bank/shared';
import { FigureItem, type Figure } from './figure-item';

function CountedFigure({ end, suffix, label }: Figure) {
  const value = useRef<HTMLSpanElement>(null);
  // The hook would start counting on mount (startOnMount); instead the counter is only created here,
  // and its scroll spy (an IntersectionObserver) starts it once the figure enters the viewport.
  const { getCountUp } = useCountUp({
    ref: value as React.RefObject<HTMLElement>,
    start: 0,
    end,
    suffix,
    duration: COUNT_UP_DURATION_S,
    startOnMount: false,
    enableScrollSpy: true,
    scrollSpyOnce: true,
  });
  useEffect(() => {
    // A fresh counter on each mount: StrictMode mounts twice, and a destroyed one no longer observes.
    const counter = getCountUp(true);
    return () => counter.onDestroy();
  }, [getCountUp]);
  return <FigureItem end={end} suffix={suffix} label={label} valueRef={value} />;
}

/** 100+ years, 10 employees, the branches, counting up over 2 s once scrolled into view. */
export function FiguresCountUp({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className="figures figures--counting" role="list">
      {figures.map((figure) => (
        <CountedFigure key={figure.label} {...figure} />
      ))}
    </ul>
  );
}
