import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { usePageViewNotice } from './page-view-notice';

function Page() {
  usePageViewNotice();
  return null;
}

const sent = () => vi.mocked(fetch).mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe('usePageViewNotice', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the server of each page reached by navigation, not of the first one, nor of unknown paths', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(fetch).not.toHaveBeenCalled();

    await act(() => router.navigate('/Deposits'));
    await act(() => router.navigate('/Awards/3'));
    await act(() => router.navigate('/no-such-page'));
    await act(() => router.navigate('/news'));
    await act(() => router.navigate('/'));

    expect(sent()).toEqual([
      ['/api/page-views', { path: '/Deposits' }],
      ['/api/page-views', { path: '/Awards/3' }],
      ['/api/page-views', { path: '/' }],
    ]);
    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('says nothing to the visitor when the notice is lost', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/About'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/Loan'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
