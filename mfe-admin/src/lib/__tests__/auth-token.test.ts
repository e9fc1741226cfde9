import { AUTH_TOKEN_KEY } from '@fns/design-system';
import { installFetchMock } from '../../test-support/fetch-mock';
import { readAuthToken, removeAuthToken, removeLocalDrafts, storeAuthToken } from '../auth-token';
import { deleteAudienceEntry, fetchAudienceCsv, fetchAudiencePage, fetchAudienceStats, setMessageHandled } from '../audience-api';
import type { PostBody } from '../post-types';
import { createPost, deletePost, updatePost } from '../posts-api';
import { addTaxonomy, deleteTaxonomy } from '../taxonomy-api';

const fetchMock = installFetchMock();
const body = { title: 'T', content: '<p>x</p>' } as PostBody;
const everyone = { q: '', unhandled: false, status: null };
const AUDIENCE_NO_TOKEN = 'Authentication token not found. Please log in again.';

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});
afterEach(() => jest.restoreAllMocks());

it('keeps the token in local storage under authToken, and forgets it', () => {
  expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt');
  removeAuthToken();
  expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
});

it('removes every unsaved post draft kept in this browser, and nothing else', () => {
  for (const key of ['fns.post-draft.5', 'fns.post-draft.new', 'fns.post-draft.12', 'theme']) window.localStorage.setItem(key, '{}');
  removeLocalDrafts();
  const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
  expect(keys.sort()).toEqual([AUTH_TOKEN_KEY, 'theme']);
});

it('removes drafts quietly when storage is blocked', () => {
  jest.spyOn(Storage.prototype, 'key').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(() => removeLocalDrafts()).not.toThrow();
});

it('reads what storage holds now, whoever wrote it', () => {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'from-another-tab');
  expect(readAuthToken()).toBe('from-another-tab');
});

// SPEC section 5: the token is read from storage at the moment of the call, so one removed in this tab
// (where no storage event arrives) stops the call before anything is sent.
it.each([
  ['saving a new post', () => createPost(body), 'Authentication token not found. Please log in.'],
  ['updating a post', () => updatePost(5, body, 3), 'Authentication token not found. Please log in.'],
  ['deleting a post', () => deletePost(5), 'Authentication token not found.'],
  ['adding a category', () => addTaxonomy('category', 'Grit'), 'Authentication required.'],
  ['adding a tag', () => addTaxonomy('tag', 'Grit'), 'Authentication required.'],
  ['deleting a category', () => deleteTaxonomy('category', 3), 'Authentication required.'],
  ['deleting a tag', () => deleteTaxonomy('tag', 3), 'Authentication required.'],
  ['reading an audience list', () => fetchAudiencePage('waitlist', everyone, 1), AUDIENCE_NO_TOKEN],
  ['deleting an audience entry', () => deleteAudienceEntry('newsletter', 'f'.repeat(24)), AUDIENCE_NO_TOKEN],
  ['marking a message handled', () => setMessageHandled('f'.repeat(24), true), AUDIENCE_NO_TOKEN],
  ['exporting a list', () => fetchAudienceCsv('contact', everyone), AUDIENCE_NO_TOKEN],
  ['reading the counts', () => fetchAudienceStats(), AUDIENCE_NO_TOKEN],
])('%s after the stored token was removed in this tab sends nothing', async (_name, call, message) => {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
  await expect(call()).rejects.toMatchObject({ message, authFailure: true });
  expect(fetchMock).not.toHaveBeenCalled();
});
