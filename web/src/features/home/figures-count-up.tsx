import { useRef } from 'react';
import { useCountUp } from 'react-countup';
import { COUNT_UP_DURATION_S } from '@bank/shared';
import { FIGURES } from './home-content';

function Figure({ end, suffix, label }: (typeof FIGURES)[number]) {
  const value = useRef<HTMLSpanElement>(null);
  useCountUp({ ref: value as React.RefObject<HTMLElement>, start: 0, end, suffix, duration: COUNT_UP_DURATION_S, enableScrollSpy: true, scrollSpyOnce: true });
  return (
    <li className="figure">
      {/* Screen readers get the final figure, not every step of the animation. */}
      <span className="figure__value" aria-hidden="true" ref={value}>
        0
      </span>
      <span className="visually-hidden">
        {end}
        {suffix}
      </span>
      <span className="figure__label">{label}</span>
    </li>
  );
}

/** 100+ years, 10 employees, 2 branches, counting up over 2 s once scrolled into view. */
export function FiguresCountUp() {
  return (
    <ul className="figures" role="list">
      {FIGURES.map((figure) => (
        <Figure key={figure.label} {...figure} />
      ))}
    </ul>
  );
}
