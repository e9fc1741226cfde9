import { isNotFound, type Settled, settle } from '@fns/design-system/data';
import type { SubscriptionLink } from '@fns/contracts';
import { loader } from '../subscription-link-loader';

/** Answers GET /api/subscriptions/{token} with `status` and `body`, and lists the URLs asked. */
function answerWith(status: number, body: unknown): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    calls.push(input as string);
    return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
  });
  return calls;
}

/** The link the page's loader gives for `token`, settled as the server sends it. */
const load = (token: string | undefined): Promise<Settled<SubscriptionLink>> =>
  settle(loader({ params: { token }, request: new Request('http://localhost/confirm/x') }).link);

describe('the mail link pages loader', () => {
  it("reads the link's list, purpose and status from the API, the token encoded", async () => {
    const link = { list: 'newsletter', purpose: 'confirm', status: 'pending' };
    const calls = answerWith(200, link);
    expect(await load('AbC_d-9')).toEqual({ status: 'loaded', data: link });
    expect(await load('a/b?c')).toEqual({ status: 'loaded', data: link });
    expect(calls).toEqual(['/api/subscriptions/AbC_d-9', '/api/subscriptions/a%2Fb%3Fc']);
  });

  it.each([404, 400])('takes a %i for a link that is not valid (the server answers 404)', async (status) => {
    answerWith(status, { message: 'This link is not valid or has expired.' });
    const settled = await load('unknown-token');
    expect(settled.status === 'error' && isNotFound(settled.error)).toBe(true);
    expect(settled).toMatchObject({ error: { message: 'This link is not valid or has expired.' } });
  });

  it('asks nothing without a token', async () => {
    const calls = answerWith(200, {});
    const settled = await load(undefined);
    expect(settled.status === 'error' && isNotFound(settled.error)).toBe(true);
    expect(calls).toEqual([]);
  });

  it("keeps the API's message when it fails, and is no 404 then", async () => {
    answerWith(503, { message: 'The database is unavailable right now.' });
    const settled = await load('some-token');
    expect(settled).toEqual({ status: 'error', error: { name: 'Error', message: 'The database is unavailable right now.' } });
  });
});
