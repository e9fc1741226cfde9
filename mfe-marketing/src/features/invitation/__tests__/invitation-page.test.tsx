import type { InvitationView } from '@fns/contracts';
import { screen } from '@testing-library/react';
import { answerApi, visitLinkPage } from '../../../test-support/link-pages';

// Codes are base64url, 60 to 80 characters.
const CODE = `inv_${'Ab-9_'.repeat(12)}`;
// Late on March 4 in UTC: the page says March 4 wherever it is read.
const ACTIVE: InvitationView = { state: 'active', firstName: 'Ada', expiresAt: '2026-03-04T23:30:00.000Z' };

/** The page of `/welcome?…` as the shell renders it; resolves once its heading is in. */
const visit = (search = `?code=${CODE}`) => visitLinkPage('/welcome', `/welcome${search}`);
const homeLink = () => screen.queryByRole('link', { name: 'Back to the home page' });

describe('an active invitation', () => {
  it('greets by first name, says what Join does, and POSTs to its own address, code included', async () => {
    const calls = answerApi(200, ACTIVE);
    const heading = await visit();
    expect(heading).toHaveTextContent('Welcome, Ada!');
    expect(screen.getByText('Your invitation to Founders Never Solo is ready. Press Join to take your place.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Welcome, Ada!' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/welcome?code=${CODE}`);
    expect(screen.getByRole('button')).toHaveAccessibleName('Join');
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
    expect(screen.getByText('This invitation works until March 4, 2026.')).toBeInTheDocument();
    expect(homeLink()).toBeNull();
    expect(calls).toEqual([`/api/invitations/${CODE}`]);
  });

  it('says "Welcome!" when the first name is unknown', async () => {
    answerApi(200, { ...ACTIVE, firstName: null });
    expect(await visit()).toHaveTextContent(/^Welcome!$/);
  });

  it('keeps only the code in the form’s address, as the server renders it', async () => {
    answerApi(200, ACTIVE);
    await visit(`?utm_source=mail&code=${CODE}&x=1`);
    expect(screen.getByRole('form')).toHaveAttribute('action', `/welcome?code=${CODE}`);
  });
});

it.each([
  ['joined', "You're in!", "Welcome to Founders Never Solo. We'll be in touch with your next steps."],
  ['expired', 'This invitation has expired', 'Ask us for a new one: reply to the invitation mail.'],
] as const)('%s: says so, with the way home and no button', async (state, title, sentence) => {
  answerApi(200, { ...ACTIVE, state });
  expect(await visit()).toHaveTextContent(title);
  expect(screen.getByText(sentence)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  expect(homeLink()).toHaveAttribute('href', '/');
});

it('revoked: not valid, as an unknown code is', async () => {
  answerApi(200, { ...ACTIVE, state: 'revoked' });
  expect(await visit()).toHaveTextContent('This invitation is not valid.');
  expect(screen.queryByRole('form')).toBeNull();
  expect(homeLink()).toBeInTheDocument();
});

it('without a code: not valid, asking the API nothing', async () => {
  const calls = answerApi(200, ACTIVE);
  expect(await visit('')).toHaveTextContent('This invitation is not valid.');
  expect(homeLink()).toBeInTheDocument();
  expect(calls).toEqual([]);
});

// A code the API refuses, or the API down: components/link-page's tests.
