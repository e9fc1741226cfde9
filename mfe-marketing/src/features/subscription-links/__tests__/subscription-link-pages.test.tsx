import type { SubscriptionLink } from '@fns/contracts';
import { type PageMeta, PageMetaContext } from '@fns/design-system';
import { renderPageRoute } from '@fns/design-system/testing';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { routes } from '../../../app/routes';

const TOKEN = 'tok_3n-Abc123xyz456';

/** Answers the page's API read with `answer` (a link, or a status with its message). */
function answerWith(answer: SubscriptionLink | { status: number; message: string }) {
  global.fetch = jest.fn(() =>
    Promise.resolve(
      'list' in answer
        ? ({ ok: true, status: 200, json: () => Promise.resolve(answer) } as Response)
        : ({ ok: false, status: answer.status, json: () => Promise.resolve({ message: answer.message }) } as Response),
    ),
  );
}

let meta: PageMeta | undefined;
const MetaCollector = ({ children }: { children: ReactNode }) => (
  <PageMetaContext.Provider value={{ set: (value) => (meta = value) }}>{children}</PageMetaContext.Provider>
);

/** The page of `/{page}/{token}` as the shell renders it; resolves once its heading is in. */
async function visit(page: 'confirm' | 'unsubscribe') {
  const route = routes.find((entry) => entry.path === `/${page}/:token`)!;
  renderPageRoute(route, { at: `/${page}/${TOKEN}`, wrapper: MetaCollector });
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(meta).toMatchObject({ title: heading.textContent, noIndex: true });
  return heading;
}

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
    ['newsletter', "Thanks — you're on the list. Look out for our next letter."],
    ['waitlist', "Thanks — your place on the wait list is confirmed. We'll write when it's your turn."],
  ] as const)('confirmed (%s): says so, with no button', async (list, sentence) => {
    answerWith({ list, purpose: 'confirm', status: 'confirmed' });
    expect(await visit('confirm')).toHaveTextContent("You're confirmed");
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expectNoForm();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('unsubscribed: says the address is off the list', async () => {
    answerWith({ list: 'newsletter', purpose: 'confirm', status: 'unsubscribed' });
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

  it('unsubscribed: says so, with no button', async () => {
    answerWith({ list: 'waitlist', purpose: 'unsubscribe', status: 'unsubscribed' });
    expect(await visit('unsubscribe')).toHaveTextContent("You're unsubscribed");
    expect(screen.getByText("You won't get any more mail from this list. Changed your mind? Sign up again any time.")).toBeInTheDocument();
    expectNoForm();
  });
});

describe('either page', () => {
  it.each(['confirm', 'unsubscribe'] as const)('/%s of a link the API does not know: not valid, a way home', async (page) => {
    answerWith({ status: 404, message: 'This link is not valid or has expired.' });
    expect(await visit(page)).toHaveTextContent('This link is not valid or has expired.');
    expectNoForm();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('the API down: something went wrong, try again', async () => {
    answerWith({ status: 503, message: 'The database is unavailable right now.' });
    expect(await visit('confirm')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Please refresh the page to try again.')).toBeInTheDocument();
    expectNoForm();
  });
});
