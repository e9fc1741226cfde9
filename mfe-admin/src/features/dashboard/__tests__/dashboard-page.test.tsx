import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAuthToken, removeAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { formatDateTime } from '../../../lib/local-time';
import { answer, callsTo, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { renderDashboard, route as routeFor, row } from './dashboard-fixtures';

const fetchMock = installFetchMock();
const PUBLISHED_AT = '2026-04-14T08:00:00.000Z';
const SCHEDULED_AT = '2026-05-01T07:00:00.000Z';
const SENT_AT = '2026-04-15T09:30:00.000Z';
const POSTS = [row(1, 'First story', 'published', PUBLISHED_AT), row(2, 'Second story', 'draft', null)];
/** The dashboard's calls as an Administrator's. */
const route = (routes: Parameters<typeof routeFor>[1]) => routeFor(fetchMock, routes);

let confirmSpy: jest.SpiedFunction<typeof window.confirm>;
beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

it('lists the posts with their status and actions', async () => {
  route({ 'GET /api/admin/posts': () => answer(200, POSTS) });
  renderDashboard();
  expect(screen.getByText('Loading posts...')).toHaveAttribute('role', 'status');
  const table = await screen.findByRole('table', { name: 'Posts' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Title', 'Author', 'Status', 'Newsletter', 'Actions']);
  const second = within(table).getByRole('row', { name: /Second story/ });
  expect(second).toHaveTextContent('Draft');
  expect(within(table).getByRole('row', { name: /First story/ })).toHaveTextContent('Published');
  expect(within(second).getByRole('link', { name: 'Edit Second story' })).toHaveAttribute('href', '/admin/posts/edit/2');
});

it('shows each post as Draft, Scheduled or Published, with its publish time in local time', async () => {
  const posts = [...POSTS, row(3, 'Third story', 'scheduled', SCHEDULED_AT)];
  route({ 'GET /api/admin/posts': () => answer(200, posts) });
  renderDashboard();
  const table = await screen.findByRole('table', { name: 'Posts' });
  const statusOf = (title: string) =>
    within(table)
      .getByRole('row', { name: new RegExp(title) })
      .querySelectorAll('td')[1]!;
  expect(statusOf('First story')).toHaveTextContent(`Published on ${formatDateTime(PUBLISHED_AT)}`);
  expect(statusOf('Second story')).toHaveTextContent(/^Draft$/);
  expect(statusOf('Third story')).toHaveTextContent(`Scheduled for ${formatDateTime(SCHEDULED_AT)}`);
  expect(within(statusOf('Third story')).getByText(formatDateTime(SCHEDULED_AT))).toHaveAttribute('dateTime', SCHEDULED_AT);
});

it('says when each post went out as the newsletter and to how many, and offers to send a published one', async () => {
  const posts = [
    row(1, 'First story', 'published', PUBLISHED_AT, { sentAt: SENT_AT, recipients: 120 }),
    row(2, 'Second story', 'draft', null),
    row(3, 'Third story', 'scheduled', SCHEDULED_AT),
    row(4, 'Fourth story', 'published', PUBLISHED_AT),
  ];
  route({ 'GET /api/admin/posts': () => answer(200, posts) });
  renderDashboard();
  const table = await screen.findByRole('table', { name: 'Posts' });
  const rowOf = (title: string) => within(table).getByRole('row', { name: new RegExp(title) });
  const newsletterOf = (title: string) => rowOf(title).querySelectorAll('td')[2]!;
  expect(newsletterOf('First story')).toHaveTextContent(`Sent to 120 on ${formatDateTime(SENT_AT)}`);
  expect(within(newsletterOf('First story')).getByText(formatDateTime(SENT_AT))).toHaveAttribute('dateTime', SENT_AT);
  expect(newsletterOf('Fourth story')).toHaveTextContent(/^—$/);
  expect(newsletterOf('Second story')).toHaveTextContent(/^—$/);
  // Sent before or not, a published post may go (again); a draft or a scheduled post may not yet.
  expect(within(rowOf('First story')).getByRole('link', { name: 'Send as newsletter: First story' })).toHaveAttribute(
    'href',
    '/admin/posts/newsletter/1',
  );
  expect(within(rowOf('Fourth story')).getByRole('link', { name: 'Send as newsletter: Fourth story' })).toHaveTextContent(
    'Send as newsletter',
  );
  expect(within(rowOf('Second story')).queryByRole('link', { name: /as newsletter/ })).not.toBeInTheDocument();
  expect(within(rowOf('Third story')).queryByRole('link', { name: /as newsletter/ })).not.toBeInTheDocument();
  // Edit and Delete stay as they were.
  expect(
    within(rowOf('First story'))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Edit', 'Send as newsletter']);
  expect(within(rowOf('First story')).getByRole('button', { name: 'Delete First story' })).toBeInTheDocument();
});

it('shows the audience counts, each list linking to its page', async () => {
  route({ 'GET /api/admin/posts': () => answer(200, POSTS) });
  renderDashboard();
  // Once the role is known: an Administrator's dashboard has them.
  const audience = await screen.findByRole('region', { name: 'Audience' });
  expect(within(audience).getByText('Loading counts...')).toHaveAttribute('role', 'status');
  const [waitlist, newsletter, messages] = within(audience).getAllByRole('listitem');
  // Each list's sign-ups at each of its statuses, in the order they go through them.
  await waitFor(() =>
    expect(waitlist).toHaveTextContent('12 sign-ups+3 in the last 7 days2 pending · 6 waiting · 2 invited · 1 joined · 1 removed'),
  );
  expect(within(waitlist!).getByRole('link', { name: 'Wait list' })).toHaveAttribute('href', '/admin/waitlist');
  expect(newsletter).toHaveTextContent('1 subscriber+0 in the last 7 days1 pending · 0 confirmed · 0 unsubscribed');
  expect(within(newsletter!).getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/admin/newsletter');
  expect(messages).toHaveTextContent(/^Messages7 messages\+2 in the last 7 days4 unhandled$/);
  expect(within(messages!).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/messages');
  expect(requestsTo(fetchMock, 'GET /api/admin/stats')).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
});

it('when the counts fail, says so beside them and keeps the links and the posts', async () => {
  route({
    'GET /api/admin/posts': () => answer(200, POSTS),
    'GET /api/admin/stats': () => answer(500, { message: 'The counts are not available.' }),
  });
  renderDashboard();
  const audience = await screen.findByRole('region', { name: 'Audience' });
  expect(await within(audience).findByText('Counts unavailable: The counts are not available.')).toBeInTheDocument();
  expect(
    within(audience)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/admin/waitlist', '/admin/newsletter', '/admin/messages']);
  expect(await screen.findByRole('table', { name: 'Posts' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says "No posts found." for an empty list', async () => {
  route({ 'GET /api/admin/posts': () => answer(200, []) });
  renderDashboard();
  expect(await screen.findByText('No posts found.')).toBeInTheDocument();
});

it('asks first, then removes the row locally on 204', async () => {
  route({ 'GET /api/admin/posts': () => answer(200, POSTS), 'DELETE /api/posts/1': () => answer(204) });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete First story' }));
  expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to delete this post?');
  await waitFor(() => expect(screen.queryByRole('row', { name: /First story/ })).not.toBeInTheDocument());
  expect(callsTo(fetchMock, 'GET /api/admin/posts')).toBe(1);
});

it('re-fetches the list after any other success', async () => {
  route({ 'GET /api/admin/posts': () => answer(200, POSTS), 'DELETE /api/posts/1': () => answer(200, {}) });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete First story' }));
  await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/posts')).toBe(2));
});

it('sends nothing when the confirmation is declined', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(false);
  route({ 'GET /api/admin/posts': () => answer(200, POSTS) });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete First story' }));
  expect(callsTo(fetchMock, 'DELETE /api/posts/1')).toBe(0);
  expect(screen.getByRole('row', { name: /First story/ })).toBeInTheDocument();
});

it('shows a failed delete inline', async () => {
  route({ 'GET /api/admin/posts': () => answer(200, POSTS), 'DELETE /api/posts/1': () => answer(404, { message: 'x' }) });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete First story' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Post not found.');
});

it('after a 401 shows the message and the way back to sign-in, which clears the token', async () => {
  route({ 'GET /api/admin/posts': () => answer(401, { message: 'Your session has expired. Please log in again.' }) });
  renderDashboard();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unauthorized or forbidden. Please log in again.');
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Sign in again' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/admin/login');
  expect(readAuthToken()).toBeNull();
  expect(window.localStorage.getItem('authToken')).toBeNull();
});

it('without a token says so and sends nothing', async () => {
  removeAuthToken();
  renderDashboard();
  const posts = screen.getByRole('region', { name: 'Posts' });
  expect(await within(posts).findByRole('alert')).toHaveTextContent('Authentication token not found. Please log in again.');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('"Log out" revokes the token on the server, then clears it and goes to the sign-in screen', async () => {
  let tokenWhenRevoked: string | null = null;
  route({
    'GET /api/admin/posts': () => answer(200, POSTS),
    'POST /api/auth/logout': () => {
      tokenWhenRevoked = readAuthToken();
      return answer(204);
    },
  });
  renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/login'));
  expect(requestsTo(fetchMock, 'POST /api/auth/logout')).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
  expect(tokenWhenRevoked).toBe('jwt');
  expect(readAuthToken()).toBeNull();
  expect(window.localStorage.getItem('authToken')).toBeNull();
});

it('"Log out" forgets the token even when the server cannot be reached', async () => {
  route({
    'GET /api/admin/posts': () => answer(200, POSTS),
    'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  renderDashboard();
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/login'));
  expect(callsTo(fetchMock, 'POST /api/auth/logout')).toBe(1);
  expect(readAuthToken()).toBeNull();
});
