import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

const renderHeader = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );

describe('Header', () => {
  it('turns sticky once the page has scrolled more than 10 pixels', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
  });

  it('opens the MORE menu from the keyboard and closes it with Escape', async () => {
    renderHeader();
    const more = screen.getByRole('button', { name: 'MORE' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'AWARDS AND ACHIEVEMENTS' })).toHaveAttribute('href', '/Awards');
    expect(screen.getByRole('link', { name: 'POLICIES&CIRCULARS' })).toHaveAttribute('href', '/PoliciesCirculars');
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('opens the slide-in menu with the hamburger and closes it with the close icon', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveClass('is-open');
    // The mobile menu sends management to /Management (SPEC §2).
    expect(menu.querySelector('a[href="/Management"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu).not.toHaveClass('is-open');
  });

  it('keeps the keyboard inside the open mobile menu, and Escape closes it and returns to the hamburger', async () => {
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'CONTACT US' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toHaveClass('is-open');
    expect(hamburger).toHaveFocus();
  });
});
