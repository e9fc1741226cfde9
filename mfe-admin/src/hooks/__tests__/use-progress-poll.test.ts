import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../../lib/api-client';
import type { MailSend } from '../../lib/send-progress';
import { advanceTimers } from '../../test-support/fake-timers';
import { PROGRESS_POLL_MS, useProgressPoll } from '../use-progress-poll';

const send = (id: string, queued: number): MailSend => ({
  id,
  createdAt: '2026-04-15T09:30:00.000Z',
  progress: { queued, sent: 0, failed: 0 },
});
const request = jest.fn<Promise<MailSend[]>, []>();
const sendsOf = (sends: MailSend[]) => sends;
/** Answers each of `answers` in turn (an Error rejects), the last one from then on. */
const answering = (...answers: Array<MailSend[] | Error>) =>
  request.mockImplementation(() => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
const poll = () => renderHook(() => useProgressPoll(request, sendsOf, 'Failed to load.'));

beforeEach(() => {
  jest.useFakeTimers();
  request.mockReset();
});
afterEach(() => jest.useRealTimers());

it('reads once when nothing is queued, and watches nothing', async () => {
  answering([send('a', 0)]);
  const { result } = poll();
  await advanceTimers(PROGRESS_POLL_MS * 3);
  expect(request).toHaveBeenCalledTimes(1);
  expect(result.current.data).toEqual([send('a', 0)]);
  expect(result.current.watched).toEqual(new Set());
});

it('reads again every PROGRESS_POLL_MS while a send has mail queued, watching it, until none has', async () => {
  answering([send('a', 3), send('b', 0)], [send('a', 1), send('b', 0)], [send('a', 0), send('b', 0)]);
  const { result } = poll();
  await advanceTimers(0);
  expect(result.current.watched).toEqual(new Set(['a']));
  await advanceTimers(PROGRESS_POLL_MS);
  expect(request).toHaveBeenCalledTimes(2);
  await advanceTimers(PROGRESS_POLL_MS);
  expect(request).toHaveBeenCalledTimes(3);
  await advanceTimers(PROGRESS_POLL_MS * 5);
  expect(request).toHaveBeenCalledTimes(3);
  expect(result.current.data).toEqual([send('a', 0), send('b', 0)]);
  expect(result.current.watched).toEqual(new Set(['a']));
});

it('stops once unmounted', async () => {
  answering([send('a', 3)]);
  const { unmount } = poll();
  await advanceTimers(PROGRESS_POLL_MS);
  expect(request).toHaveBeenCalledTimes(2);
  unmount();
  await advanceTimers(PROGRESS_POLL_MS * 5);
  expect(request).toHaveBeenCalledTimes(2);
});

it('stops after a failure, keeping the last answer, and reads again on refresh', async () => {
  answering([send('a', 3)], new ApiError('The database is not reachable.'), [send('a', 0)]);
  const { result } = poll();
  await advanceTimers(PROGRESS_POLL_MS);
  expect(result.current.problem).toEqual({ message: 'The database is not reachable.', authFailure: false });
  expect(result.current.data).toEqual([send('a', 3)]);
  await advanceTimers(PROGRESS_POLL_MS * 5);
  expect(request).toHaveBeenCalledTimes(2);
  act(() => result.current.refresh());
  await advanceTimers(0);
  expect(request).toHaveBeenCalledTimes(3);
  expect(result.current.problem).toBeNull();
  expect(result.current.data).toEqual([send('a', 0)]);
});

it('reads a failure that is not an ApiError as the fallback; `watch` adds a send', async () => {
  answering(new TypeError('Failed to fetch'));
  const { result } = poll();
  await advanceTimers(0);
  expect(result.current.problem).toEqual({ message: 'Failed to load.', authFailure: false });
  act(() => result.current.watch('c'));
  expect(result.current.watched).toEqual(new Set(['c']));
});
