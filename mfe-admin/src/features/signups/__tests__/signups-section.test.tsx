import type { SignupStats } from '@fns/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { formatDateTime } from '../../../lib/local-time';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import { SignupsSection } from '../signups-section';
import { formatDay } from '../utc-days';
import { COMPUTED_AT, EMPTY_STATS, SIGNUPS_API, statsOf } from './signup-fixtures';

// jsdom draws no canvas: the lazy chart is a stand-in here (chart-options.test.ts checks what it is given).
jest.mock('../signups-chart', () => ({
  __esModule: true,
  default: ({ perDay }: { perDay: SignupStats['perDay'] }) => <div data-testid="signups-chart">{perDay.length} days</div>,
}));

const fetchMock = installFetchMock();
const section = () => within(screen.getByRole('region', { name: 'Sign-ups' }));
const answering = (stats: SignupStats) => routeFetch(fetchMock, { [SIGNUPS_API]: () => answer(200, stats) });
const renderSection = () => renderAt(SignupsSection, '/admin/dashboard');
/** Each row's cells as text, the header row first. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('says it is loading, then shows the totals, when they were counted and the daily chart', async () => {
  answering(statsOf());
  renderSection();
  expect(section().getByText('Loading sign-ups...')).toHaveAttribute('role', 'status');
  expect(await section().findByText('7 sign-ups: 5 confirmed, 2 pending')).toBeInTheDocument();
  const countedAt = section().getByText(formatDateTime(COMPUTED_AT));
  expect(countedAt).toHaveAttribute('dateTime', COMPUTED_AT);
  expect(countedAt.parentElement).toHaveTextContent(`Updated ${formatDateTime(COMPUTED_AT)}`);
  expect(await section().findByTestId('signups-chart')).toHaveTextContent('3 days');
  expect(requestsTo(fetchMock, SIGNUPS_API)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', query: { days: '30', list: 'all' } }),
  ]);
});

it('offers the chart as a table of every day: confirmed and pending', async () => {
  answering(statsOf());
  renderSection();
  await userEvent.click(await section().findByText('Show the numbers as a table'));
  const table = section().getByRole('table', { name: 'Sign-ups per day (UTC), last 30 days' });
  expect(cellsOf(table)).toEqual([
    ['Day', 'Confirmed', 'Pending'],
    [formatDay('2026-05-01'), '2', '0'],
    [formatDay('2026-05-02'), '0', '0'],
    [formatDay('2026-05-03'), '3', '2'],
  ]);
  expect(within(table).getByText(formatDay('2026-05-03'))).toHaveAttribute('dateTime', '2026-05-03');
});

it('breaks the sign-ups down by post, page, remote version and source', async () => {
  answering(statsOf());
  renderSection();
  const posts = await section().findByRole('table', { name: 'Posts that brought sign-ups' });
  expect(cellsOf(posts)).toEqual([
    ['Post', 'Confirmed', 'Pending', 'Total'],
    ['Founders who ship', '3', '1', '4'],
  ]);
  expect(within(posts).getByRole('link', { name: 'Founders who ship' })).toHaveAttribute('href', '/blog/founders-who-ship');
  expect(cellsOf(section().getByRole('table', { name: 'Pages' }))).toEqual([
    ['Page', 'Confirmed', 'Pending', 'Total'],
    ['/pricing', '2', '1', '3'],
  ]);
  // Each remote's versions together, most sign-ups first; a remote the console does not know keeps its name.
  expect(cellsOf(section().getByRole('table', { name: 'Remote versions' }))).toEqual([
    ['Remote', 'Version', 'Confirmed', 'Pending', 'Total'],
    ['blog', '1.4.0', '1', '1', '2'],
    ['blog', '1.3.0', '0', '0', '0'],
    ['marketing', '2.0.0', '3', '1', '4'],
    ['mfe_legacy', '0.9.0', '1', '0', '1'],
  ]);
  expect(cellsOf(section().getByRole('table', { name: 'Sources' }))).toEqual([
    ['Source', 'Campaign', 'Confirmed', 'Pending', 'Total'],
    ['newsletter', 'spring-launch', '4', '1', '5'],
    ['Direct or unknown', '—', '1', '1', '2'],
  ]);
});

it('says so for a window without sign-ups', async () => {
  answering(EMPTY_STATS);
  renderSection();
  expect(await section().findByText('No sign-ups in this window.')).toBeInTheDocument();
  expect(section().queryByRole('table')).not.toBeInTheDocument();
  expect(section().queryByTestId('signups-chart')).not.toBeInTheDocument();
});

it('says so for a breakdown without rows', async () => {
  answering(statsOf({ byVersion: [] }));
  renderSection();
  const heading = await section().findByRole('heading', { level: 3, name: 'Remote versions' });
  expect(heading.nextElementSibling).toHaveTextContent('No sign-ups in this window.');
  expect(section().queryByRole('table', { name: 'Remote versions' })).not.toBeInTheDocument();
});

it('shows why the figures failed, with a retry', async () => {
  const answers = [answer(500, { message: 'The database is not reachable.' }), answer(200, statsOf())];
  routeFetch(fetchMock, { [SIGNUPS_API]: () => answers.shift()! });
  renderSection();
  const alert = await section().findByRole('alert');
  expect(alert).toHaveTextContent('The database is not reachable.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await section().findByText('7 sign-ups: 5 confirmed, 2 pending')).toBeInTheDocument();
  expect(section().queryByRole('alert')).not.toBeInTheDocument();
});

it('without a token sends nothing and leaves the way back to sign-in to the dashboard (one notice, not one per section)', async () => {
  removeAuthToken();
  renderSection();
  await waitFor(() => expect(section().queryByRole('status')).not.toBeInTheDocument());
  expect(section().queryByRole('alert')).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('fetches the figures again for the window and the list chosen', async () => {
  answering(statsOf());
  renderSection();
  await section().findByText('7 sign-ups: 5 confirmed, 2 pending');
  expect(section().getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

  await userEvent.click(section().getByRole('radio', { name: 'Last 90 days' }));
  expect(section().getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  await section().findByText('7 sign-ups: 5 confirmed, 2 pending');
  await userEvent.selectOptions(section().getByRole('combobox', { name: 'List' }), 'Wait list');

  await waitFor(() => expect(requestsTo(fetchMock, SIGNUPS_API)).toHaveLength(3));
  expect(requestsTo(fetchMock, SIGNUPS_API).map(({ query }) => query)).toEqual([
    { days: '30', list: 'all' },
    { days: '90', list: 'all' },
    { days: '90', list: 'waitlist' },
  ]);
  expect(
    within(section().getByRole('combobox', { name: 'List' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All lists', 'Wait list', 'Newsletter']);
});

it('moves between the windows with the arrow keys', async () => {
  answering(statsOf());
  renderSection();
  await userEvent.tab();
  expect(section().getByRole('radio', { name: 'Last 30 days' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(section().getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  await waitFor(() => expect(requestsTo(fetchMock, SIGNUPS_API).at(-1)?.query).toEqual({ days: '90', list: 'all' }));
});

it('shows the figures of the latest choice when an earlier answer arrives late', async () => {
  let answerFirst: (response: Response) => void = () => {};
  const answers = [new Promise<Response>((resolve) => (answerFirst = resolve)), Promise.resolve(answer(200, statsOf({ days: 90 })))];
  routeFetch(fetchMock, { [SIGNUPS_API]: () => answers.shift()! });
  renderSection();
  await userEvent.click(section().getByRole('radio', { name: 'Last 90 days' }));
  await userEvent.click(await section().findByText('Show the numbers as a table'));
  // The earlier answer lands, and everything it would set off runs (a macrotask comes after them all).
  await act(async () => {
    answerFirst(answer(200, statsOf({ days: 30, total: { confirmed: 1, pending: 0 } })));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(section().getByRole('table', { name: 'Sign-ups per day (UTC), last 90 days' })).toBeInTheDocument();
  expect(section().getByText('7 sign-ups: 5 confirmed, 2 pending')).toBeInTheDocument();
});
