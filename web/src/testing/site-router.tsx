import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '../app/router-navigation';

/** A router in memory with the site's links on it (the app's, as App gives them), for a component's test. */
export function SiteRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={initialEntries}>
      <RouterNavigation base="">{children}</RouterNavigation>
    </MemoryRouter>
  );
}
