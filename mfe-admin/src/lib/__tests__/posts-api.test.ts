import { removeAuthToken, storeAuthToken } from '../auth-token';
import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { ApiError } from '../api-client';
import type { PostBody } from '../post-types';
import { createPost, deletePost, fetchAdminPosts, fetchPost, updatePost } from '../posts-api';

const fetchMock = installFetchMock();
const signedIn = () => storeAuthToken('jwt');
const signedOut = () => removeAuthToken();

/** The ApiError a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  fetchMock.mockReset();
  signedIn();
});

describe('fetchAdminPosts', () => {
  it('sends the bearer token and resolves with the rows', async () => {
    fetchMock.mockResolvedValue(answer(200, [{ id: 1, title: 'A', published: true }]));
    await expect(fetchAdminPosts()).resolves.toEqual([{ id: 1, title: 'A', published: true }]);
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/admin/posts', method: 'GET', authorization: 'Bearer jwt' });
  });

  it('refuses without a token and sends nothing', async () => {
    signedOut();
    const error = await failureOf(fetchAdminPosts());
    expect([error.message, error.authFailure]).toEqual(['Authentication token not found. Please log in again.', true]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'Unauthorized or forbidden. Please log in again.', true],
    [403, 'Unauthorized or forbidden. Please log in again.', true],
    [500, 'HTTP error! Status: 500.', false],
    [404, 'HTTP error! Status: 404.', false],
  ])('maps %i to "%s"', async (status, message, authFailure) => {
    fetchMock.mockResolvedValue(answer(status, { message: 'server text' }));
    const error = await failureOf(fetchAdminPosts());
    expect([error.message, error.authFailure]).toEqual([message, authFailure]);
  });

  it('maps a network failure to "An unknown error occurred."', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(fetchAdminPosts())).message).toBe('An unknown error occurred.');
  });
});

describe('deletePost', () => {
  it.each([
    [204, 'removed'],
    [200, 'changed'],
  ])('answers %i with "%s"', async (status, result) => {
    fetchMock.mockResolvedValue(answer(status, status === 204 ? undefined : {}));
    await expect(deletePost(7)).resolves.toBe(result);
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/posts/7', method: 'DELETE', authorization: 'Bearer jwt' });
  });

  it('refuses without a token', async () => {
    signedOut();
    expect((await failureOf(deletePost(7))).message).toBe('Authentication token not found.');
  });

  it.each([
    [404, 'Post not found.'],
    [401, 'Unauthorized or forbidden.'],
    [403, 'Unauthorized or forbidden.'],
    [500, 'HTTP error! Status: 500.'],
  ])('maps %i to "%s"', async (status, message) => {
    fetchMock.mockResolvedValue(answer(status, { message: 'server text' }));
    expect((await failureOf(deletePost(7))).message).toBe(message);
  });

  it('maps a network failure to "Failed to delete post."', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(deletePost(7))).message).toBe('Failed to delete post.');
  });
});

describe('fetchPost', () => {
  it('sends the token when there is one, so drafts load', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 3, title: 'Draft' }));
    await expect(fetchPost('3')).resolves.toMatchObject({ title: 'Draft' });
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/posts/3', authorization: 'Bearer jwt' });
  });

  it('reads without a token when there is none', async () => {
    signedOut();
    fetchMock.mockResolvedValue(answer(200, { id: 3 }));
    await fetchPost('3');
    expect(requestOf(fetchMock).authorization).toBeUndefined();
  });

  it.each([
    ['the server message', answer(404, { message: 'Post not found.' }, 'Not Found'), 'Post not found.', false],
    [
      'the server message of a 401',
      answer(401, { message: 'Your session has expired. Please log in again.' }),
      'Your session has expired. Please log in again.',
      true,
    ],
    [
      '"Failed to fetch post: " and the status text',
      answer(500, 'oops', 'Internal Server Error'),
      'Failed to fetch post: Internal Server Error',
      false,
    ],
  ])('rejects with %s', async (_name, response, message, authFailure) => {
    fetchMock.mockResolvedValue(response);
    const error = await failureOf(fetchPost('3'));
    expect([error.message, error.authFailure]).toEqual([message, authFailure]);
  });

  it('maps a network failure to "Failed to load post data."', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(fetchPost('3'))).message).toBe('Failed to load post data.');
  });
});

const body: PostBody = {
  title: 'T',
  content: '<p>x</p>',
  vision: null,
  reality: null,
  outcome: null,
  image: null,
  featured: false,
  published: false,
  categoryId: 2,
  beforeImage: null,
  afterImage: null,
  quote: null,
  partnerName: null,
  partnerRole: null,
  partnerContribution: null,
  partnershipOutcome: null,
};

describe.each([
  ['createPost', () => createPost(body), '/api/posts', 'POST', 'Failed to create post.', body],
  ['updatePost', () => updatePost(5, body, 3), '/api/posts/5', 'PUT', 'Failed to update post.', { ...body, version: 3 }],
])('%s', (_name, save, url, method, fallback, sent) => {
  it('sends the body with the token (and an update the version it was based on)', async () => {
    fetchMock.mockResolvedValue(answer(method === 'POST' ? 201 : 200, { id: 5 }));
    await save();
    expect(requestOf(fetchMock)).toEqual({ url, method, authorization: 'Bearer jwt', body: sent });
  });

  it('refuses without a token', async () => {
    signedOut();
    const error = await failureOf(save());
    expect([error.message, error.authFailure]).toEqual(['Authentication token not found. Please log in.', true]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [409, { message: 'The slug "x" is already used by another post.' }, 'The slug "x" is already used by another post.'],
    [
      400,
      { message: 'Image URL must be an http(s) URL or a site path starting with /.' },
      'Image URL must be an http(s) URL or a site path starting with /.',
    ],
    [500, 'not json', fallback],
    [500, {}, fallback],
  ])('maps %i with %j to "%s"', async (status, responseBody, message) => {
    fetchMock.mockResolvedValue(answer(status, responseBody));
    expect((await failureOf(save())).message).toBe(message);
  });

  it('maps a network failure to "An unknown error occurred."', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(save())).message).toBe('An unknown error occurred.');
  });
});

const STALE = 'This post was changed by someone else since you opened it. Compare both versions, then save again to keep yours.';

it('updatePost: a stale version is a 409 with the server message, its status kept for the editor', async () => {
  fetchMock.mockResolvedValue(answer(409, { message: STALE }));
  const error = await failureOf(updatePost(5, body, 2));
  expect([error.message, error.status, error.authFailure]).toEqual([STALE, 409, false]);
});

it('updatePost: a stale version is a 409 with the server message, its status kept for the editor', async () => {
  fetchMock.mockResolvedValue(answer(409, { message: STALE }));
  const error = await failureOf(updatePost(5, body, 2));
  expect([error.message, error.status, error.authFailure]).toEqual([STALE, 409, false]);
});
