import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { renderAt } from '../../../test-support/render-at';
import MessagesPage from '../messages-page';
import { ADA_ID, LONG_MESSAGE, MESSAGES } from './audience-fixtures';

const fetchMock = installFetchMock();
const open = (search = '') => renderAt(MessagesPage, `/admin/messages${search}`, '/admin/messages');
const ADA_HANDLED = 'Handled message from Ada Lovelace (ada@example.com)';

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('shows who wrote, the subject as the form words it, and the whole message', async () => {
  routeFetch(fetchMock, { 'GET /api/admin/contact': () => answer(200, pageOf(MESSAGES)) });
  open();
  const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
  expect(within(row).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
  expect(row).toHaveTextContent('Partnership');
  expect(within(row).getByText(/^Hello! We would like/, { selector: 'summary span' })).toHaveTextContent(/…$/);
  expect(within(row).getByText((_, element) => element?.tagName === 'P' && element.textContent === LONG_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Grace Hopper/ })).toHaveTextContent('Technical Support');
});

it('ticks "Handled" at once and keeps what the server answers', async () => {
  let release: (response: Response) => void = () => undefined;
  routeFetch(fetchMock, {
    'GET /api/admin/contact': () => answer(200, pageOf(MESSAGES)),
    [`PATCH /api/admin/contact/${ADA_ID}`]: () => new Promise<Response>((resolve) => (release = resolve)),
  });
  open();
  const handled = await screen.findByRole('checkbox', { name: ADA_HANDLED });
  expect(handled).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Handled message from Grace Hopper (grace@example.com)' })).toBeChecked();
  await userEvent.click(handled);
  expect(handled).toBeChecked();
  expect(requestsTo(fetchMock, `PATCH /api/admin/contact/${ADA_ID}`)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', body: { handled: true } }),
  ]);
  release(answer(200, { ...MESSAGES[0], handled: true }));
  await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/admin/contact')).toHaveLength(1));
  expect(handled).toBeChecked();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('turns "Handled" back and says why when the server refuses', async () => {
  routeFetch(fetchMock, {
    'GET /api/admin/contact': () => answer(200, pageOf(MESSAGES)),
    [`PATCH /api/admin/contact/${ADA_ID}`]: () => answer(500, { message: 'Could not save the change.' }),
  });
  open();
  const handled = await screen.findByRole('checkbox', { name: ADA_HANDLED });
  await userEvent.click(handled);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the change.');
  expect(handled).not.toBeChecked();
});

it('"Unhandled only" ticks at the click, before the router has applied the URL, and follows the URL back', async () => {
  routeFetch(fetchMock, { 'GET /api/admin/contact': () => answer(200, pageOf(MESSAGES)) });
  const { router } = open();
  const filter = await screen.findByRole('checkbox', { name: 'Unhandled only' });
  // A click outside act(), as a browser's: React answers it at once, the router's transition comes later.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  filter.click();
  expect(filter).toBeChecked();
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?unhandled=true'));
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  expect(filter).toBeChecked();
  await act(() => router.navigate(-1));
  expect(screen.getByTestId('search')).toHaveTextContent('');
  expect(filter).not.toBeChecked();
});

it('"Unhandled only" narrows the list from page 1, in the URL and in the export', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  routeFetch(fetchMock, {
    'GET /api/admin/contact': () => answer(200, pageOf(MESSAGES.slice(0, 1), { total: 1 })),
    'GET /api/admin/contact.csv': () => answer(200, 'name\r\n'),
  });
  open('?page=2');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Unhandled only' }));
  expect(screen.getByTestId('search')).toHaveTextContent('?unhandled=true');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 unhandled message'));
  expect(requestsTo(fetchMock, 'GET /api/admin/contact').at(-1)?.query).toEqual({ unhandled: 'true', page: '1', pageSize: '20' });
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() =>
    expect(requestsTo(fetchMock, 'GET /api/admin/contact.csv').map(({ query }) => query)).toEqual([{ unhandled: 'true' }]),
  );
  jest.restoreAllMocks();
});

it('says "No unhandled messages." when every message is handled', async () => {
  routeFetch(fetchMock, { 'GET /api/admin/contact': () => answer(200, pageOf([])) });
  open('?unhandled=true');
  expect(await screen.findByText('No unhandled messages.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Unhandled only' })).toBeChecked();
});
