import type { Account } from '@fns/contracts';
import { screen } from '@testing-library/react';
import { storeAuthToken } from '../../lib/auth-token';
import { forgetSignedInStaff } from '../../lib/signed-in-staff';
import { answer, installFetchMock, routeFetch } from '../../test-support/fetch-mock';
import { renderAt } from '../../test-support/render-at';
import { forRole } from '../role-gate';

const fetchMock = installFetchMock();
const account = (role: Account['role'], twoFactorRequired = false): Account => ({
  id: 'a'.repeat(24),
  username: 'sam',
  name: 'Sam',
  role,
  twoFactorEnabled: false,
  twoFactorRequired,
  email: null,
});

/** The audience screen behind its gate, opened by someone with this account (or none readable). */
async function open(answerAccount: () => Response) {
  forgetSignedInStaff();
  routeFetch(fetchMock, { 'GET /api/auth/account': answerAccount });
  const page = await forRole('audience', () => Promise.resolve({ default: () => <h1>The wait list</h1> }))();
  renderAt(page.default, '/admin/waitlist');
}

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

describe('a screen typed in', () => {
  it('opens for a role that may use it', async () => {
    await open(() => answer(200, account('administrator')));
    expect(await screen.findByRole('heading', { level: 1, name: 'The wait list' })).toBeInTheDocument();
  });

  it('says why not to a role that may not, with the way back', async () => {
    await open(() => answer(200, account('editor')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
    expect(screen.getByText('Your role (Editor) cannot use this screen. Ask an administrator if you need it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'The wait list' })).not.toBeInTheDocument();
  });

  it('sends an Administrator who owes two-factor authentication to turn it on', async () => {
    await open(() => answer(200, account('administrator', true)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role needs two-factor authentication on this site');
    expect(screen.queryByRole('heading', { name: 'The wait list' })).not.toBeInTheDocument();
  });

  it('shows the screen when the account cannot be read, whose own calls then say why (an expired session)', async () => {
    await open(() => answer(401, { message: 'Your session has expired. Please log in again.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The wait list' })).toBeInTheDocument();
  });
});
