/** @jest-environment node */
import { renderToString } from 'react-dom/server';
// Tests only: the shared react-router-dom subset has no static router.
import { StaticRouter } from 'react-router-dom';
import JoinPage from '../join-page';

// The shell renders the page on the server first: the token comes from the router's location, with no window.
const renderOnServer = (url: string) =>
  renderToString(
    <StaticRouter location={url}>
      <JoinPage />
    </StaticRouter>,
  );

it('renders the page on the server while the invitation is read in the browser', () => {
  const html = renderOnServer('/admin/join?token=abc.def');
  expect(html).toContain('Join the team');
  expect(html).toContain('Loading the invitation...');
  // The token is not written into the page.
  expect(html).not.toContain('abc.def');
});

it('renders the incomplete-link note on the server without one', () => {
  expect(renderOnServer('/admin/join')).toContain('This invitation link is incomplete. Please ask for a new one.');
});
