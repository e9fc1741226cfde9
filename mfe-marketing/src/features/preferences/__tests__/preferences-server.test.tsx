/** @jest-environment node */
import type { Preferences } from '@fns/contracts';
import type { Settled } from '@fns/design-system/data';
import { renderToString } from 'react-dom/server';
// Tests only: the shared react-router-dom subset has no static router.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PreferencesState } from '../preferences-view';
import PreferencesPage from '../preferences-page';

const TOKEN = 'pr_Abc-123xyz456_789';

/** The page as the shell's server sends it: its loader's data settled before the render, no JavaScript run. */
async function renderOnServer(state: PreferencesState, search = ''): Promise<string> {
  const settled: Settled<PreferencesState> = { status: 'loaded', data: state };
  const handler = createStaticHandler([
    { path: '/preferences/:token', loader: () => ({ preferences: settled }), Component: PreferencesPage },
  ]);
  const context = await handler.query(new Request(`http://localhost/preferences/${TOKEN}${search}`));
  if (context instanceof Response) throw new Error('The route answered a response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
}

const forms = (html: string) => [...html.matchAll(/<form[^>]*>.*?<\/form>/gs)].map(([form]) => form);

it('sends one plain form per button, each POSTing its action to the page, erasure behind a required checkbox', async () => {
  const preferences: Preferences = { email: 'p***@example.com', newsletter: 'unsubscribed', waitlist: 'invited' };
  const html = await renderOnServer(preferences, '?erased=1');
  expect(html).toContain('Your e-mail preferences</h1>');
  expect(html).toContain('For p***@example.com.');
  const sent = forms(html);
  expect(sent).toHaveLength(3);
  for (const form of sent) {
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/preferences/${TOKEN}"`);
  }
  expect(sent.map((form) => /name="action" value="([^"]+)"/.exec(form)?.[1])).toEqual(['newsletter-on', 'leave-waitlist', 'erase']);
  expect(sent[0]).toMatch(/<button type="submit"[^>]*>Subscribe again<\/button>/);
  expect(sent[1]).toMatch(/<button type="submit"[^>]*>Leave the wait list<\/button>/);
  expect(sent[2]).toMatch(/<input[^>]*type="checkbox"[^>]*>/);
  const checkbox = /<input[^>]*type="checkbox"[^>]*>/.exec(sent[2]!)![0];
  expect(checkbox).toContain('name="confirm"');
  expect(checkbox).toContain('value="yes"');
  expect(checkbox).toContain('required=""');
  expect(sent[2]).toMatch(/<button type="submit"[^>]*>Erase me<\/button>/);
});

it("says they're erased, with no form", async () => {
  const html = await renderOnServer({ erased: true }, '?erased=1');
  expect(html).toContain('You&#x27;re erased</h1>');
  expect(html).toContain('Your address is gone from our lists and records.');
  expect(html).not.toContain('<form');
});
