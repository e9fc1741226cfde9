/** @jest-environment node */
import type { InvitationView } from '@fns/contracts';
import type { Settled } from '@fns/design-system/data';
import { renderToString } from 'react-dom/server';
// Tests only: the shared react-router-dom subset has no static router.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import InvitationPage from '../invitation-page';

const CODE = `inv_${'Ab-9_'.repeat(12)}`;

/** The page as the shell's server sends it for `address`: its loader's data settled before the render, no JavaScript run. */
async function renderOnServer(invitation: InvitationView, address: string): Promise<string> {
  const settled: Settled<InvitationView> = { status: 'loaded', data: invitation };
  const handler = createStaticHandler([{ path: '/welcome', loader: () => ({ invitation: settled }), Component: InvitationPage }]);
  const context = await handler.query(new Request(`http://localhost${address}`));
  if (context instanceof Response) throw new Error('The route answered a response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
}

it('sends a plain form that POSTs to the page’s own address, its code included: Join works without JavaScript', async () => {
  const html = await renderOnServer(
    { state: 'active', firstName: 'Grace', expiresAt: '2026-12-31T00:00:00.000Z' },
    `/welcome?code=${CODE}`,
  );
  expect(html).toContain('Welcome, Grace!</h1>');
  const form = /<form[^>]*>/.exec(html)?.[0];
  expect(form).toContain('method="post"');
  expect(form).toContain(`action="/welcome?code=${CODE}"`);
  expect(html).toMatch(/<button type="submit"[^>]*>Join<\/button>/);
  expect(html).toContain('This invitation works until December 31, 2026.');
});
