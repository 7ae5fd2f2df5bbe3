import { render, screen } from '@testing-library/react';
import { SiteRouter } from '../../testing/site-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says Page Not Found and leads Back to Home', () => {
    render(
      <SiteRouter>
        <NotFoundPage />
      </SiteRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Page Not Found');
  });
});
