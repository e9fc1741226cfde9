import type { Preferences } from '@fns/contracts';
import { screen, within } from '@testing-library/react';
import { answerApi, visitLinkPage } from '../../../test-support/link-pages';

const TOKEN = 'pr_Abc-123xyz456_789';
const PAGE = `/preferences/${TOKEN}`;
const ON_BOTH: Preferences = { email: 'p***@example.com', newsletter: 'subscribed', waitlist: 'waiting' };

/** The page of `/preferences/{token}…` as the shell renders it; resolves once its heading is in. */
const visit = (search = '') => visitLinkPage('/preferences/:token', `${PAGE}${search}`);
const part = (name: string) => screen.getByRole('region', { name });
/** A part's form: it POSTs to the page's own address, its action in a hidden field; resolves with its button's label. */
function formIn(name: string, action: string): string {
  const form = within(part(name)).getByRole('form', { name });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', PAGE);
  expect(form.querySelector('input[type="hidden"][name="action"]')).toHaveValue(action);
  const button = within(form).getByRole('button');
  expect(button).toHaveAttribute('type', 'submit');
  return button.textContent;
}

it('names the address (masked) and offers a button for each list, and erasure', async () => {
  const calls = answerApi(200, ON_BOTH);
  expect(await visit()).toHaveTextContent('Your e-mail preferences');
  expect(screen.getByText('For p***@example.com.')).toBeInTheDocument();
  expect(calls).toEqual([`/api/preferences/${TOKEN}`]);

  expect(within(part('Newsletter')).getByText('You get our newsletter.')).toBeInTheDocument();
  expect(formIn('Newsletter', 'newsletter-off')).toBe('Unsubscribe from the newsletter');
  expect(within(part('Wait list')).getByText("You're on the wait list. We'll write when it's your turn.")).toBeInTheDocument();
  expect(formIn('Wait list', 'leave-waitlist')).toBe('Leave the wait list');

  const erase = part('Erase me');
  expect(
    within(erase).getByText(
      'Remove your address from every list and from our records. We keep only a one-way fingerprint of it, so we never write to you again unless you sign up anew.',
    ),
  ).toBeInTheDocument();
  expect(formIn('Erase me', 'erase')).toBe('Erase me');
  const confirm = within(erase).getByRole('checkbox', { name: /Yes, erase everything about me/ });
  expect(confirm).toBeRequired();
  expect(confirm).toHaveAttribute('name', 'confirm');
  expect(confirm).toHaveAttribute('value', 'yes');
  expect(confirm).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

it.each([
  [
    'pending',
    'You signed up for our newsletter: confirm with the link in the mail we sent you.',
    'newsletter-off',
    'Unsubscribe from the newsletter',
  ],
  ['unsubscribed', "You've unsubscribed from our newsletter.", 'newsletter-on', 'Subscribe again'],
  ['none', "You're not subscribed to our newsletter.", 'newsletter-on', 'Subscribe'],
] as const)('newsletter %s: says so, with its one button', async (newsletter, sentence, action, label) => {
  answerApi(200, { ...ON_BOTH, newsletter });
  await visit();
  expect(within(part('Newsletter')).getByText(sentence)).toBeInTheDocument();
  expect(formIn('Newsletter', action)).toBe(label);
});

it.each([
  ['pending', 'Confirm your place on the wait list with the link in the mail we sent you.', true],
  ['invited', "It's your turn! Your invitation is in your inbox.", true],
  ['joined', "You've joined. Welcome aboard!", false],
  ['removed', "You've left the wait list.", false],
  ['none', "You're not on the wait list.", false],
] as const)('wait list %s: says so; "Leave" while there is a place to leave: %s', async (waitlist, sentence, leave) => {
  answerApi(200, { ...ON_BOTH, waitlist });
  await visit();
  expect(within(part('Wait list')).getByText(sentence)).toBeInTheDocument();
  if (leave) expect(formIn('Wait list', 'leave-waitlist')).toBe('Leave the wait list');
  else expect(within(part('Wait list')).queryByRole('form')).toBeNull();
});

describe('after "Erase me" (the shell sends the visitor back with ?erased=1)', () => {
  it("says they're erased once the link leads nowhere, with the way home and nothing else", async () => {
    answerApi(404, { message: 'This link is not valid or has expired.' });
    expect(await visit('?erased=1')).toHaveTextContent("You're erased");
    expect(screen.getByText('Your address is gone from our lists and records.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the preferences while the address is still there, its forms posting to the plain address', async () => {
    answerApi(200, ON_BOTH);
    expect(await visit('?erased=1')).toHaveTextContent('Your e-mail preferences');
    expect(formIn('Newsletter', 'newsletter-off')).toBe('Unsubscribe from the newsletter');
  });
});

// A token the API refuses, or the API down: components/link-page's tests.
