import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { expectAskedFirst } from '../../../test-support/confirm-dialog';
import { answer, callsTo, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { pageOf } from '../../../test-support/page-of';
import { ALAN_ID, batch, ENTRIES, GRACE_ID, LIST_API, openWaitlist, SUMMARY_API, summaryOf } from './invitation-fixtures';

const fetchMock = installFetchMock();
const POST_API = 'POST /api/admin/waitlist/invitations';
const section = () => within(screen.getByRole('region', { name: 'Invitations' }));

/** The screen with the list and the summary answered, and `post` answering an invite; resolves once the summary is in. */
async function open(post = () => answer(201, batch('new', { queued: 0, sent: 25, failed: 0 }))) {
  routeFetch(fetchMock, {
    [LIST_API]: () => answer(200, pageOf(ENTRIES)),
    [SUMMARY_API]: () => answer(200, summaryOf()),
    [POST_API]: post,
  });
  openWaitlist();
  await section().findByText('12 invited · 3 joined · 2 expired · 1 revoked');
}

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('says it is loading, then shows the counts of every state above the list', async () => {
  routeFetch(fetchMock, { [LIST_API]: () => answer(200, pageOf(ENTRIES)), [SUMMARY_API]: () => answer(200, summaryOf()) });
  openWaitlist();
  expect(section().getByText('Loading invitations...')).toHaveAttribute('role', 'status');
  expect(await section().findByText('12 invited · 3 joined · 2 expired · 1 revoked')).toBeInTheDocument();
  expect(section().getByText('No invitations sent yet.')).toBeInTheDocument();
  expect(requestsTo(fetchMock, SUMMARY_API)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt' })]);
});

it('shows why the summary failed, with a retry', async () => {
  const answers = [answer(500, { message: 'The database is not reachable.' }), answer(200, summaryOf())];
  routeFetch(fetchMock, { [LIST_API]: () => answer(200, pageOf(ENTRIES)), [SUMMARY_API]: () => answers.shift()! });
  openWaitlist();
  const alert = await section().findByRole('alert');
  expect(alert).toHaveTextContent('The database is not reachable.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await section().findByText('12 invited · 3 joined · 2 expired · 1 revoked')).toBeInTheDocument();
  expect(section().queryByRole('alert')).not.toBeInTheDocument();
});

describe('Invite the next N', () => {
  it('asks first, naming how many and how long a code works; Cancel sends nothing and gives the focus back', async () => {
    await open();
    const field = section().getByRole('spinbutton', { name: 'People to invite' });
    expect(field).toHaveValue(10);
    expect(field).toHaveAttribute('min', '1');
    expect(field).toHaveAttribute('max', '10000');
    await expectAskedFirst(
      section().getByRole('button', { name: 'Invite the next 10' }),
      'Invite the next 10 people on the wait list?',
      'Each gets a mail with a code that works for 14 days.',
    );
    expect(callsTo(fetchMock, POST_API)).toBe(0);
  });

  it('invites the number typed once confirmed, then reads the counts and the list again and says so', async () => {
    await open();
    const field = section().getByRole('spinbutton', { name: 'People to invite' });
    await userEvent.clear(field);
    await userEvent.type(field, '25{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Invite the next 25 people on the wait list?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await section().findByText('25 people invited: their mail is on its way.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, POST_API)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt', body: { next: 25 } })]);
    await waitFor(() => expect(callsTo(fetchMock, SUMMARY_API)).toBe(2));
    expect(requestsTo(fetchMock, LIST_API)).toHaveLength(2);
  });

  it.each(['0', '10001', '2.5', ''])('refuses %j: says what it takes, and cannot be sent', async (typed) => {
    await open();
    const field = section().getByRole('spinbutton', { name: 'People to invite' });
    await userEvent.clear(field);
    if (typed) await userEvent.type(field, typed);
    expect(section().getByText('Give a whole number from 1 to 10,000.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: /^Invite the next/ })).toBeDisabled();
  });

  it('keeps the dialog open with the reason when nobody could be invited', async () => {
    await open(() => answer(422, { message: 'No one of those is waiting to be invited.' }));
    await userEvent.click(section().getByRole('button', { name: 'Invite the next 10' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No one of those is waiting to be invited.');
  });
});

describe('Invite selected', () => {
  const list = () => within(screen.getByRole('region', { name: 'Sign-ups' }));

  it('offers a box on each waiting row only, and invites the ones ticked once confirmed', async () => {
    await open(() => answer(201, batch('new', { queued: 2, sent: 0, failed: 0 })));
    expect(list().getAllByRole('checkbox')).toHaveLength(2);
    expect(list().getByRole('button', { name: 'Invite selected (0)' })).toBeDisabled();
    const alan = list().getByRole('checkbox', { name: 'Select alan@example.com' });
    await userEvent.click(list().getByRole('checkbox', { name: 'Select grace@example.com' }));
    await userEvent.click(alan);
    await userEvent.click(alan);
    expect(list().getByRole('button', { name: 'Invite selected (1)' })).toBeEnabled();
    await userEvent.click(alan);
    await userEvent.click(list().getByRole('button', { name: 'Invite selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite 2 chosen people?' });
    expect(dialog).toHaveAccessibleDescription('Each gets a mail with a code that works for 14 days.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    const outcome = await section().findByText('2 people invited: their mail is on its way.');
    // The selection is spent: its button is disabled, so the focus goes to what happened.
    expect(outcome).toHaveFocus();
    expect(list().getByRole('button', { name: 'Invite selected (0)' })).toBeDisabled();
    expect(requestsTo(fetchMock, POST_API)[0]?.body).toEqual({ ids: [GRACE_ID, ALAN_ID] });
  });

  it('asks about one chosen person in the singular', async () => {
    await open();
    await userEvent.click(list().getByRole('checkbox', { name: 'Select grace@example.com' }));
    await userEvent.click(list().getByRole('button', { name: 'Invite selected (1)' }));
    expect(screen.getByRole('dialog', { name: 'Invite 1 chosen person?' })).toBeInTheDocument();
  });
});
