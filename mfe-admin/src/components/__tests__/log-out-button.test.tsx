import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_POST_FORM } from '../../features/post-editor/post-form';
import { localCopyKey, readLocalCopy, writeLocalCopy } from '../../features/post-editor/unsaved/local-copy-store';
import { readAuthToken, storeAuthToken } from '../../lib/auth-token';
import { answer, installFetchMock, routeFetch } from '../../test-support/fetch-mock';
import { renderAt } from '../../test-support/render-at';
import { ErrorNotice } from '../error-notice';
import { LogOutButton } from '../log-out-button';

const fetchMock = installFetchMock();
const COPY = { values: { ...EMPTY_POST_FORM, title: 'Not saved yet' }, savedAt: '2026-04-20T16:30:00.000Z', version: 3 };
/** Drafts of two posts and of the new post form, as the editor keeps them. */
const DRAFTS = [localCopyKey('5'), localCopyKey('12'), localCopyKey(undefined)];
const keptDrafts = () => DRAFTS.map(readLocalCopy);

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  storeAuthToken('jwt');
  for (const key of DRAFTS) writeLocalCopy(key, COPY);
});

it('"Log out" removes every unsaved draft kept in this browser, before the server is even asked', async () => {
  let draftsWhenRevoked: unknown;
  routeFetch(fetchMock, {
    'POST /api/auth/logout': () => {
      draftsWhenRevoked = keptDrafts();
      return answer(204);
    },
  });
  renderAt(LogOutButton, '/admin/dashboard');
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/login'));
  expect(draftsWhenRevoked).toEqual([null, null, null]);
  expect(keptDrafts()).toEqual([null, null, null]);
  expect(readAuthToken()).toBeNull();
});

it('"Sign in again" after a refused token keeps them: the editor offers them back after signing in', async () => {
  const Expired = () => <ErrorNotice problem={{ message: 'Your session expired.', authFailure: true }} />;
  renderAt(Expired, '/admin/posts/edit/5');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/login'));
  expect(keptDrafts()).toEqual([COPY, COPY, COPY]);
  expect(readAuthToken()).toBeNull();
});
