import type { WaitlistStanding } from '@fns/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, visitLinkPage } from '../../../test-support/link-pages';

const TOKEN = 'wl_Abc-123xyz456_789';
const REFERRAL_URL = 'https://founders.example/?ref=Xyz_123-abcdefghijkl';
/** Waiting, far down the list, with referrals on. */
const WAITING: WaitlistStanding = {
  status: 'confirmed',
  position: 1234,
  waiting: 5678,
  referralUrl: REFERRAL_URL,
  referralBoost: 5,
  referrals: 0,
};
const HEADING = 'Your place on the wait list';

/** The page of `/waitlist/status/{token}` as the shell renders it; resolves once its heading is in. */
const visit = () => visitLinkPage('/waitlist/status/:token', `/waitlist/status/${TOKEN}`);
const referralSection = () => screen.queryByRole('region', { name: 'Move up the list' });

it('waiting: the place in line (numbers written out), as the API has it, and the way home', async () => {
  const calls = answerApi(200, { ...WAITING, referralUrl: null });
  expect(await visit()).toHaveTextContent(HEADING);
  expect(screen.getByText("You're number 1,234 of 5,678 in line. We'll write as soon as it's your turn.")).toBeInTheDocument();
  expect(calls).toEqual([`/api/waitlist/status/${TOKEN}`]);
  expect(referralSection()).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

it.each([
  ['pending', 'Confirm your e-mail address first: the link is in the mail we sent you.'],
  ['invited', "It's your turn! Your invitation is in your inbox."],
  ['joined', "You've joined. Welcome aboard!"],
  ['removed', "You've left the wait list. Changed your mind? Sign up again any time."],
] as const)('%s: says so under the same heading, with no place in line', async (status, sentence) => {
  answerApi(200, { ...WAITING, status, position: null, referralUrl: null });
  expect(await visit()).toHaveTextContent(HEADING);
  expect(screen.getByText(sentence)).toBeInTheDocument();
  expect(screen.queryByText(/in line/)).toBeNull();
  expect(referralSection()).toBeNull();
});

describe('with referrals on', () => {
  it('offers the link to share in a labelled read-only field, and copies it with the button', async () => {
    const user = userEvent.setup();
    answerApi(200, WAITING);
    await visit();
    const section = referralSection()!;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Move up the list');
    expect(
      within(section).getByText('Share your link: each friend who joins the wait list through it and confirms moves you up 5 places.'),
    ).toBeInTheDocument();
    const field = within(section).getByRole('textbox', { name: 'Your referral link' });
    expect(field).toHaveValue(REFERRAL_URL);
    expect(field).toHaveAttribute('readonly');
    expect(within(section).queryByText(/Friends who joined/)).toBeNull();
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(REFERRAL_URL);
  });

  it('counts the friends credited once there are any, and a boost of one place', async () => {
    answerApi(200, { ...WAITING, referralBoost: 1, referrals: 1200 });
    await visit();
    const section = referralSection()!;
    expect(within(section).getByText(/moves you up 1 place\.$/)).toBeInTheDocument();
    expect(within(section).getByText('Friends who joined through your link: 1,200')).toBeInTheDocument();
  });

  it('says when the browser refuses to copy: the link stays there to select', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    answerApi(200, WAITING);
    await visit();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copying failed: select the link and copy it.');
    jest.restoreAllMocks();
  });
});
