import type { ImportJob, ImportReport } from '@fns/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { advanceTimers, fakeTimerUser } from '../../../test-support/fake-timers';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import ContentTransferPage from '../content-transfer-page';
import { IMPORT_POLL_MS } from '../use-content-import';

const fetchMock = installFetchMock();
const EXPORT = 'GET /api/admin/content/export';
const IMPORT = 'POST /api/admin/content/import';
const JOB_ID = '0123456789abcdef01234567';
const READ = `GET /api/admin/content/imports/${JOB_ID}`;

const counts = (inFile: number, keptIds: number, renumbered = 0, skipped = 0) => ({
  inFile,
  imported: keptIds + renumbered,
  keptIds,
  renumbered,
  skipped,
});
const REPORT: ImportReport = {
  message: 'Imported 2 posts, 1 category, 0 tags and 1 image; 1 record was here already.',
  posts: { ...counts(2, 1, 1), slugsChanged: 1, revisions: 3 },
  categories: counts(1, 1),
  tags: counts(1, 0, 0, 1),
  media: counts(1, 1),
  idChanges: [{ kind: 'post', from: 1, to: 7, reason: 'taken' }],
  slugChanges: [{ postId: 7, from: 'hello', to: 'hello-2' }],
  droppedRedirects: [],
  notes: ['Post 1 is now post 7: its id was taken here.', 'Post 7: the slug "hello" was taken here, so it is now "hello-2".'],
};

const open = () => renderAt(ContentTransferPage, '/admin/export-import');
/** The page's requests, the backups section's among them (features/backups has its own tests). */
const route = (routes: Parameters<typeof routeFetch>[1]) =>
  routeFetch(fetchMock, { 'GET /api/admin/backups': () => answer(200, { everyHours: null, keep: 7, runs: [] }), ...routes });
const fileInput = () => screen.getByLabelText('Content export file');
const exportFile = () => new File(['archive bytes'], 'content-export-2026-05-01.tar.gz', { type: 'application/gzip' });

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});
afterEach(() => jest.useRealTimers());

describe('Export', () => {
  const saved: Array<{ download: string }> = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the file with the token under the name the server gives, and says so', async () => {
    let release: (response: Response) => void = () => undefined;
    route({ [EXPORT]: () => new Promise<Response>((resolve) => (release = resolve)) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Export and import' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download content export' }));
    expect(screen.getByRole('button', { name: /Download content export/ })).toHaveAttribute('aria-busy', 'true');
    release(answer(200, 'tar.gz bytes', 'OK', { 'Content-Disposition': 'attachment; filename="content-export-2026-05-01.tar.gz"' }));
    expect(await screen.findByText('Downloaded content-export-2026-05-01.tar.gz.')).toHaveAttribute('role', 'status');
    expect(saved).toEqual([{ download: 'content-export-2026-05-01.tar.gz' }]);
    expect(requestsTo(fetchMock, EXPORT)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
  });

  it("says why a download failed, with the server's message", async () => {
    route({ [EXPORT]: () => answer(503, { message: 'The database is unavailable right now.' }) });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Download content export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable right now.');
    expect(saved).toEqual([]);
  });

  it('points to the CSV exports of the audience lists, which the file leaves out; the backups follow', async () => {
    route({});
    open();
    expect(screen.getByText(/The audience lists are not in it: they hold personal data/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'wait list' })).toHaveAttribute('href', '/admin/waitlist');
    expect(screen.getByRole('link', { name: 'newsletter subscribers' })).toHaveAttribute('href', '/admin/newsletter');
    expect(screen.getByRole('link', { name: 'contact messages' })).toHaveAttribute('href', '/admin/messages');
    expect(await screen.findByText(/^Backups are not scheduled/)).toBeInTheDocument();
  });
});

describe('Import', () => {
  it('uploads the chosen file, shows the progress while it is written, then the report with the focus on its summary', async () => {
    jest.useFakeTimers();
    const user = fakeTimerUser();
    const job = (state: ImportJob['state'], progress: string, report: ImportReport | null = null): ImportJob => ({
      id: JOB_ID,
      state,
      progress,
      startedAt: '2026-05-01T09:00:00.000Z',
      finishedAt: state === 'running' ? null : '2026-05-01T09:00:05.000Z',
      report,
      message: null,
    });
    const reads = [job('running', 'Writing the images: 1 of 2'), job('done', REPORT.message, REPORT)];
    let release: (response: Response) => void = () => undefined;
    route({
      [IMPORT]: () => new Promise<Response>((resolve) => (release = resolve)),
      [READ]: () => answer(200, reads.shift()),
    });
    open();
    const input = fileInput();
    expect(input).toHaveAccessibleDescription('The .tar.gz that “Download content export” gives, from this site or another.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(input, exportFile());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(screen.getByRole('button', { name: /Import/ })).toHaveAttribute('aria-busy', 'true');
    expect(input).toBeDisabled();
    const status = () => screen.getByText(/^Importing content-export-2026-05-01\.tar\.gz\./);
    expect(status()).toHaveTextContent('Importing content-export-2026-05-01.tar.gz. Sending and checking the file...');
    expect(status()).toHaveAttribute('role', 'status');
    const [sent] = requestsTo(fetchMock, IMPORT);
    expect(sent?.authorization).toBe('Bearer jwt');
    const body = fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/content/import'))![1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('content-export-2026-05-01.tar.gz');

    release(answer(202, job('running', 'Checked the file')));
    expect(await screen.findByText('Importing content-export-2026-05-01.tar.gz. Checked the file...')).toBeInTheDocument();
    await advanceTimers(IMPORT_POLL_MS);
    expect(await screen.findByText('Importing content-export-2026-05-01.tar.gz. Writing the images: 1 of 2...')).toBeInTheDocument();
    await advanceTimers(IMPORT_POLL_MS);
    const summary = await screen.findByText(REPORT.message);
    expect(summary).toHaveAttribute('role', 'status');
    expect(summary).toHaveFocus();
    expect(requestsTo(fetchMock, READ)).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'What became of each record' });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Posts')).toEqual(['2', '2', '1', '1', '0']);
    expect(cells('Tags')).toEqual(['1', '0', '0', '0', '1']);
    expect(screen.getByText('Revisions imported with the posts: 3. Slugs changed: 1.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Changes made' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(REPORT.notes);
    // Imported: the file is cleared, so that a second click does not send it again.
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('shows why an import failed while it was written', async () => {
    const message = 'The import failed, and what it had written was deleted again. Try again later.';
    const failed: ImportJob = {
      id: JOB_ID,
      state: 'failed',
      progress: 'Failed',
      startedAt: '2026-05-01T09:00:00.000Z',
      finishedAt: '2026-05-01T09:00:01.000Z',
      report: null,
      message,
    };
    route({ [IMPORT]: () => answer(202, failed) });
    open();
    await userEvent.upload(fileInput(), exportFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it("shows the server's reason for a refused file in an alert, and keeps the file chosen", async () => {
    const refusal = 'This export is format version 2; this site reads versions up to 1. Update the site, then import it again.';
    route({ [IMPORT]: () => answer(400, { message: refusal }) });
    open();
    await userEvent.upload(fileInput(), exportFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('offers to sign in again when the session has ended', async () => {
    route({ [IMPORT]: () => answer(401, { message: 'Your session has expired. Please log in again.' }) });
    open();
    await userEvent.upload(fileInput(), exportFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has expired. Please log in again.');
    expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });
});
