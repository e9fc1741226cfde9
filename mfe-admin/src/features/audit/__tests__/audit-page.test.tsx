import type { AuditEvent } from '@fns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { formatDateTime } from '../../../lib/local-time';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { renderAt } from '../../../test-support/render-at';
import AuditPage from '../audit-page';

const fetchMock = installFetchMock();
const LOG = 'GET /api/admin/audit';
const CSV = 'GET /api/admin/audit.csv';

const PUBLISHED: AuditEvent = {
  id: 'e1',
  at: '2026-03-04T14:05:00.000Z',
  actor: 'Ada Lovelace',
  actorRole: 'administrator',
  action: 'post.publish',
  target: 'Post 12: Moving home',
  address: '203.0.113.7',
};
const BACKED_UP: AuditEvent = {
  id: 'e2',
  at: '2026-03-04T03:00:00.000Z',
  actor: 'scheduled backup',
  actorRole: null,
  action: 'backup.run',
  target: 'fns-2026-03-04.archive.gz',
  address: null,
};

const open = (search = '') => renderAt(AuditPage, `/admin/audit${search}`);
const table = () => screen.findByRole('table', { name: 'Entries' });

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('lists who did what, newest first, a page at a time', async () => {
  routeFetch(fetchMock, { [LOG]: () => answer(200, pageOf([PUBLISHED, BACKED_UP], { total: 42 })) });
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  const rows = within(await table()).getAllByRole<HTMLTableRowElement>('row');
  expect(rows.map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
    ['When', 'Who', 'What', 'Target', 'Address'],
    [formatDateTime(PUBLISHED.at), 'Ada LovelaceAdministrator', 'Published a post', 'Post 12: Moving home', '203.0.113.7'],
    [formatDateTime(BACKED_UP.at), 'scheduled backup', 'Backed up the database', 'fns-2026-03-04.archive.gz', '—'],
  ]);
  expect(screen.getByText('42 entries')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, LOG)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', query: { page: '1', pageSize: '20' } }),
  ]);
});

it('filters by action, in the URL and the query', async () => {
  routeFetch(fetchMock, { [LOG]: () => answer(200, pageOf([PUBLISHED])) });
  open();
  await table();
  const filter = screen.getByRole('combobox', { name: 'Action' });
  expect(filter).toHaveDisplayValue('All actions');
  await userEvent.selectOptions(filter, 'Published a post');
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?action=post.publish'));
  await waitFor(() => expect(requestsTo(fetchMock, LOG)).toHaveLength(2));
  expect(requestsTo(fetchMock, LOG)[1]?.query).toEqual({ action: 'post.publish', page: '1', pageSize: '20' });

  await userEvent.selectOptions(filter, 'All actions');
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
});

it('says when nothing is recorded yet, for every action or the one chosen', async () => {
  routeFetch(fetchMock, { [LOG]: () => answer(200, pageOf<AuditEvent>([])) });
  const { unmount } = open();
  expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  unmount();
  open('?action=staff.delete');
  expect(await screen.findByText('Nothing recorded for “Deleted a staff member” yet.')).toBeInTheDocument();
});

it('says why the log did not load, and tries again', async () => {
  const answers = [answer(500, { message: 'The database is not reachable.' }), answer(200, pageOf([PUBLISHED]))];
  routeFetch(fetchMock, { [LOG]: () => answers.shift()! });
  open();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The database is not reachable.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await table()).toBeInTheDocument();
});

describe('Export CSV', () => {
  const saved: Array<{ download: string; href: string }> = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the filtered log under the name the server gives', async () => {
    routeFetch(fetchMock, {
      [LOG]: () => answer(200, pageOf([PUBLISHED])),
      [CSV]: () => answer(200, 'at,actor\r\n', 'OK', { 'Content-Disposition': 'attachment; filename="audit-2026-03-04.csv"' }),
    });
    open('?action=post.publish&page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'audit-2026-03-04.csv', href: 'blob:csv' }]));
    expect(requestsTo(fetchMock, CSV)).toEqual([
      expect.objectContaining({ authorization: 'Bearer jwt', query: { action: 'post.publish' } }),
    ]);
  });

  it('says why an export failed', async () => {
    routeFetch(fetchMock, { [LOG]: () => answer(200, pageOf([PUBLISHED])), [CSV]: () => answer(500, 'oops') });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! Status: 500.');
    expect(saved).toEqual([]);
  });
});
