import { screen, within } from '@testing-library/react';
import type { InvitationSummary } from '@fns/contracts';
import { storeAuthToken } from '../../../lib/auth-token';
import { advanceTimers } from '../../../test-support/fake-timers';
import { answer, callsTo, installFetchMock, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { PROGRESS_POLL_MS } from '../../../hooks/use-progress-poll';
import { batch, ENTRIES, LIST_API, openWaitlist, SUMMARY_API, summaryOf } from './invitation-fixtures';

const fetchMock = installFetchMock();
const OLDER = batch('older', { queued: 0, sent: 40, failed: 2 });

/** Answers the summary with each of `summaries` in turn, the last one from then on. */
function answerSummaries(...summaries: InvitationSummary[]) {
  routeFetch(fetchMock, {
    [LIST_API]: () => answer(200, pageOf(ENTRIES)),
    [SUMMARY_API]: () => answer(200, summaries.length > 1 ? summaries.shift() : summaries[0]),
  });
}

const reads = () => callsTo(fetchMock, SUMMARY_API);
const batches = () => within(screen.getByRole('table', { name: 'Batches' }));
const progress = () =>
  within(screen.getByRole('region', { name: 'Invitations' })).getByText(/invitation/, { selector: '[aria-live="polite"]' });

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  storeAuthToken('jwt');
});
afterEach(() => jest.useRealTimers());

it('lists the batches, newest first, with how their mail is going', async () => {
  answerSummaries(summaryOf([batch('newest', { queued: 0, sent: 7, failed: 1 }), OLDER]));
  openWaitlist();
  await advanceTimers(0);
  const headers = batches()
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Started', 'People', 'Queued', 'Sent', 'Failed']);
  const [, newest, older] = batches().getAllByRole('row');
  expect(
    within(newest!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['8', '0', '7', '1']);
  expect(newest!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T10:00:00.000Z');
  expect(
    within(older!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['42', '0', '40', '2']);
  // Nothing is sending: the summary is not read again.
  await advanceTimers(PROGRESS_POLL_MS * 3);
  expect(reads()).toBe(1);
});

it('reads the summary again every 2 s while a batch has mail queued, saying how it goes, and stops when none has', async () => {
  answerSummaries(
    summaryOf([batch('new', { queued: 10, sent: 0, failed: 0 }), OLDER]),
    summaryOf([batch('new', { queued: 4, sent: 5, failed: 1 }), OLDER]),
    summaryOf([batch('new', { queued: 0, sent: 9, failed: 1 }), OLDER]),
  );
  openWaitlist();
  await advanceTimers(0);
  expect(reads()).toBe(1);
  expect(progress()).toHaveTextContent('Sending invitations: 0 sent, 0 failed, 10 still queued.');
  await advanceTimers(PROGRESS_POLL_MS - 1);
  expect(reads()).toBe(1);
  await advanceTimers(1);
  expect(reads()).toBe(2);
  expect(progress()).toHaveTextContent('Sending invitations: 5 sent, 1 failed, 4 still queued.');
  expect(
    within(batches().getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['10', '4', '5', '1']);
  await advanceTimers(PROGRESS_POLL_MS);
  expect(reads()).toBe(3);
  expect(progress()).toHaveTextContent('Every invitation is out: 9 sent, 1 failed.');
  await advanceTimers(PROGRESS_POLL_MS * 5);
  expect(reads()).toBe(3);
});

it('stops reading once the screen is left', async () => {
  answerSummaries(summaryOf([batch('new', { queued: 10, sent: 0, failed: 0 })]));
  const { unmount } = openWaitlist();
  await advanceTimers(0);
  await advanceTimers(PROGRESS_POLL_MS);
  expect(reads()).toBe(2);
  unmount();
  await advanceTimers(PROGRESS_POLL_MS * 5);
  expect(reads()).toBe(2);
});
