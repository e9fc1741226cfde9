import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { answer, callsTo, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { ACCOUNT_API, OVERVIEW_API, openNewsletter, overviewOf, TEST_API } from './newsletter-fixtures';

const fetchMock = installFetchMock();
const OVERVIEW = overviewOf();
const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('says it is loading, then shows the post and the mail as it will be sent', async () => {
  openNewsletter(fetchMock, { [OVERVIEW_API]: () => answer(200, OVERVIEW) });
  expect(screen.getByRole('heading', { level: 1, name: 'Send as newsletter' })).toBeInTheDocument();
  expect(screen.getByText('Loading the newsletter...')).toHaveAttribute('role', 'status');
  const preview = within(await screen.findByRole('region', { name: 'Preview' }));
  expect(screen.queryByText('Loading the newsletter...')).not.toBeInTheDocument();
  // The post's title under the heading (the subject is the title), and the subject line.
  expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(/^How we found our first customer$/);
  expect(preview.getByText('Subject: How we found our first customer')).toBeInTheDocument();
  // The mail in a frame that runs no script and is not of the console's origin.
  const frame = preview.getByTitle('Newsletter preview');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', OVERVIEW.html);
  const plain = preview.getByText('Plain-text version');
  expect(plain.tagName).toBe('SUMMARY');
  expect(plain.closest('details')!.querySelector('pre')).toHaveTextContent(
    'Read on the site: https://example.com/blog/first?utm_source=newsletter',
  );
  expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  expect(requestsTo(fetchMock, OVERVIEW_API)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
});

it('sends a test to the admin’s own address by default, and shows the answer', async () => {
  let release: (response: Response) => void = () => undefined;
  openNewsletter(fetchMock, {
    [OVERVIEW_API]: () => answer(200, OVERVIEW),
    [TEST_API]: () => new Promise<Response>((resolve) => (release = resolve)),
  });
  await screen.findByRole('heading', { name: 'Send a test' });
  const test = section('Send a test');
  const field = test.getByRole('textbox', { name: /Send a test to/ });
  await waitFor(() => expect(field).toHaveValue('admin@example.com'));
  await userEvent.click(test.getByRole('button', { name: 'Send test' }));
  expect(test.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release(answer(202, { message: 'A test is on its way to admin@example.com.' }));
  expect(await test.findByText('A test is on its way to admin@example.com.')).toHaveAttribute('role', 'status');
  expect(requestsTo(fetchMock, TEST_API)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', body: { to: 'admin@example.com' } }),
  ]);
});

it('sends a test to another address typed, and shows a refused one in an alert', async () => {
  openNewsletter(fetchMock, {
    [OVERVIEW_API]: () => answer(200, OVERVIEW),
    [TEST_API]: () => answer(400, { message: 'Give a valid e-mail address.' }),
  });
  const field = await screen.findByRole('textbox', { name: /Send a test to/ });
  await waitFor(() => expect(field).toHaveValue('admin@example.com'));
  await userEvent.clear(field);
  await userEvent.type(field, ' editor@example.com {Enter}');
  expect(await section('Send a test').findByRole('alert')).toHaveTextContent('Give a valid e-mail address.');
  expect(requestsTo(fetchMock, TEST_API)[0]!.body).toEqual({ to: 'editor@example.com' });
  expect(screen.getByRole('button', { name: 'Send test' })).toBeEnabled();
});

it('leaves the test address empty when the admin’s own is unknown', async () => {
  openNewsletter(fetchMock, {
    [OVERVIEW_API]: () => answer(200, OVERVIEW),
    [ACCOUNT_API]: () => answer(500, { message: 'The database is not reachable.' }),
  });
  const field = await screen.findByRole('textbox', { name: /Send a test to/ });
  await waitFor(() => expect(callsTo(fetchMock, ACCOUNT_API)).toBe(1));
  expect(field).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it.each([
  [404, 'Post not found.'],
  [409, 'Only a published post can go out as a newsletter.'],
])('a %i says why in an alert, with a retry, and offers nothing to send', async (status, message) => {
  const answers = [answer(status, { message }), answer(200, OVERVIEW)];
  openNewsletter(fetchMock, { [OVERVIEW_API]: () => answers.shift()! });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('after a 401 offers the way back to sign-in', async () => {
  openNewsletter(fetchMock, { [OVERVIEW_API]: () => answer(401, {}) });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unauthorized or forbidden. Please log in again.');
  expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
});

it('without a token says so and asks for the overview nothing', async () => {
  removeAuthToken();
  openNewsletter(fetchMock, {});
  expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found. Please log in again.');
  expect(callsTo(fetchMock, OVERVIEW_API)).toBe(0);
});
