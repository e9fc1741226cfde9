import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import type { RemoteStatus } from '@fns/contracts';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import ReleasesPage from '../releases-page';

const fetchMock = installFetchMock();

const version = (name: string) => ({
  version: name,
  manifestUrl: `http://localhost:3002/releases/${name}/remote-manifest.json`,
  commit: '0123456789ab',
  builtAt: '2026-11-20T10:00:00.000Z',
  registeredAt: '2026-11-20T10:01:00.000Z',
  exposes: ['./routes'],
  routes: ['/blog', '/blog/:slug'],
  shared: { react: '^19.3.1' },
  integrity: null,
  renders: 120,
  failures: 1,
  stages: { entry: 1 },
  examples: [
    { stage: 'entry' as const, route: '/blog', message: 'could not load remoteEntry.0123456789.js', traceId: '0a1b2c3d4e5f6071', at: '2026-11-20T10:05:00.000Z' },
  ],
  timeline: [] as Array<{ minute: string; renders: number; failures: number }>,
  vitals: { LCP: { p75: 1234.4, samples: 40 }, CLS: { p75: 0.031, samples: 1 } },
});

const idle = (remote: RemoteStatus['remote']): RemoteStatus => ({
  remote,
  live: { version: null, manifestUrl: null },
  canary: null,
  canRollBack: false,
  rollbackTo: null,
  history: [],
  versions: [],
});

const blog: RemoteStatus = {
  ...idle('mfe_blog'),
  live: { version: '1.0.0-live', manifestUrl: version('1.0.0-live').manifestUrl },
  canRollBack: true,
  rollbackTo: { version: null, manifestUrl: null },
  history: [{ action: 'promote', version: '1.0.0-live', from: null, by: 'admin', at: '2026-11-21T09:00:00.000Z', reason: null }],
  versions: [version('1.1.0-next'), version('1.0.0-live')],
};

const REFUSAL = 'mfe_blog 1.1.0-next needs react ^20.0.0, but the live shell provides react 19.3.1.';

describe('Releases page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    storeAuthToken('jwt');
  });

  const open = () => renderAt(ReleasesPage, '/admin/releases');
  const blogCard = () => screen.findByRole('region', { name: 'Blog (mfe_blog)' });

  it("shows each remote's live version, its released versions and its history", async () => {
    routeFetch(fetchMock, { 'GET /api/admin/remotes': () => answer(200, { remotes: [idle('mfe_marketing'), blog, idle('mfe_admin')] }) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading releases...');
    const card = await blogCard();
    expect(within(card).getByText('1.0.0-live', { selector: 'dd' })).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Blog released versions' });
    expect(within(table).getByRole('row', { name: /1\.0\.0-live \(live\)/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Promote 1.1.0-next' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Promote 1.0.0-live' })).toBeNull();
    expect(within(card).getByRole('listitem')).toHaveTextContent('Promoted 1.0.0-live (was the configured deployment), by admin,');
    const marketing = screen.getByRole('region', { name: 'Marketing (mfe_marketing)' });
    expect(within(marketing).getByText('the configured deployment')).toBeInTheDocument();
    expect(within(marketing).queryByRole('button', { name: 'Roll back' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/admin/remotes')[0]?.authorization).toBe('Bearer jwt');
  });

  it('promotes after confirmation with the password, and names the release check that refused it', async () => {
    let refuse = true;
    routeFetch(fetchMock, {
      'GET /api/admin/remotes': () => answer(200, { remotes: [blog] }),
      'POST /api/admin/remotes/mfe_blog/promote': () => (refuse ? answer(409, { message: REFUSAL }) : answer(200, blog)),
    });
    open();
    await userEvent.click(within(await blogCard()).getByRole('button', { name: 'Promote 1.1.0-next' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote Blog 1.1.0-next?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // A promotion puts code on every page: it takes the password again.
    expect(within(dialog).getByRole('button', { name: 'Promote' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSAL);

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Blog 1.1.0-next is live.');
    expect(requestsTo(fetchMock, 'POST /api/admin/remotes/mfe_blog/promote').map(({ body }) => body)).toEqual([
      { version: '1.1.0-next', password: 'correct horse' },
      { version: '1.1.0-next', password: 'correct horse' },
    ]);
  });

  it('starts a canary with the share given, and refuses a share that is not 1–99', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/remotes': () => answer(200, { remotes: [blog] }),
      'POST /api/admin/remotes/mfe_blog/promote': () => answer(200, blog),
    });
    open();
    await userEvent.click(within(await blogCard()).getByRole('button', { name: 'Canary 1.1.0-next' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a canary of Blog 1.1.0-next?' });
    const share = within(dialog).getByLabelText('Share of visitors (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '150');
    expect(within(dialog).getByRole('button', { name: 'Start canary' })).toBeDisabled();
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Blog 1.1.0-next is served to 25% of visitors.'));
    expect(requestsTo(fetchMock, 'POST /api/admin/remotes/mfe_blog/promote')[0]?.body).toEqual({
      version: '1.1.0-next',
      canaryPercent: 25,
      password: 'correct horse',
    });
  });

  it('rolls back, or ends a running canary, after confirmation; Cancel sends nothing', async () => {
    const withCanary: RemoteStatus = {
      ...blog,
      canary: { version: '1.1.0-next', manifestUrl: version('1.1.0-next').manifestUrl, percent: 10, since: '2026-11-22T09:00:00.000Z', renders: 40, failures: 0 },
      rollbackTo: blog.live,
    };
    routeFetch(fetchMock, {
      'GET /api/admin/remotes': () => answer(200, { remotes: [withCanary] }),
      'POST /api/admin/remotes/mfe_blog/rollback': () => answer(200, blog),
    });
    open();
    const card = await blogCard();
    expect(within(card).getByText('1.1.0-next to 10% of visitors: 0 failures in 40 pages')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'End canary' }));
    let dialog = screen.getByRole('dialog', { name: 'End the canary of Blog 1.1.0-next?' });
    expect(dialog).toHaveTextContent('Every visitor gets the live version, 1.0.0-live, within seconds.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'POST /api/admin/remotes/mfe_blog/rollback')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'End canary' }));
    dialog = screen.getByRole('dialog', { name: 'End the canary of Blog 1.1.0-next?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End canary' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The canary of Blog has ended.'));
    expect(requestsTo(fetchMock, 'POST /api/admin/remotes/mfe_blog/rollback')).toHaveLength(1);
  });

  it('makes a preview link of a version, to open or pass on, and says why one was refused', async () => {
    let refuse = true;
    const link = { url: 'http://localhost:3000/release-preview?token=abc.def&to=%2Fblog', expiresAt: '2026-11-28T11:00:00.000Z' };
    routeFetch(fetchMock, {
      'GET /api/admin/remotes': () => answer(200, { remotes: [blog] }),
      'POST /api/admin/remotes/previews': () =>
        refuse
          ? answer(409, { message: 'mfe_blog 1.1.0-next cannot be previewed: its origin is not one of the release origins' })
          : answer(201, { ...link, pins: [{ remote: 'mfe_blog', version: '1.1.0-next' }] }),
    });
    open();
    const card = await blogCard();
    expect(within(card).queryByRole('button', { name: 'Preview 1.0.0-live' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Preview 1.1.0-next' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('its origin is not one of the release origins');

    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Preview 1.1.0-next' }));
    const opened = await within(card).findByRole('link', { name: link.url });
    expect(opened).toHaveAttribute('href', link.url);
    expect(card).toHaveTextContent('the browser that opens it sees Blog 1.1.0-next on every page; other visitors keep the live version');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/admin/remotes/previews')[1]?.body).toEqual({ pins: [{ remote: 'mfe_blog', version: '1.1.0-next' }] });
  });

  it("shows each served version's health: failures by stage, the error rate over the last hour and the latest failures", async () => {
    const minute = new Date(Date.now() - (Date.now() % 60_000)).toISOString();
    const failing = { ...blog, versions: [{ ...version('1.0.0-live'), timeline: [{ minute, renders: 10, failures: 5 }] }] };
    routeFetch(fetchMock, { 'GET /api/admin/remotes': () => answer(200, { remotes: [failing] }) });
    open();
    const card = await blogCard();
    const health = within(card).getByText('1.0.0-live (live): 120 pages served, 1 failed (0.8%)').closest('details')!;
    expect(health).toHaveAttribute('open');
    expect(within(health).getByText('Entry script', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1');
    const experience = within(health).getByLabelText("Real visitors' experience of 1.0.0-live (p75)");
    expect(experience).toHaveTextContent('LCP p751234 ms (40 samples)INP p75no samples yetCLS p750.03 (1 sample)');
    expect(within(health).getByRole('img', { name: /^Error rate per minute of 1\.0\.0-live, last hour\. Highest error rate in the last hour: 50% at / })).toBeInTheDocument();
    const latest = within(health).getByRole('table', { name: 'Latest failures of 1.0.0-live' });
    expect(within(latest).getByRole('row', { name: /Entry script \/blog could not load remoteEntry\.0123456789\.js 0a1b2c3d4e5f6071/ })).toBeInTheDocument();
  });

  it('asks again every few seconds, quietly, so that a failure shows within seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let failures = 1;
      routeFetch(fetchMock, { 'GET /api/admin/remotes': () => answer(200, { remotes: [{ ...blog, versions: [{ ...version('1.0.0-live'), failures }] }] }) });
      open();
      const card = await blogCard();
      expect(within(card).getByText(/120 pages served, 1 failed/)).toBeInTheDocument();
      failures = 7;
      await act(() => jest.advanceTimersByTimeAsync(4_000));
      expect(within(card).getByText(/120 pages served, 7 failed/)).toBeInTheDocument();
      expect(screen.getByRole('status')).not.toHaveTextContent('Loading releases...');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the failure to load with a way to try again', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/remotes': () => answer(500, { message: 'Database unavailable' }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
