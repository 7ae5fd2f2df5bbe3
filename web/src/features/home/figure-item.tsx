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
 * One figure of the Home block, as the server sends it: its real value, so a visitor without
 * JavaScript (or before the count-up's code has loaded) reads the true figure. The count-up, where
 * scripts run, sets the shown value to 0 and counts it up once it is in view; screen readers (and
 * the printed copy) always get the final value.
 */
export function FigureItem({ end, suffix, label, valueRef }: Figure & { valueRef?: Ref<HTMLSpanElement> }) {
  const i18n = useI18n();
  const value = `${formatNumber(end, i18n.numbers)}${suffix}`;
  return (
    <li className="figure">
      <span className="figure__value" aria-hidden="true" ref={valueRef}>
        {value}
      </span>
      <span className="visually-hidden">{value}</span>
      <span className="figure__label">{i18n._(label)}</span>
    </li>
  );
}
