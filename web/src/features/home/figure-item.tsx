import type { Ref } from 'react';
import './figure-item.css';
import { useI18n } from '../../lib/i18n';
import { formatNumber } from '@bank/shared';
export interface Figure {
  end: number;
  suffix: string;
  label: string;
}

/**
 * One figure of the Home block: shown as 0 until counted up, read out by screen readers (and
 * printed in their copy) as its final value, before and after its count-up code has loaded.
 */
export function FigureItem({ end, suffix, label, valueRef }: Figure & { valueRef?: Ref<HTMLSpanElement> }) {
  const i18n = useI18n();
  return (
    <li className="figure">
      <span className="figure__value" aria-hidden="true" ref={valueRef}>
        0
      </span>
      <span className="visually-hidden">
        {formatNumber(end, i18n.numbers)}
        {suffix}
      </span>
      <span className="figure__label">{i18n._(label)}</span>
    </li>
  );
}
