import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { registerRemoteEntries } from '../../../lib/remotes';
import { RouteFallback } from '../remote-fallback';

const ENTRY = 'https://cdn.example/mfe-blog/1.1.0-abc/remoteEntry.0123456789.js';

function BrokenPage(): never {
  throw new Error('the release broke');
}

describe('RouteFallback', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback and tells the server which remote entry failed, once', async () => {
    registerRemoteEntries({ mfe_blog: ENTRY });
    const router = createMemoryRouter([{ path: '/blog', element: <BrokenPage />, errorElement: <RouteFallback remote="mfe_blog" /> }], {
      initialEntries: ['/blog'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable right now' })).toBeInTheDocument();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/remote-errors', JSON.stringify({ remote: 'mfe_blog', entry: ENTRY }));
  });
});
