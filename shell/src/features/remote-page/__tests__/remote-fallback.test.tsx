import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { RuntimeConfigContext } from '../../../config/runtime-config-context';
import { registerRemoteEntries } from '../../../lib/remotes';
import { RemoteLoadError } from '../../../lib/remote-failure';
import { RouteFallback } from '../remote-page';

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
  rumSampleRate: 0,
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

  it("shows the fallback and tells the server which remote failed, where and with which trace id, once, with the page's report token", async () => {
    await renderBrokenBlog('the-page-token');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = (sendBeacon.mock.calls as unknown as Array<[string, string]>)[0]!;
    const report = JSON.parse(body) as Record<string, string>;
    expect({ url, report }).toEqual({
      url: '/remote-errors',
      report: {
        remote: 'mfe_blog',
        token: 'the-page-token',
        stage: 'render',
        route: '/blog',
        message: 'the release broke',
        traceId: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown,
      },
    });
    // The visitor is shown the same trace id, to quote.
    expect(await screen.findByText(`Reference: ${report.traceId}`)).toBeInTheDocument();
  });

  it('names the stage at which a remote stopped loading', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/blog',
          lazy: () => Promise.reject(new RemoteLoadError('entry', 'could not load remoteEntry.0123456789.js')),
          errorElement: <RouteFallback remote="mfe_blog" />,
        },
      ],
      { initialEntries: ['/blog'] },
    );
    render(
      <RuntimeConfigContext.Provider value={configWith('the-page-token')}>
        <RouterProvider router={router} />
      </RuntimeConfigContext.Provider>,
    );
    await screen.findByRole('heading', { name: 'This part of the site is unavailable right now' });
    const [, body] = (sendBeacon.mock.calls as unknown as Array<[string, string]>)[0]!;
    expect(JSON.parse(body) as unknown).toEqual(
      expect.objectContaining({ stage: 'entry', message: 'could not load remoteEntry.0123456789.js' }),
    );
  });

  it('tells no one from a page without a report token (the development host)', async () => {
    await renderBrokenBlog(undefined);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
