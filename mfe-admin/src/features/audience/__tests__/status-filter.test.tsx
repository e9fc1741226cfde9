import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { AudienceEntry } from '../../../lib/audience-types';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { renderAt } from '../../../test-support/render-at';
import MessagesPage from '../messages-page';
import NewsletterPage from '../newsletter-page';
import WaitlistPage from '../waitlist-page';
import { SUBSCRIBERS, WAITLIST } from './audience-fixtures';

const fetchMock = installFetchMock();

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

/** The mailing lists narrow by where a sign-up stands; both pages are one screen configured twice. */
describe.each([
  {
    title: 'Wait list',
    Page: WaitlistPage,
    path: '/admin/waitlist',
    api: '/api/admin/waitlist',
    items: WAITLIST,
    one: 'sign-up',
    many: 'sign-ups',
    // A confirmed entry waits for its turn, then is invited and joins, unless it leaves the list.
    options: ['All', 'Pending', 'Waiting', 'Invited', 'Joined', 'Removed'],
    confirmed: 'Waiting',
    left: 'removed',
    other: 'unsubscribed',
  },
  {
    title: 'Newsletter',
    Page: NewsletterPage,
    path: '/admin/newsletter',
    api: '/api/admin/newsletter',
    items: SUBSCRIBERS,
    one: 'subscriber',
    many: 'subscribers',
    options: ['All', 'Pending', 'Confirmed', 'Unsubscribed'],
    confirmed: 'Confirmed',
    left: 'unsubscribed',
    other: 'invited',
  },
])('$title status filter', ({ Page, path, api, items, one, many, options, confirmed, left, other }) => {
  const open = (search = '') => renderAt(Page as ComponentType, `${path}${search}`, path);
  const listQueries = () => requestsTo(fetchMock, `GET ${api}`).map(({ query }) => query);
  const filter = () => screen.getByRole('combobox', { name: 'Status' });

  it("offers All and the list's own statuses in their order, All at first", async () => {
    routeFetch(fetchMock, { [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)) });
    open();
    await screen.findByRole('table');
    expect(
      within(filter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(options);
    expect(filter()).toHaveValue('');
    expect(listQueries()).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('narrows the list from page 1, keeps the status in the URL, counts with it and sends it with the export', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    routeFetch(fetchMock, {
      [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items.slice(1), { total: 1 })),
      [`GET ${api}.csv`]: () => answer(200, 'email\r\n'),
    });
    open('?q=grace&page=2');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), confirmed);
    expect(screen.getByTestId('search')).toHaveTextContent('?q=grace&status=confirmed');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ q: 'grace', status: 'confirmed', page: '1', pageSize: '20' }));
    expect(await screen.findByText(`1 ${confirmed.toLowerCase()} ${one} matches “grace”`)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `GET ${api}.csv`).map(({ query }) => query)).toEqual([{ q: 'grace', status: 'confirmed' }]),
    );
    jest.restoreAllMocks();
  });

  it('reads the status from the URL, and says when no sign-up stands there', async () => {
    routeFetch(fetchMock, { [`GET ${api}`]: () => answer(200, pageOf([])) });
    open('?status=pending');
    expect(await screen.findByText(`No pending ${many} match.`)).toBeInTheDocument();
    expect(screen.getByText(`0 pending ${many}`)).toHaveAttribute('role', 'status');
    expect(filter()).toHaveValue('pending');
    expect(listQueries()).toEqual([{ status: 'pending', page: '1', pageSize: '20' }]);
  });

  it('shows every sign-up again with All, and follows the URL back and forward', async () => {
    routeFetch(fetchMock, { [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)) });
    const { router } = open(`?status=${left}`);
    await screen.findByRole('table');
    await userEvent.selectOptions(filter(), 'All');
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', pageSize: '20' }));
    await act(() => router.navigate(-1));
    expect(filter()).toHaveValue(left);
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ status: left, page: '1', pageSize: '20' }));
  });

  it.each(['deleted', other])('ignores a status it does not know (%s: not one of this list)', async (status) => {
    routeFetch(fetchMock, { [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)) });
    open(`?status=${status}`);
    await screen.findByRole('table');
    expect(filter()).toHaveValue('');
    expect(listQueries()).toEqual([{ page: '1', pageSize: '20' }]);
  });
});

it('the messages page has no status filter: its messages are handled or not', async () => {
  routeFetch(fetchMock, { 'GET /api/admin/contact': () => answer(200, pageOf([])) });
  renderAt(MessagesPage, '/admin/messages');
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
});
