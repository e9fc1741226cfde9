import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterOverview } from '@fns/contracts';
import { storeAuthToken } from '../../../lib/auth-token';
import { formatDateTime } from '../../../lib/local-time';
import { expectAskedFirst } from '../../../test-support/confirm-dialog';
import { answer, callsTo, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { OVERVIEW_API, openNewsletter, overviewOf, SEND_API, SENT_AT, sendOf } from './newsletter-fixtures';

const fetchMock = installFetchMock();
const DONE = sendOf('s1', { queued: 0, sent: 118, failed: 2 });
const NEW = sendOf('s2', { queued: 0, sent: 120, failed: 0 }, '2026-04-20T08:00:00.000Z');
const sending = () => within(screen.getByRole('region', { name: 'Send to subscribers' }));

/** The screen with the overviews answered in turn (the last from then on), and `post` answering a send. */
async function open(overviews: NewsletterOverview[], post = () => answer(201, NEW)) {
  openNewsletter(fetchMock, {
    [OVERVIEW_API]: () => answer(200, overviews.length > 1 ? overviews.shift() : overviews[0]),
    [SEND_API]: post,
  });
  await screen.findByRole('region', { name: 'Send to subscribers' });
}

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

describe('a post never sent', () => {
  it('says whom it goes to; the dialog asks first, Cancel sends nothing and gives the focus back', async () => {
    await open([overviewOf()]);
    expect(sending().getByText('It goes to 120 confirmed subscribers, each with their own unsubscribe link.')).toBeInTheDocument();
    expect(sending().getByText('Not sent yet.')).toBeInTheDocument();
    await expectAskedFirst(
      sending().getByRole('button', { name: 'Send to 120 subscribers' }),
      'Send this post to 120 subscribers?',
      'Each gets it once. It cannot be called back.',
    );
    expect(callsTo(fetchMock, SEND_API)).toBe(0);
  });

  it('sends once confirmed, says so, and shows the send', async () => {
    await open([overviewOf(), overviewOf([NEW])]);
    await userEvent.click(sending().getByRole('button', { name: 'Send to 120 subscribers' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send newsletter' }));
    expect(await sending().findByText('The newsletter is on its way to 120 subscribers.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, SEND_API)).toEqual([expect.objectContaining({ authorization: 'Bearer jwt', body: {} })]);
    // Read again: the post went out, and the button now asks to send it again; the focus stays on it.
    const again = await sending().findByRole('button', { name: 'Send again…' });
    expect(again).toHaveFocus();
    expect(sending().getByText(/^This post went out on/)).toHaveTextContent(
      `This post went out on ${formatDateTime(NEW.createdAt)} to 120 subscribers.`,
    );
    expect(sending().getByText('The newsletter is out: 120 delivered, 0 failed.')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps a refusal in the dialog and reads the overview again', async () => {
    await open([overviewOf(), overviewOf([DONE])], () =>
      answer(409, { message: 'This post went out as a newsletter already: confirm to send it again.' }),
    );
    await userEvent.click(sending().getByRole('button', { name: 'Send to 120 subscribers' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send newsletter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This post went out as a newsletter already: confirm to send it again.',
    );
    await waitFor(() => expect(callsTo(fetchMock, OVERVIEW_API)).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sending().getByRole('button', { name: 'Send again…' })).toBeInTheDocument();
  });

  it('with no one subscribed says so, and the button cannot be pressed', async () => {
    await open([overviewOf([], 0)]);
    expect(sending().getByText('No one is subscribed to the newsletter yet.')).toBeInTheDocument();
    expect(sending().getByRole('button', { name: 'Send to 0 subscribers' })).toBeDisabled();
  });
});

describe('a post sent before', () => {
  it('says when it went out and to how many, and lists its sends', async () => {
    await open([overviewOf([DONE])]);
    expect(sending().getByText(/^This post went out on/)).toHaveTextContent(
      `This post went out on ${formatDateTime(SENT_AT)} to 120 subscribers.`,
    );
    const table = sending().getByRole('table', { name: 'Sends' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Started', 'Recipients', 'Queued', 'Delivered', 'Failed']);
    expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120', '0', '118', '2']);
    expect(sending().queryByRole('button', { name: /Send to/ })).not.toBeInTheDocument();
  });

  it('sends again only once the box is ticked, asking to resend', async () => {
    await open([overviewOf([DONE]), overviewOf([NEW, DONE])]);
    const button = sending().getByRole('button', { name: 'Send again…' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Send this post again to 120 subscribers?' });
    expect(dialog).toHaveAccessibleDescription(
      `It went out on ${formatDateTime(SENT_AT)} to 120 subscribers: everyone gets it once more. It cannot be called back.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Send again' });
    expect(confirm).toBeDisabled();
    // By keyboard: from Cancel, Shift+Tab reaches the box (the disabled button is passed over), Space ticks it.
    const box = within(dialog).getByRole('checkbox', { name: 'Yes, send it again to everyone' });
    await userEvent.tab({ shift: true });
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await sending().findByText('The newsletter is on its way to 120 subscribers.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, SEND_API)).toEqual([expect.objectContaining({ body: { resend: true } })]);
    expect(button).toHaveFocus();
  });

  it('unticks the box each time its dialog opens', async () => {
    await open([overviewOf([DONE])]);
    await userEvent.click(sending().getByRole('button', { name: 'Send again…' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Yes, send it again to everyone' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(sending().getByRole('button', { name: 'Send again…' }));
    expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Yes, send it again to everyone' })).not.toBeChecked();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' })).toBeDisabled();
    expect(callsTo(fetchMock, SEND_API)).toBe(0);
  });

  it('shows a 422 in the dialog', async () => {
    await open([overviewOf([DONE])], () => answer(422, { message: 'No one is subscribed to the newsletter yet.' }));
    await userEvent.click(sending().getByRole('button', { name: 'Send again…' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Yes, send it again to everyone' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No one is subscribed to the newsletter yet.');
    expect(within(dialog).getByRole('button', { name: 'Send again' })).toBeEnabled();
  });
});
