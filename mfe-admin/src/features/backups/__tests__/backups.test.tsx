import type { BackupRun, BackupStatus } from '@fns/contracts';
import { screen, within } from '@testing-library/react';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import { BackupAlert } from '../backup-alert';
import { BackupsSection } from '../backups-section';

const fetchMock = installFetchMock();
const BACKUPS = 'GET /api/admin/backups';
const run = (fields: Partial<BackupRun>): BackupRun => ({
  id: 'scheduled-2026-05-01T00:00:00.000Z',
  startedAt: '2026-05-01T00:00:05.000Z',
  finishedAt: '2026-05-01T00:01:05.000Z',
  status: 'done',
  file: 'fns-backup-20260501T000005Z.archive.gz',
  bytes: 12_345_678,
  sha256: 'a'.repeat(64),
  error: null,
  ...fields,
});
const FAILED = run({
  id: 'scheduled-2026-05-02T00:00:00.000Z',
  startedAt: '2026-05-02T00:00:05.000Z',
  status: 'failed',
  file: null,
  bytes: null,
  sha256: null,
  error: 'ENOSPC: no space left on device',
});
const answering = (status: BackupStatus) => routeFetch(fetchMock, { [BACKUPS]: () => answer(200, status) });

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

describe('the backups section', () => {
  it('says how often backups run and lists the latest runs, a failed one with its reason', async () => {
    answering({ everyHours: 24, keep: 7, runs: [FAILED, run({})] });
    renderAt(BackupsSection, '/admin/export-import');
    expect(await screen.findByText(/^A backup every 24 hours, .*; the 7 newest archives are kept\.$/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Latest runs' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Failed', 'ENOSPC: no space left on device', '—'],
      ['Written', 'fns-backup-20260501T000005Z.archive.gz', '12.3\u00a0MB'],
    ]);
    expect(requestsTo(fetchMock, BACKUPS)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
  });

  it('says so when backups are not scheduled', async () => {
    answering({ everyHours: null, keep: 7, runs: [] });
    renderAt(BackupsSection, '/admin/export-import');
    expect(await screen.findByText(/^Backups are not scheduled: set BACKUP_EVERY_HOURS/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("the dashboard's backup alert", () => {
  it('tells that the latest backup failed, why, and links to the backups', async () => {
    answering({ everyHours: 24, keep: 7, runs: [FAILED, run({})] });
    renderAt(BackupAlert, '/admin/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The last backup failed \(.+\): ENOSPC: no space left on device See the backups$/);
    expect(within(alert).getByRole('link', { name: 'See the backups' })).toHaveAttribute('href', '/admin/export-import');
  });

  it('shows nothing while the latest backup went well', async () => {
    answering({ everyHours: 24, keep: 7, runs: [run({}), FAILED] });
    renderAt(BackupAlert, '/admin/dashboard');
    await screen.findByTestId('path');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, BACKUPS)).toHaveLength(1);
  });
});
