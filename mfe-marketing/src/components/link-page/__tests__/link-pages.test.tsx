import { renderPageRoute } from '@fns/design-system/testing';
import { screen } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { answerApi, visitLinkPage } from '../../../test-support/link-pages';

const TOKEN = 'tok_3n-Abc123xyz456';
const NOT_VALID = 'This link is not valid or has expired.';

/** What every page of a mail's link does before its link is read, and when it cannot be used (its own words for that). */
describe.each([
  ['/confirm/:token', `/confirm/${TOKEN}`, NOT_VALID],
  ['/unsubscribe/:token', `/unsubscribe/${TOKEN}`, NOT_VALID],
  ['/waitlist/status/:token', `/waitlist/status/${TOKEN}`, NOT_VALID],
  ['/welcome', `/welcome?code=${TOKEN}`, 'This invitation is not valid.'],
  ['/preferences/:token', `/preferences/${TOKEN}`, NOT_VALID],
])('%s', (path, at, notValid) => {
  it('says it is loading while the API answers', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderPageRoute(
      routes.find((route) => route.path === path)!,
      { at },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each([404, 400])('a link the API refuses (%i): not valid, a way home and nothing else', async (status) => {
    answerApi(status, { message: NOT_VALID });
    expect(await visitLinkPage(path, at)).toHaveTextContent(notValid);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the API down: something went wrong, try again', async () => {
    answerApi(503, { message: 'The database is unavailable right now.' });
    expect(await visitLinkPage(path, at)).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Please refresh the page to try again.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
