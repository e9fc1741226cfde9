import { screen, within } from '@testing-library/react';
import type { NewsletterOverview } from '@fns/contracts';
import { PROGRESS_POLL_MS } from '../../../hooks/use-progress-poll';
import { storeAuthToken } from '../../../lib/auth-token';
import { advanceTimers, fakeTimerUser } from '../../../test-support/fake-timers';
import { answer, callsTo, installFetchMock } from '../../../test-support/fetch-mock';
import { OVERVIEW_API, openNewsletter, overviewOf, SEND_API, sendOf } from './newsletter-fixtures';

const fetchMock = installFetchMock();
const OLDER = sendOf('older', { queued: 0, sent: 80, failed: 0 }, '2026-04-01T08:00:00.000Z');

/** Answers the overview with each of `answers` in turn, the last one from then on. */
function openWith(...answers: Array<NewsletterOverview | Response>) {
  const next = () => (answers.length > 1 ? answers.shift()! : answers[0]!);
  return openNewsletter(fetchMock, {
    [OVERVIEW_API]: () => {
      const given = next();
      return 'status' in given ? given : answer(200, given);
    },
    [SEND_API]: () => answer(201, sendOf('new', { queued: 120, sent: 0, failed: 0 })),
  });
}

const reads = () => callsTo(fetchMock, OVERVIEW_API);
const progress = () => screen.getByRole('region', { name: 'Send to subscribers' }).querySelector('[aria-live="polite"]');
const newestRow = () =>
  within(within(screen.getByRole('table', { name: 'Sends' })).getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  storeAuthToken('jwt');
});
afterEach(() => jest.useRealTimers());

it('reads nothing again while nothing is queued, and says nothing of sends it did not see going', async () => {
  openWith(overviewOf([OLDER]));
  await advanceTimers(0);
  expect(progress()).toHaveTextContent(/^$/);
  await advanceTimers(PROGRESS_POLL_MS * 3);
  expect(reads()).toBe(1);
});

it('reads the overview every 2 s while a send has mail queued, saying how it goes, and stops when none has', async () => {
  openWith(
    overviewOf([sendOf('new', { queued: 120, sent: 0, failed: 0 }), OLDER]),
    overviewOf([sendOf('new', { queued: 50, sent: 69, failed: 1 }), OLDER]),
    overviewOf([sendOf('new', { queued: 0, sent: 118, failed: 2 }), OLDER]),
  );
  await advanceTimers(0);
  expect(reads()).toBe(1);
  expect(progress()).toHaveTextContent('Sending the newsletter: 0 delivered, 0 failed, 120 still queued.');
  await advanceTimers(PROGRESS_POLL_MS - 1);
  expect(reads()).toBe(1);
  await advanceTimers(1);
  expect(reads()).toBe(2);
  expect(progress()).toHaveTextContent('Sending the newsletter: 69 delivered, 1 failed, 50 still queued.');
  expect(newestRow()).toEqual(['120', '50', '69', '1']);
  await advanceTimers(PROGRESS_POLL_MS);
  expect(reads()).toBe(3);
  expect(progress()).toHaveTextContent('The newsletter is out: 118 delivered, 2 failed.');
  await advanceTimers(PROGRESS_POLL_MS * 5);
  expect(reads()).toBe(3);
});

it('follows a send it started', async () => {
  openWith(
    overviewOf([OLDER]),
    overviewOf([sendOf('new', { queued: 120, sent: 0, failed: 0 }), OLDER]),
    overviewOf([sendOf('new', { queued: 0, sent: 120, failed: 0 }), OLDER]),
  );
  await advanceTimers(0);
  const user = fakeTimerUser();
  await user.click(screen.getByRole('button', { name: 'Send again…' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
  await advanceTimers(0);
  expect(reads()).toBe(2);
  expect(progress()).toHaveTextContent('Sending the newsletter: 0 delivered, 0 failed, 120 still queued.');
  await advanceTimers(PROGRESS_POLL_MS);
  expect(progress()).toHaveTextContent('The newsletter is out: 120 delivered, 0 failed.');
  await advanceTimers(PROGRESS_POLL_MS * 3);
  expect(reads()).toBe(3);
});

it('stops reading after a failure, keeps what it showed, and reads again on Try again', async () => {
  const sendingNow = overviewOf([sendOf('new', { queued: 120, sent: 0, failed: 0 })]);
  openWith(
    sendingNow,
    answer(503, { message: 'The database is not reachable.' }),
    overviewOf([sendOf('new', { queued: 0, sent: 120, failed: 0 })]),
  );
  await advanceTimers(0);
  await advanceTimers(PROGRESS_POLL_MS);
  expect(reads()).toBe(2);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The database is not reachable.');
  expect(newestRow()).toEqual(['120', '120', '0', '0']);
  await advanceTimers(PROGRESS_POLL_MS * 5);
  expect(reads()).toBe(2);
  const user = fakeTimerUser();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await advanceTimers(0);
  expect(reads()).toBe(3);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(progress()).toHaveTextContent('The newsletter is out: 120 delivered, 0 failed.');
});
