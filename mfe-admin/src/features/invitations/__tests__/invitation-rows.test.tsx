import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, callsTo, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { ADA, ADA_ID, ENTRIES, LIST_API, openWaitlist, SUMMARY_API, summaryOf } from './invitation-fixtures';

const fetchMock = installFetchMock();
const INVITATION_API = `/api/admin/waitlist/${ADA_ID}/invitation`;
const RENEWED = { state: 'active', expiresAt: '2026-04-30T12:00:00.000Z' } as const;

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
// The row header (the name) is no cell: the Invitation column's is the sixth.
const invitationCell = (name: string) => within(row(name)).getAllByRole('cell')[5]!;
/** What the last action came to: the Invitations card's second status region (after its counts). */
const outcome = () => within(screen.getByRole('region', { name: 'Invitations' })).getAllByRole('status')[1];

/** The screen with `routes` answering what the rows' buttons send; resolves once the rows are in. */
async function open(routes: Record<string, () => Response> = {}) {
  routeFetch(fetchMock, { [LIST_API]: () => answer(200, pageOf(ENTRIES)), [SUMMARY_API]: () => answer(200, summaryOf()), ...routes });
  openWaitlist();
  await screen.findByRole('table', { name: 'Sign-ups' });
}

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it("shows each entry's invitation, and Resend and Revoke on the invited ones only", async () => {
  await open();
  const headers = within(screen.getByRole('table', { name: 'Sign-ups' })).getAllByRole('columnheader');
  expect(headers[6]).toHaveTextContent('Invitation');
  expect(invitationCell('Grace Hopper')).toHaveTextContent('—');
  expect(invitationCell('Alan Turing')).toHaveTextContent('Revoked');
  expect(invitationCell('Ada Lovelace')).toHaveTextContent(/^Invited until .*2026/);
  expect(invitationCell('Ada Lovelace').querySelector('time')).toHaveAttribute('dateTime', '2026-03-15T12:00:00.000Z');
  expect(invitationCell('Katherine Johnson')).toHaveTextContent('Expired');
  expect(invitationCell('Margaret Hamilton')).toHaveTextContent('Joined');
  const resends = screen.getAllByRole('button', { name: /^Resend the invitation of/ }).map((button) => button.getAttribute('aria-label'));
  expect(resends).toEqual(['Resend the invitation of ada@example.com', 'Resend the invitation of katherine@example.com']);
  expect(screen.getAllByRole('button', { name: /^Revoke the invitation of/ })).toHaveLength(2);
});

it('resends with the token: the row shows the new code’s date, the outcome says so and the counts are read again', async () => {
  await open({ [`POST ${INVITATION_API}`]: () => answer(200, RENEWED) });
  const resend = within(row('Ada Lovelace')).getByRole('button', { name: 'Resend the invitation of ada@example.com' });
  await userEvent.click(resend);
  expect(await screen.findByText('A new invitation is on its way to ada@example.com.')).toBe(outcome());
  expect(invitationCell('Ada Lovelace').querySelector('time')).toHaveAttribute('dateTime', RENEWED.expiresAt);
  expect(requestsTo(fetchMock, `POST ${INVITATION_API}`)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
  await waitFor(() => expect(callsTo(fetchMock, SUMMARY_API)).toBe(2));
  expect(resend).toHaveFocus();
});

it('says why a resend failed above the table', async () => {
  await open({ [`POST ${INVITATION_API}`]: () => answer(409, { message: 'This entry is not invited.' }) });
  await userEvent.click(within(row('Ada Lovelace')).getByRole('button', { name: /^Resend/ }));
  const list = within(screen.getByRole('region', { name: 'Sign-ups' }));
  expect(await list.findByRole('alert')).toHaveTextContent('This entry is not invited.');
  expect(invitationCell('Ada Lovelace').querySelector('time')).toHaveAttribute('dateTime', ADA.invitation!.expiresAt);
});

describe('Revoke', () => {
  it('asks first; Cancel sends nothing and gives the focus back', async () => {
    await open();
    const revoke = within(row('Ada Lovelace')).getByRole('button', { name: 'Revoke the invitation of ada@example.com' });
    await userEvent.click(revoke);
    const dialog = screen.getByRole('dialog', { name: 'Revoke the invitation of ada@example.com?' });
    expect(dialog).toHaveAccessibleDescription('Its code stops working and they wait in line again.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revoke).toHaveFocus();
    expect(callsTo(fetchMock, `DELETE ${INVITATION_API}`)).toBe(0);
  });

  it('revokes once confirmed, reads the list and the counts again, and moves the focus to what happened', async () => {
    const lists = [
      pageOf(ENTRIES),
      pageOf([{ ...ADA, status: 'confirmed' as const, invitation: { ...ADA.invitation!, state: 'revoked' as const } }]),
    ];
    await open({ [LIST_API]: () => answer(200, lists.shift() ?? pageOf([])), [`DELETE ${INVITATION_API}`]: () => answer(204) });
    await userEvent.click(within(row('Ada Lovelace')).getByRole('button', { name: /^Revoke/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('The invitation of ada@example.com is revoked: they wait in line again.'));
    expect(outcome()).toHaveFocus();
    expect(requestsTo(fetchMock, `DELETE ${INVITATION_API}`)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
    await waitFor(() => expect(invitationCell('Ada Lovelace')).toHaveTextContent('Revoked'));
    expect(within(row('Ada Lovelace')).getByRole('checkbox', { name: 'Select ada@example.com' })).toBeInTheDocument();
    expect(callsTo(fetchMock, SUMMARY_API)).toBe(2);
  });

  it('keeps the dialog open with the reason when the revoke is refused', async () => {
    await open({ [`DELETE ${INVITATION_API}`]: () => answer(409, { message: 'This entry is not invited.' }) });
    await userEvent.click(within(row('Ada Lovelace')).getByRole('button', { name: /^Revoke/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This entry is not invited.');
  });
});
