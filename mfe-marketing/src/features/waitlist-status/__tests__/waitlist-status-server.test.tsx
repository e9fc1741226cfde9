/** @jest-environment node */
import type { WaitlistStanding } from '@fns/contracts';
import type { Settled } from '@fns/design-system/data';
import { renderToString } from 'react-dom/server';
// Tests only: the shared react-router-dom subset has no static router.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import WaitlistStatusPage from '../waitlist-status-page';

const REFERRAL_URL = 'https://founders.example/?ref=Xyz_123-abcdefghijkl';

/** The page as the shell's server sends it: its loader's data settled before the render, no JavaScript run. */
async function renderOnServer(standing: WaitlistStanding): Promise<string> {
  const settled: Settled<WaitlistStanding> = { status: 'loaded', data: standing };
  const handler = createStaticHandler([
    { path: '/waitlist/status/:token', loader: () => ({ standing: settled }), Component: WaitlistStatusPage },
  ]);
  const context = await handler.query(new Request('http://localhost/waitlist/status/some-token'));
  if (context instanceof Response) throw new Error('The route answered a response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
}

it('sends everything but the copy button, which needs the browser', async () => {
  const html = await renderOnServer({
    status: 'confirmed',
    position: 3,
    waiting: 40,
    referralUrl: REFERRAL_URL,
    referralBoost: 5,
    referrals: 2,
  });
  expect(html).toContain('Your place on the wait list</h1>');
  expect(html).toContain('You&#x27;re number 3 of 40 in line. We&#x27;ll write as soon as it&#x27;s your turn.');
  expect(html).toContain('Move up the list</h2>');
  expect(html).toMatch(/<label for="([^"]+)"[^>]*>Your referral link<\/label>.*<input[^>]* id="\1"/s);
  expect(html).toMatch(new RegExp(`<input[^>]*readOnly=""[^>]*value="${REFERRAL_URL.replace(/[?]/g, '\\?')}"`));
  expect(html).toContain('Friends who joined through your link: 2');
  expect(html).not.toContain('Copy link');
});
