import type { SubscriptionLink } from '@fns/contracts';
import { screen } from '@testing-library/react';
import { answerApi, visitLinkPage } from '../../../test-support/link-pages';

const TOKEN = 'tok_3n-Abc123xyz456';

/** Answers the page's API read with `answer` (a link, or a status with its message). */
const answerWith = (answer: SubscriptionLink | { status: number; message: string }) =>
  'list' in answer ? answerApi(200, answer) : answerApi(answer.status, { message: answer.message });

/** The page of `/{page}/{token}` as the shell renders it; resolves once its heading is in. */
const visit = (page: 'confirm' | 'unsubscribe') => visitLinkPage(`/${page}/:token`, `/${page}/${TOKEN}`);

/** The page's one form: a plain POST to its own address, named by the heading, with one button. */
function expectForm(heading: HTMLElement, button: string) {
  const form = screen.getByRole('form', { name: heading.textContent ?? '' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', expect.stringMatching(new RegExp(`/${TOKEN}$`)));
  expect(screen.getByRole('button')).toHaveAccessibleName(button);
  expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  expect(screen.queryByRole('link')).toBeNull();
}

const expectNoForm = () => {
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
};

describe('/confirm/{token}', () => {
  it.each([
    ['newsletter', 'Confirm your subscription'],
    ['waitlist', 'Confirm your place on the wait list'],
  ] as const)('pending (%s): says what Confirm does and offers the button', async (list, title) => {
    answerWith({ list, purpose: 'confirm', status: 'pending' });
    const heading = await visit('confirm');
    expect(heading).toHaveTextContent(title);
    expect(screen.getByText("One click and you're in: press Confirm to finish signing up.")).toBeInTheDocument();
    expectForm(heading, 'Confirm');
    expect(global.fetch).toHaveBeenCalledWith(`/api/subscriptions/${TOKEN}`, expect.anything());
  });

  it.each([
    ['newsletter', 'confirmed', "Thanks — you're on the list. Look out for our next letter."],
    ['waitlist', 'confirmed', "Thanks — your place on the wait list is confirmed. We'll write when it's your turn."],
    ['waitlist', 'invited', "Thanks — your place on the wait list is confirmed. We'll write when it's your turn."],
    ['waitlist', 'joined', "Thanks — your place on the wait list is confirmed. We'll write when it's your turn."],
  ] as const)('%s, %s: confirmed, with no button', async (list, status, sentence) => {
    answerWith({ list, purpose: 'confirm', status });
    expect(await visit('confirm')).toHaveTextContent("You're confirmed");
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expectNoForm();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['newsletter', 'unsubscribed'],
    ['waitlist', 'removed'],
  ] as const)('%s, %s: says the address is off the list', async (list, status) => {
    answerWith({ list, purpose: 'confirm', status });
    expect(await visit('confirm')).toHaveTextContent("You're unsubscribed");
    expectNoForm();
  });

  it('a link for unsubscribing confirms nothing: not valid here', async () => {
    answerWith({ list: 'newsletter', purpose: 'unsubscribe', status: 'pending' });
    expect(await visit('confirm')).toHaveTextContent('This link is not valid or has expired.');
    expectNoForm();
  });
});

describe('/unsubscribe/{token}', () => {
  it.each([
    ['newsletter', 'confirmed', 'Unsubscribe from our newsletter?'],
    ['waitlist', 'confirmed', 'Leave the wait list?'],
    ['newsletter', 'pending', 'Unsubscribe from our newsletter?'],
  ] as const)('%s, %s: asks, with the Unsubscribe button', async (list, status, title) => {
    answerWith({ list, purpose: 'unsubscribe', status });
    const heading = await visit('unsubscribe');
    expect(heading).toHaveTextContent(title);
    expectForm(heading, 'Unsubscribe');
  });

  it.each([
    ['newsletter', 'unsubscribed'],
    ['waitlist', 'removed'],
  ] as const)('%s, %s: says so, with no button', async (list, status) => {
    answerWith({ list, purpose: 'unsubscribe', status });
    expect(await visit('unsubscribe')).toHaveTextContent("You're unsubscribed");
    expect(screen.getByText("You won't get any more mail from this list. Changed your mind? Sign up again any time.")).toBeInTheDocument();
    expectNoForm();
  });
});

// A link the API refuses, or the API down, on every link's page: components/link-page's tests.
