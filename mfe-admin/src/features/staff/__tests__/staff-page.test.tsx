import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { forgetSignedInStaff } from '../../../lib/signed-in-staff';
import { answer, callsTo, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import StaffPage from '../staff-page';
import { ACCOUNT_API, ADA, GRACE, INVITE_API, openAs, STAFF_API } from './staff-fixtures';

const fetchMock = installFetchMock();

const row = (name: string) => within(screen.getByRole('table', { name: 'Team' })).getByRole('row', { name: new RegExp(name) });
const cellsOf = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const inviteForm = () => within(screen.getByRole('region', { name: 'Invite' }));

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('lists the team with each member’s username, address, role and status', async () => {
  await openAs(fetchMock, GRACE);
  expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toBeInTheDocument();
  const headers = within(screen.getByRole('table', { name: 'Team' })).getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Username', 'E-mail', 'Role', 'Status']);
  expect(cellsOf('Alan Turing')).toEqual(['alan', 'alan@example.com', 'Author', 'Suspended']);
  expect(cellsOf('Ada Lovelace')).toEqual(['ada', 'ada@example.com', 'Administrator', 'Active']);
  expect(within(screen.getByRole('region', { name: 'Team' })).getAllByRole('status')[0]).toHaveTextContent('4 staff members');
  expect(requestsTo(fetchMock, STAFF_API)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
});

it('gives an administrator a role to choose, Suspend or Reactivate, and Delete on every row but their own', async () => {
  await openAs(fetchMock, ADA);
  const role = screen.getByRole('combobox', { name: 'Role of Grace Hopper' });
  expect(role).toHaveValue('editor');
  expect(
    within(role)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Contributor', 'Author', 'Editor', 'Administrator']);
  expect(screen.getByRole('button', { name: 'Suspend Grace Hopper' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reactivate Alan Turing' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Katherine Johnson' })).toBeInTheDocument();
  // Their own row: no controls, "(you)" instead.
  expect(within(row('Ada Lovelace')).queryByRole('combobox')).not.toBeInTheDocument();
  expect(within(row('Ada Lovelace')).queryByRole('button')).not.toBeInTheDocument();
  expect(row('Ada Lovelace')).toHaveTextContent('(you)');
  // An Administrator may invite every role, and withdraw every invitation.
  const invitable = within(inviteForm().getByRole('combobox', { name: /Role/ })).getAllByRole('option');
  expect(invitable.map((option) => option.textContent)).toEqual(['Contributor', 'Author', 'Editor', 'Administrator']);
  expect(screen.getAllByRole('button', { name: /^Withdraw the invitation of/ })).toHaveLength(2);
});

it('gives an editor no controls on the team, Contributor and Author to invite, and Withdraw on those only', async () => {
  await openAs(fetchMock, GRACE);
  const team = within(screen.getByRole('table', { name: 'Team' }));
  expect(team.queryByRole('combobox')).not.toBeInTheDocument();
  expect(team.queryByRole('button')).not.toBeInTheDocument();
  expect(team.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  const invitable = within(inviteForm().getByRole('combobox', { name: /Role/ })).getAllByRole('option');
  expect(invitable.map((option) => option.textContent)).toEqual(['Contributor', 'Author']);
  const pending = within(screen.getByRole('table', { name: 'Pending invitations' }));
  expect(pending.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
    'Withdraw the invitation of margaret@example.com',
  ]);
});

it('lists the pending invitations: address, role, who invited and until when', async () => {
  await openAs(fetchMock, ADA);
  const pending = within(screen.getByRole('table', { name: 'Pending invitations' }));
  const cells = within(pending.getByRole('row', { name: /edsger@example.com/ })).getAllByRole('cell');
  expect(cells.slice(0, 2).map((cell) => cell.textContent)).toEqual(['Editor', 'Ada Lovelace']);
  expect(cells[2]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-08T10:00:00.000Z');
});

it('says when no invitation is pending', async () => {
  await openAs(fetchMock, ADA, {}, { staff: [ADA], invitations: [] });
  expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Pending invitations' })).not.toBeInTheDocument();
});

it('sends an invitation, says so and reads the pending ones again', async () => {
  await openAs(fetchMock, GRACE, { [INVITE_API]: () => answer(201, {}) });
  const email = inviteForm().getByRole('textbox', { name: /E-mail address/ });
  expect(email).toBeRequired();
  expect(email).toHaveAttribute('type', 'email');
  await userEvent.type(email, ' alan@example.com ');
  await userEvent.selectOptions(inviteForm().getByRole('combobox', { name: /Role/ }), 'author');
  await userEvent.click(inviteForm().getByRole('button', { name: 'Send invitation' }));
  expect(await inviteForm().findByText('Invitation sent to alan@example.com.')).toHaveAttribute('role', 'status');
  expect(email).toHaveValue('');
  expect(requestsTo(fetchMock, INVITE_API)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', body: { email: 'alan@example.com', role: 'author' } }),
  ]);
  await waitFor(() => expect(callsTo(fetchMock, STAFF_API)).toBe(2));
});

it("shows the server's refusal of an invitation in an alert", async () => {
  await openAs(fetchMock, ADA, { [INVITE_API]: () => answer(409, { message: 'That e-mail address already belongs to a staff member.' }) });
  await userEvent.type(inviteForm().getByRole('textbox', { name: /E-mail address/ }), 'grace@example.com');
  await userEvent.click(inviteForm().getByRole('button', { name: 'Send invitation' }));
  expect(await inviteForm().findByRole('alert')).toHaveTextContent('That e-mail address already belongs to a staff member.');
  expect(inviteForm().getByRole('textbox', { name: /E-mail address/ })).toHaveValue('grace@example.com');
});

it('a failed load of the team says why and offers to try again', async () => {
  forgetSignedInStaff();
  const answers = [answer(500, { message: 'The database is not reachable.' }), answer(200, { staff: [ADA], invitations: [] })];
  routeFetch(fetchMock, { [ACCOUNT_API]: () => answer(200, ADA), [STAFF_API]: () => answers.shift()! });
  renderAt(StaffPage, '/admin/staff');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The database is not reachable.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Team' })).toBeInTheDocument();
});
