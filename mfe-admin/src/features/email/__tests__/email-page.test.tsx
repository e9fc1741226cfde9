import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { renderAt } from '../../../test-support/render-at';
import EmailPage from '../email-page';
import { FAILED_ID, OUTBOX, OVERVIEW, REQUEUED, SUPPRESSIONS } from './mail-fixtures';

const fetchMock = installFetchMock();
const RETRY = `POST /api/admin/mail/outbox/${FAILED_ID}/retry`;
const RETRY_GRACE = 'Retry the message “Confirm your subscription” to grace@example.com';

/** The screen's three reads answer unless a test says otherwise. */
const route = (routes: Parameters<typeof routeFetch>[1] = {}) =>
  routeFetch(fetchMock, {
    'GET /api/admin/mail': () => answer(200, OVERVIEW),
    'GET /api/admin/mail/outbox': () => answer(200, pageOf(OUTBOX)),
    'GET /api/admin/mail/suppressions': () => answer(200, pageOf(SUPPRESSIONS)),
    ...routes,
  });
const open = (search = '') => renderAt(EmailPage, `/admin/email${search}`, '/admin/email');
const outbox = () => screen.findByRole('table', { name: 'Outbox' });
const outboxQueries = () => requestsTo(fetchMock, 'GET /api/admin/mail/outbox').map(({ query }) => query);
const sending = () => screen.getByRole('region', { name: 'Sending' });

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('shows how mail is sent with the counts, the outbox newest first, and the unsubscribed addresses', async () => {
  route();
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'E-mail' })).toBeInTheDocument();
  expect(screen.getByText('Loading the mail settings...')).toHaveAttribute('role', 'status');
  expect(screen.getByText('Loading messages...')).toHaveAttribute('role', 'status');
  expect(screen.getByText('Loading addresses...')).toHaveAttribute('role', 'status');

  expect(await within(sending()).findByText(/^Sending from/)).toHaveTextContent(
    'Sending from Founders Never Solo <hello@foundersneversolo.com>, at most 30 a minute.',
  );
  const counts = Array.from(sending().querySelectorAll('dl > div'), (entry) => entry.textContent);
  expect(counts).toEqual(['Queued2', 'Sent40', 'Failed1', 'Suppressed3']);
  expect(screen.queryByText(/Mail is turned off/)).not.toBeInTheDocument();

  const table = await outbox();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['To', 'Subject', 'Status', 'Attempts', 'When', 'Actions']);
  const failed = within(table).getByRole('row', { name: /grace@example.com/ });
  expect(failed).toHaveTextContent('Failed550 5.1.1 Mailbox unavailable');
  expect(failed.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T14:05:00.000Z');
  expect(within(failed).getByRole('button', { name: RETRY_GRACE })).toBeEnabled();
  const sent = within(table).getByRole('row', { name: /ada@example.com/ });
  expect(sent).toHaveTextContent('Sent');
  expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('2 messages')).toHaveAttribute('role', 'status');

  const unsubscribed = screen.getByRole('table', { name: 'Unsubscribed' });
  expect(
    within(unsubscribed)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent).slice(0, 2)),
  ).toEqual([
    ['Address', 'List'],
    ['linus@example.com', 'Newsletter'],
    ['linus@example.com', 'Wait list'],
    ['Erased (hash kept)', 'Newsletter'],
  ]);
  expect(screen.getByText('3 addresses')).toHaveAttribute('role', 'status');
  for (const read of ['GET /api/admin/mail', 'GET /api/admin/mail/outbox', 'GET /api/admin/mail/suppressions'])
    expect(requestsTo(fetchMock, read)[0]?.authorization).toBe('Bearer jwt');
  expect(outboxQueries()).toEqual([{ page: '1', pageSize: '20' }]);
  expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
});

it('says plainly when mail is turned off', async () => {
  route({ 'GET /api/admin/mail': () => answer(200, { ...OVERVIEW, enabled: false }) });
  open();
  expect(
    await screen.findByText(
      'Mail is turned off (MAIL_DISABLED=true): nothing is sent, and wait-list and newsletter sign-ups are taken without a confirmation mail.',
    ),
  ).toBeInTheDocument();
  expect(within(sending()).getByText(/^Set to send from/)).toBeInTheDocument();
});

it('narrows the outbox to a status from page 1, keeps it in the URL, and says when none stands there', async () => {
  route({ 'GET /api/admin/mail/outbox': () => answer(200, pageOf(OUTBOX.slice(0, 1), { total: 1 })) });
  open('?page=2');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Failed');
  expect(screen.getByTestId('search')).toHaveTextContent('?status=failed');
  await waitFor(() => expect(outboxQueries().at(-1)).toEqual({ status: 'failed', page: '1', pageSize: '20' }));
  expect(await screen.findByText('1 failed message')).toHaveAttribute('role', 'status');
  expect(
    within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Queued', 'Sent', 'Failed', 'Suppressed']);

  route({ 'GET /api/admin/mail/outbox': () => answer(200, pageOf([])) });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Queued');
  expect(await screen.findByText('No queued messages.')).toBeInTheDocument();
  expect(outboxQueries().at(-1)).toEqual({ status: 'queued', page: '1', pageSize: '20' });
});

it('pages the outbox in the URL and the unsubscribed addresses on their own', async () => {
  route({
    'GET /api/admin/mail/outbox': () => answer(200, pageOf(OUTBOX, { total: 45 })),
    'GET /api/admin/mail/suppressions': () => answer(200, pageOf(SUPPRESSIONS, { total: 25 })),
  });
  open('?status=sent');
  const outboxPager = await screen.findByRole('navigation', { name: 'Outbox pages' });
  await userEvent.click(within(outboxPager).getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('search')).toHaveTextContent('?status=sent&page=2');
  await waitFor(() => expect(outboxQueries().at(-1)).toEqual({ status: 'sent', page: '2', pageSize: '20' }));

  const unsubscribedPager = screen.getByRole('navigation', { name: 'Unsubscribed pages' });
  expect(unsubscribedPager).toHaveTextContent('Page 1 of 2');
  await userEvent.click(within(unsubscribedPager).getByRole('button', { name: 'Next' }));
  expect(unsubscribedPager).toHaveTextContent('Page 2 of 2');
  await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/admin/mail/suppressions').map(({ query }) => query.page)).toEqual(['1', '2']));
  expect(screen.getByTestId('search')).toHaveTextContent('?status=sent&page=2');
});

it('says so when nothing was sent yet and no one unsubscribed', async () => {
  route({
    'GET /api/admin/mail/outbox': () => answer(200, pageOf([])),
    'GET /api/admin/mail/suppressions': () => answer(200, pageOf([])),
  });
  open();
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  expect(await screen.findByText('No one has unsubscribed.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('retries a failed message: the button waits for the server, then the row shows it queued', async () => {
  let release: (response: Response) => void = () => undefined;
  route({ [RETRY]: () => new Promise<Response>((resolve) => (release = resolve)) });
  open();
  const table = await outbox();
  await userEvent.click(within(table).getByRole('button', { name: RETRY_GRACE }));
  expect(within(table).getByRole('button', { name: RETRY_GRACE })).toBeDisabled();
  expect(requestsTo(fetchMock, RETRY)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);

  release(answer(200, REQUEUED));
  const done = await screen.findByText('The message to grace@example.com is queued again.');
  expect(done).toHaveAttribute('role', 'status');
  // The Retry button went with the failed status: the focus is on what became of the message.
  expect(done).toHaveFocus();
  const row = within(table).getByRole('row', { name: /grace@example.com/ });
  expect(row).toHaveTextContent('Queued');
  expect(row).not.toHaveTextContent('Mailbox unavailable');
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  expect(outboxQueries()).toHaveLength(1);
});

it('shows why the server refused a retry, and the button works again', async () => {
  route({ [RETRY]: () => answer(409, { message: 'Only a failed message can be retried.' }) });
  open();
  const retry = within(await outbox()).getByRole('button', { name: RETRY_GRACE });
  await userEvent.click(retry);
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a failed message can be retried.');
  expect(retry).toBeEnabled();
  expect(within(await outbox()).getByRole('row', { name: /grace@example.com/ })).toHaveTextContent('Failed');
});

it('sends a test mail and shows the answer in a status region', async () => {
  let release: (response: Response) => void = () => undefined;
  route({ 'POST /api/admin/mail/test': () => new Promise<Response>((resolve) => (release = resolve)) });
  open();
  await userEvent.type(screen.getByRole('textbox', { name: /Send a test mail to/ }), ' me@example.com ');
  await userEvent.click(screen.getByRole('button', { name: 'Send test mail' }));
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release(answer(202, { message: 'A test mail to me@example.com is on its way.' }));
  expect(await screen.findByText('A test mail to me@example.com is on its way.')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Send test mail' })).toBeEnabled();
  expect(requestsTo(fetchMock, 'POST /api/admin/mail/test')).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', body: { to: 'me@example.com' } }),
  ]);
});

it('shows a refused test mail in an alert, the form still usable', async () => {
  route({ 'POST /api/admin/mail/test': () => answer(409, { message: 'Mail is turned off (MAIL_DISABLED=true).' }) });
  open();
  await userEvent.type(screen.getByRole('textbox', { name: /Send a test mail to/ }), 'me@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send test mail' }));
  expect(await within(sending()).findByRole('alert')).toHaveTextContent('Mail is turned off (MAIL_DISABLED=true).');
  expect(screen.getByRole('button', { name: 'Send test mail' })).toBeEnabled();
});

it('a part that fails to load says why and offers to try again; the rest of the screen works', async () => {
  const overviews = [answer(500, { message: 'The database is not reachable.' }), answer(200, OVERVIEW)];
  route({ 'GET /api/admin/mail': () => overviews.shift()! });
  open();
  const alert = await within(sending()).findByRole('alert');
  expect(alert).toHaveTextContent('The database is not reachable.');
  expect(await outbox()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send test mail' })).toBeEnabled();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(sending()).findByText(/^Sending from/)).toBeInTheDocument();
});

it('a failed outbox read says why, with a retry', async () => {
  const pages = [answer(502, 'bad gateway'), answer(200, pageOf(OUTBOX))];
  route({ 'GET /api/admin/mail/outbox': () => pages.shift()! });
  open();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('HTTP error! Status: 502.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await outbox()).toBeInTheDocument();
});
