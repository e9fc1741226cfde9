/** @jest-environment node */
import { renderToString } from 'react-dom/server';
// Tests only: the shared react-router-dom subset has no static router.
import { StaticRouter } from 'react-router-dom';
import ResetPasswordPage from '../reset-password-page';

// The shell renders the page on the server first: the token comes from the router's location, with no window.
const renderOnServer = (url: string) =>
  renderToString(
    <StaticRouter location={url}>
      <ResetPasswordPage />
    </StaticRouter>,
  );

it('renders the form on the server when the link has its token', () => {
  const html = renderOnServer('/admin/reset-password?token=abc.def');
  expect(html).toContain('Choose a new password');
  expect(html).toContain('Repeat the new password');
  // The token is not written into the page.
  expect(html).not.toContain('abc.def');
});

it('renders the incomplete-link note on the server without one', () => {
  expect(renderOnServer('/admin/reset-password')).toContain('This reset link is incomplete. Please ask for a new one.');
});
