import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { removeAuthToken, storeAuthToken } from '../auth-token';
import type { PostBody } from '../post-types';
import { createPreviewLink } from '../preview-api';
import { fetchRevision, fetchRevisions, restoreRevision } from '../revisions-api';

const fetchMock = installFetchMock();
const BODY = { title: 'Unsaved title', content: '<p>Draft</p>' } as PostBody;

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('asks for a preview link of the unsaved fields, with the token', async () => {
  const link = { url: '/blog/story?preview=tok', expiresAt: '2026-05-01T10:42:00.000Z' };
  fetchMock.mockResolvedValue(answer(201, link));
  await expect(createPreviewLink(5, BODY)).resolves.toEqual(link);
  expect(requestOf(fetchMock)).toEqual({ url: '/api/admin/posts/5/preview', method: 'POST', authorization: 'Bearer jwt', body: BODY });
});

it('lists the revisions and reads one, with the token', async () => {
  fetchMock.mockResolvedValueOnce(answer(200, [{ id: 'r2' }])).mockResolvedValueOnce(answer(200, { id: 'r 1', post: {} }));
  await expect(fetchRevisions(5)).resolves.toEqual([{ id: 'r2' }]);
  await fetchRevision(5, 'r 1');
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: '/api/admin/posts/5/revisions', method: 'GET', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1).url).toBe('/api/admin/posts/5/revisions/r%201');
});

it('restores a revision with the version the form is based on', async () => {
  fetchMock.mockResolvedValue(answer(200, { id: 5, version: 8 }));
  await expect(restoreRevision(5, 'r1', 7)).resolves.toEqual({ id: 5, version: 8 });
  expect(requestOf(fetchMock)).toEqual({
    url: '/api/admin/posts/5/revisions/r1/restore',
    method: 'POST',
    authorization: 'Bearer jwt',
    body: { version: 7 },
  });
});

it.each([
  ['a stale version', 409, { message: 'Changed by someone else.' }, 'Changed by someone else.', false],
  ['an expired session', 401, {}, 'Unauthorized or forbidden. Please log in again.', true],
  ['another failure', 500, 'oops', 'HTTP error! Status: 500.', false],
])('a refused restore (%s) keeps its status and message', async (_name, status, body, message, authFailure) => {
  fetchMock.mockResolvedValue(answer(status, body));
  await expect(restoreRevision(5, 'r1', 7)).rejects.toMatchObject({ status, message, authFailure });
});

it.each([
  ['preview', () => createPreviewLink(5, BODY), 'Failed to create the preview link.'],
  ['revisions', () => fetchRevisions(5), 'Failed to load the revisions.'],
  ['revision', () => fetchRevision(5, 'r1'), 'Failed to load the revision.'],
  ['restore', () => restoreRevision(5, 'r1', 7), 'Failed to restore the revision.'],
])('%s: a network failure reads "%s", no token sends nothing', async (_name, call, message) => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(call()).rejects.toMatchObject({ message });
  fetchMock.mockReset();
  removeAuthToken();
  await expect(call()).rejects.toMatchObject({ message: 'Authentication token not found. Please log in.', authFailure: true });
  expect(fetchMock).not.toHaveBeenCalled();
});
