import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, callsTo, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { ADA, ALAN, GRACE, KATHERINE, openAs, STAFF_API, TO_AUTHOR } from './staff-fixtures';

const fetchMock = installFetchMock();
const KATHERINE_API = `/api/admin/staff/${KATHERINE.id}`;
const WITHDRAW_API = `DELETE /api/admin/staff/invitations/${TO_AUTHOR.id}`;

const team = () => within(screen.getByRole('region', { name: 'Team' }));
/** What the last change to the team came to: the Team card's second status region (after its count). */
const outcome = () => team().getAllByRole('status')[1];
const roleOf = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('saves a role as it is chosen and says so', async () => {
  await openAs(fetchMock, ADA, { [`PATCH ${KATHERINE_API}`]: () => answer(200, { ...KATHERINE, role: 'author' }) });
  await userEvent.selectOptions(roleOf('Katherine Johnson'), 'author');
  expect(await team().findByText('Katherine Johnson is now an Author.')).toBe(outcome());
  expect(roleOf('Katherine Johnson')).toHaveValue('author');
  expect(requestsTo(fetchMock, `PATCH ${KATHERINE_API}`)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', body: { role: 'author' } }),
  ]);
});

it('puts the role back and shows why when the server refuses it', async () => {
  const refusal = 'The last Administrator cannot change role.';
  await openAs(fetchMock, ADA, { [`PATCH ${KATHERINE_API}`]: () => answer(409, { message: refusal }) });
  await userEvent.selectOptions(roleOf('Katherine Johnson'), 'editor');
  expect(await team().findByRole('alert')).toHaveTextContent(refusal);
  expect(roleOf('Katherine Johnson')).toHaveValue('contributor');
});

it('suspends an active member and reactivates a suspended one', async () => {
  await openAs(fetchMock, ADA, {
    [`PATCH ${KATHERINE_API}`]: () => answer(200, { ...KATHERINE, status: 'suspended' }),
    [`PATCH /api/admin/staff/${ALAN.id}`]: () => answer(200, { ...ALAN, status: 'active' }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Suspend Katherine Johnson' }));
  expect(await team().findByText('Katherine Johnson is suspended: they cannot sign in until reactivated.')).toBe(outcome());
  expect(screen.getByRole('button', { name: 'Reactivate Katherine Johnson' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reactivate Alan Turing' }));
  expect(await team().findByText('Alan Turing is active again.')).toBe(outcome());
  expect(requestsTo(fetchMock, `PATCH ${KATHERINE_API}`)[0]?.body).toEqual({ status: 'suspended' });
  expect(requestsTo(fetchMock, `PATCH /api/admin/staff/${ALAN.id}`)[0]?.body).toEqual({ status: 'active' });
});

describe('Delete', () => {
  it('asks who takes over the posts (another active member) before deleting', async () => {
    await openAs(fetchMock, ADA);
    const remove = screen.getByRole('button', { name: 'Delete Katherine Johnson' });
    await userEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete Katherine Johnson?' });
    expect(dialog).toHaveAccessibleDescription(
      'Their account goes for good, and they can no longer sign in. Their posts go to the staff member you choose.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const heir = within(dialog).getByRole('combobox', { name: /Who takes over their posts\?/ });
    expect(heir).toBeRequired();
    // Neither Katherine herself nor Alan (suspended).
    expect(
      within(heir)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a staff member', 'Ada Lovelace (Administrator)', 'Grace Hopper (Editor)']);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(callsTo(fetchMock, `DELETE ${KATHERINE_API}`)).toBe(0);
  });

  it('deletes with the new owner of the posts, says so and reads the team again', async () => {
    const lists = [
      { staff: [ADA, GRACE, ALAN, KATHERINE], invitations: [] },
      { staff: [ADA, GRACE, ALAN], invitations: [] },
    ];
    await openAs(fetchMock, ADA, { [STAFF_API]: () => answer(200, lists.shift()), [`DELETE ${KATHERINE_API}`]: () => answer(204) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Katherine Johnson' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Who takes over/ }), GRACE.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('Katherine Johnson is deleted; their posts are now Grace Hopper’s.'));
    expect(outcome()).toHaveFocus();
    expect(requestsTo(fetchMock, `DELETE ${KATHERINE_API}`)).toEqual([
      expect.objectContaining({ authorization: 'Bearer jwt', query: { postsTo: GRACE.id } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Katherine Johnson/ })).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when the server refuses, and asks afresh the next time', async () => {
    await openAs(fetchMock, ADA, { [`DELETE ${KATHERINE_API}`]: () => answer(400, { message: 'Choose who takes over their posts.' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Katherine Johnson' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Who takes over/ }), ADA.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose who takes over their posts.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Grace Hopper' }));
    expect(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Who takes over/ })).toHaveValue('');
  });
});

it('withdraws an invitation once confirmed and reads the list again', async () => {
  const lists = [
    { staff: [ADA], invitations: [TO_AUTHOR] },
    { staff: [ADA], invitations: [] },
  ];
  await openAs(fetchMock, ADA, { [STAFF_API]: () => answer(200, lists.shift()), [WITHDRAW_API]: () => answer(204) });
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation of margaret@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw the invitation of margaret@example.com?' });
  expect(dialog).toHaveAccessibleDescription('Its link stops working.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  const pending = within(screen.getByRole('region', { name: 'Pending invitations' }));
  expect(await pending.findByText('The invitation of margaret@example.com is withdrawn.')).toHaveFocus();
  expect(await pending.findByText('No pending invitations.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, WITHDRAW_API)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
});
