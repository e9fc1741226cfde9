import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { AudienceEntry } from '../../../lib/audience-types';
import { readAuthToken, removeAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { answer, callsTo, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { renderAt } from '../../../test-support/render-at';
import MessagesPage from '../messages-page';
import NewsletterPage from '../newsletter-page';
import WaitlistPage from '../waitlist-page';
import { ADA_ID, MESSAGES, SUBSCRIBERS, WAITLIST } from './audience-fixtures';

const fetchMock = installFetchMock();
type Routes = Parameters<typeof routeFetch>[1];
/** The wait list's screen reads its invitations too (features/invitations has their tests). */
const INVITATIONS = { counts: { invited: 0, joined: 0, expired: 0, revoked: 0 }, batches: [], ttlDays: 14 };
const WAITLIST_READS: Routes = { 'GET /api/admin/waitlist/invitations': () => answer(200, INVITATIONS) };
const NO_MORE: Routes = {};

/** The three pages are one screen configured three ways: every case runs for each. */
describe.each([
  {
    title: 'Wait list',
    Page: WaitlistPage,
    path: '/admin/waitlist',
    api: '/api/admin/waitlist',
    items: WAITLIST,
    heading: 'Sign-ups',
    noun: ['sign-up', 'sign-ups'],
    searchLabel: 'Search by name or e-mail',
    headers: ['Select', 'Name', 'E-mail', 'Company', 'Signed up', 'Status', 'Invitation', 'Actions'],
    // Grace's confirmed sign-up waits for its turn.
    status: ['Pending', 'Waiting'],
    row: 'Ada Lovelace',
    entry: 'sign-up of Ada Lovelace (ada@example.com)',
    more: WAITLIST_READS,
  },
  {
    title: 'Newsletter',
    Page: NewsletterPage,
    path: '/admin/newsletter',
    api: '/api/admin/newsletter',
    items: SUBSCRIBERS,
    heading: 'Subscribers',
    noun: ['subscriber', 'subscribers'],
    searchLabel: 'Search by e-mail',
    headers: ['E-mail', 'Subscribed', 'Status', 'Actions'],
    status: ['Unsubscribed', 'Confirmed'],
    row: 'ada@example.com',
    entry: 'subscriber ada@example.com',
    more: NO_MORE,
  },
  {
    title: 'Messages',
    Page: MessagesPage,
    path: '/admin/messages',
    api: '/api/admin/contact',
    items: MESSAGES,
    heading: 'Inbox',
    noun: ['message', 'messages'],
    searchLabel: 'Search by name or e-mail',
    headers: ['From', 'Subject', 'Message', 'Received', 'Status', 'Actions'],
    status: undefined,
    row: 'Ada Lovelace',
    entry: 'message from Ada Lovelace (ada@example.com)',
    more: NO_MORE,
  },
])('$title page', ({ title, Page, path, api, items, heading, noun: [one, many], searchLabel, headers, row, entry, status, more }) => {
  const open = (search = '') => renderAt(Page as ComponentType, `${path}${search}`, path);
  const listQueries = () => requestsTo(fetchMock, `GET ${api}`).map(({ query }) => query);
  const table = () => screen.findByRole('table', { name: heading });
  /** The list's card: its count line (a status region) and its notices. */
  const list = () => within(screen.getByRole('region', { name: heading }));
  /** Answers the list's calls (and what else the page reads). */
  const route = (routes: Routes) => routeFetch(fetchMock, { ...more, ...routes });

  beforeEach(() => {
    fetchMock.mockReset();
    storeAuthToken('jwt');
  });

  it('shows the rows of the first page with the token, the total and each date in a <time>', async () => {
    route({ [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(list().getByRole('status')).toHaveTextContent(`Loading ${many}...`);
    const rows = await table();
    expect(
      within(rows)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(headers);
    const first = within(rows).getByRole('row', { name: new RegExp(row) });
    // A sign-up says where it stands, as its list names it: pending until its confirmation link is used…
    const [, ...lines] = within(rows).getAllByRole('row');
    if (status) lines.forEach((line, index) => expect(line).toHaveTextContent(status[index]!));
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2025-03-04T14:05:00.000Z');
    expect(first.querySelector('time')?.textContent).toMatch(/2025/);
    expect(list().getByRole('status')).toHaveTextContent(`2 ${many}`);
    expect(requestsTo(fetchMock, `GET ${api}`)).toEqual([
      expect.objectContaining({ authorization: 'Bearer jwt', query: { page: '1', pageSize: '20' } }),
    ]);
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('searches after a pause in typing, from page 1, and keeps the search in the URL', async () => {
    route({ [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items, { total: 45, page: 2 })) });
    open('?page=2');
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: searchLabel }), 'ada');
    await waitFor(() =>
      expect(listQueries()).toEqual([
        { page: '2', pageSize: '20' },
        { q: 'ada', page: '1', pageSize: '20' },
      ]),
    );
    expect(screen.getByTestId('search')).toHaveTextContent('?q=ada');
  });

  it('searches at once on Enter', async () => {
    route({ [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)) });
    open();
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: searchLabel }), '  grace {Enter}');
    expect(listQueries().at(-1)).toEqual({ q: 'grace', page: '1', pageSize: '20' });
  });

  it('reads the search and the page from the URL, so a reload or going back shows the same', async () => {
    route({ [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items, { total: 2, page: 1 })) });
    open('?q=ada&page=2');
    expect(screen.getByRole('searchbox', { name: searchLabel })).toHaveValue('ada');
    await waitFor(() => expect(listQueries()[0]).toEqual({ q: 'ada', page: '2', pageSize: '20' }));
  });

  it('pages with Previous and Next, each disabled at its end', async () => {
    route({ [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items, { total: 45 })) });
    open();
    const pager = await screen.findByRole('navigation', { name: `${heading} pages` });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveFocus();
    await waitFor(() => expect(listQueries().map(({ page }) => page)).toEqual(['1', '2', '3']));
  });

  it(`says "No ${many} yet." for an empty list, and names the search when one finds nothing`, async () => {
    route({ [`GET ${api}`]: () => answer(200, pageOf([])) });
    open();
    expect(await screen.findByText(`No ${many} yet.`)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: searchLabel }), 'zed{Enter}');
    expect(await screen.findByText(`No ${many} match “zed”.`)).toBeInTheDocument();
    expect(list().getByRole('status')).toHaveTextContent(`0 ${many} match “zed”`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message with a retry", async () => {
    const answers = [answer(500, { message: 'The database is not reachable.' }), answer(200, pageOf<AudienceEntry>(items.slice(0, 1)))];
    route({ [`GET ${api}`]: () => answers.shift()! });
    open();
    const alert = await list().findByRole('alert');
    expect(alert).toHaveTextContent('The database is not reachable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
    expect(list().getByRole('status')).toHaveTextContent(`1 ${one}`);
  });

  it('after a 401 offers the way back to sign-in, which forgets the token', async () => {
    route({ [`GET ${api}`]: () => answer(401, { message: 'Your session has expired. Please log in again.' }) });
    open();
    const alert = await list().findByRole('alert');
    expect(alert).toHaveTextContent('Your session has expired. Please log in again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/login');
    expect(readAuthToken()).toBeNull();
  });

  it('without a stored token says so and sends nothing', async () => {
    removeAuthToken();
    open();
    expect(await list().findByRole('alert')).toHaveTextContent('Authentication token not found. Please log in again.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before deleting; Cancel sends nothing and gives the focus back to the row', async () => {
    route({ [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)) });
    open();
    const remove = within(await table()).getByRole('button', { name: `Delete ${entry}` });
    await userEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: `Delete this ${one}?` });
    expect(dialog).toHaveAccessibleDescription(`You are about to delete the ${entry}. This cannot be undone.`);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(callsTo(fetchMock, `DELETE ${api}/${ADA_ID}`)).toBe(0);
  });

  it('deletes with the token once confirmed, then reloads the page and puts the focus on the list', async () => {
    const answers = [answer(200, pageOf<AudienceEntry>(items)), answer(200, pageOf<AudienceEntry>(items.slice(1)))];
    route({ [`GET ${api}`]: () => answers.shift()!, [`DELETE ${api}/${ADA_ID}`]: () => answer(204) });
    open();
    await userEvent.click(within(await table()).getByRole('button', { name: `Delete ${entry}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(list().getByRole('status')).toHaveTextContent(`1 ${one}`));
    expect(requestsTo(fetchMock, `DELETE ${api}/${ADA_ID}`)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: new RegExp(row) })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: heading })).toHaveFocus();
  });

  it('after deleting the last row of a page shows the page before it', async () => {
    const answers = [
      answer(200, pageOf<AudienceEntry>(items.slice(0, 1), { total: 21, page: 2 })),
      answer(200, pageOf([], { total: 20, page: 2 })),
    ];
    route({
      [`GET ${api}`]: () => answers.shift() ?? answer(200, pageOf<AudienceEntry>(items, { total: 20 })),
      [`DELETE ${api}/${ADA_ID}`]: () => answer(204),
    });
    open('?page=2');
    await userEvent.click(within(await table()).getByRole('button', { name: `Delete ${entry}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(listQueries().map(({ page }) => page)).toEqual(['2', '2', '1']);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    route({
      [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)),
      [`DELETE ${api}/${ADA_ID}`]: () => answer(404, { message: 'Entry not found.' }),
    });
    open();
    await userEvent.click(within(await table()).getByRole('button', { name: `Delete ${entry}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Entry not found.');
  });

  describe('Export CSV', () => {
    const saved: Array<{ download: string; href: string }> = [];
    let createObjectURL: jest.Mock<string, [Blob | MediaSource]>;
    beforeEach(() => {
      saved.length = 0;
      createObjectURL = jest.fn<string, [Blob | MediaSource]>(() => 'blob:csv');
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ download: this.download, href: this.href });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the filtered list with the token under the name the server gives', async () => {
      route({
        [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)),
        [`GET ${api}.csv`]: () =>
          answer(200, 'email\r\nada@example.com\r\n', 'OK', { 'Content-Disposition': 'attachment; filename="audience-2025-03-04.csv"' }),
      });
      open('?q=ada&page=2');
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual([{ download: 'audience-2025-03-04.csv', href: 'blob:csv' }]));
      expect(requestsTo(fetchMock, `GET ${api}.csv`)).toEqual([
        expect.objectContaining({ authorization: 'Bearer jwt', query: { q: 'ada' } }),
      ]);
      expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    });

    it('says why an export failed', async () => {
      route({
        [`GET ${api}`]: () => answer(200, pageOf<AudienceEntry>(items)),
        [`GET ${api}.csv`]: () => answer(500, 'oops'),
      });
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(await list().findByRole('alert')).toHaveTextContent('HTTP error! Status: 500.');
      expect(saved).toEqual([]);
    });
  });
});
