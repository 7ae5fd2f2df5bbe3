import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { DataProvider } from '../lib/data-provider';

/** Renders a screen with the back office's data settings and a cache of its own. */
export function renderWithData(screen: ReactElement) {
  return render(<DataProvider value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</DataProvider>);
}
