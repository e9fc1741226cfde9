import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { RuntimeConfigContext } from '../../../config/runtime-config-context';
import { registerRemoteEntries } from '../../../lib/remotes';
import { RouteFallback } from '../remote-fallback';

const ENTRY = 'https://cdn.example/mfe-blog/1.1.0-abc/remoteEntry.0123456789.js';

function BrokenPage(): never {
  throw new Error('the release broke');
}

const configWith = (reportToken: string | undefined): RuntimeConfig => ({
  remotes: { mfe_marketing: '', mfe_blog: ENTRY, mfe_admin: '' },
  integrity: {},
  versions: {},
  apiBase: '/api',
  recaptchaSiteKey: '',
  showScreenSize: false,
  reportToken,
});

describe('RouteFallback', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerRemoteEntries({ mfe_blog: ENTRY });
  });
  afterEach(() => jest.restoreAllMocks());

  const renderBrokenBlog = async (reportToken: string | undefined) => {
    const router = createMemoryRouter([{ path: '/blog', element: <BrokenPage />, errorElement: <RouteFallback remote="mfe_blog" /> }], {
      initialEntries: ['/blog'],
    });
    render(
      <RuntimeConfigContext.Provider value={configWith(reportToken)}>
        <RouterProvider router={router} />
      </RuntimeConfigContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable right now' })).toBeInTheDocument();
  };

  it("shows the fallback and tells the server which remote failed, once, with the page's report token", async () => {
    await renderBrokenBlog('the-page-token');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/remote-errors', JSON.stringify({ remote: 'mfe_blog', token: 'the-page-token' }));
  });

  it('tells no one from a page without a report token (the development host)', async () => {
    await renderBrokenBlog(undefined);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
