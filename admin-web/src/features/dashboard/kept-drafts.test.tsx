import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { keepDraft, keptDrafts } from '../../lib/drafts';
import { renderWithData } from '../../testing/render-with-data';
import { KeptDrafts } from './kept-drafts';

const MINUTE = 60_000;
const ADMINISTRATOR_ID = 1;

const showKeptDrafts = () =>
  renderWithData(
    <MemoryRouter>
      <KeptDrafts />
    </MemoryRouter>,
  );

afterEach(() => localStorage.clear());

describe('KeptDrafts', () => {
  it('lists the unsaved text kept for the signed-in account, newest first, each with its age and the way back to its form', () => {
    const now = Date.now();
    keepDraft(ADMINISTRATOR_ID, {
      key: 'about:page',
      label: 'The About page',
      place: '/AdminPage/EditAbout?draft=page',
      values: { title: 'About us' },
      savedAt: now - 3 * 60 * MINUTE,
    });
    keepDraft(ADMINISTRATOR_ID, {
      key: 'news:new',
      label: 'New news/event',
      place: '/AdminPage/NewsEventPage?draft=new',
      values: { title: 'AGM' },
      savedAt: now - 16 * MINUTE,
    });
    showKeptDrafts();
    const kept = screen.getByRole('region', { name: 'Unsaved text kept in this browser' });
    expect(
      within(kept)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New news/event, typed 16 minutes ago Discard', 'The About page, typed 3 hours ago Discard']);
    expect(within(kept).getByRole('link', { name: 'New news/event' })).toHaveAttribute(
      'href',
      '/AdminPage/NewsEventPage?draft=new',
    );
  });

  it('discards one draft, and shows nothing once there is none', async () => {
    keepDraft(ADMINISTRATOR_ID, {
      key: 'news:new',
      label: 'New news/event',
      place: '/AdminPage/NewsEventPage?draft=new',
      values: { title: 'AGM' },
      savedAt: Date.now(),
    });
    showKeptDrafts();
    await userEvent.click(screen.getByRole('button', { name: 'Discard the unsaved text of New news/event' }));
    expect(keptDrafts(ADMINISTRATOR_ID)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Unsaved text kept in this browser' })).not.toBeInTheDocument();
  });
});
