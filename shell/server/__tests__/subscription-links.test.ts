/** @jest-environment node */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { subscriptionLinks } from '../subscription-links';

const TOKEN = 'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4';
/** An invitation's code: base64url, 60 to 80 characters. */
const CODE = `inv_${'Ab-9_'.repeat(12)}`;
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** Listens on a free port; resolves with its origin. */
async function listen(server: http.Server): Promise<string> {
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the POSTs of a mail’s links', () => {
  /** A stand-in API: answers each POST with `apiStatus` and records what it was asked. */
  const apiCalls: Array<{ path: string; forwardedFor: string | undefined; host: string | undefined }> = [];
  /** The JSON body of each call (undefined: none). */
  const apiBodies: unknown[] = [];
  let apiStatus = 200;
  let api: http.Server;
  let shell: http.Server;
  let origin: string;
  beforeAll(async () => {
    api = express()
      .post('/api/{*rest}', express.json(), (req, res) => {
        apiCalls.push({ path: req.path, forwardedFor: req.get('x-forwarded-for'), host: req.get('x-forwarded-host') });
        apiBodies.push(req.body);
        res.status(apiStatus).json(apiStatus < 300 ? { status: 'done' } : { message: 'No.' });
      })
      .listen(0, '127.0.0.1');
    const apiUrl = await listen(api);
    shell = express()
      .use(subscriptionLinks({ apiUrl, timeoutMs: 2_000 }))
      .get('/{*path}', (_req, res) => void res.send('the page'))
      .listen(0, '127.0.0.1');
    origin = await listen(shell);
  });
  afterAll(async () => {
    await new Promise((resolve) => shell.close(resolve));
    if (api.listening) await new Promise((resolve) => api.close(resolve));
  });
  beforeEach(() => {
    apiCalls.splice(0);
    apiBodies.splice(0);
    apiStatus = 200;
  });

  const post = (path: string, body = '', type = 'application/x-www-form-urlencoded') =>
    fetch(`${origin}${path}`, { method: 'POST', body, headers: { 'content-type': type }, redirect: 'manual' });

  it("unsubscribes on a mail provider's one-click POST: 200, a word, no page (RFC 8058)", async () => {
    const answer = await post(`/unsubscribe/${TOKEN}`, ONE_CLICK);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe('Unsubscribed.');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(apiCalls).toEqual([{ path: `/api/subscriptions/${TOKEN}/unsubscribe`, forwardedFor: '127.0.0.1', host: new URL(origin).host }]);
  });

  it('takes the one-click body as a multipart field too', async () => {
    const boundary = 'xYzZY';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const answer = await post(`/unsubscribe/${TOKEN}`, body, `multipart/form-data; boundary=${boundary}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('Unsubscribed.');
  });

  it.each(['confirm', 'unsubscribe'])(
    "sends the page's form (/%s) back to the page with a 303, which shows the new status",
    async (action) => {
      const answer = await post(`/${action}/${TOKEN}`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/${action}/${TOKEN}`);
      expect(apiCalls.map((call) => call.path)).toEqual([`/api/subscriptions/${TOKEN}/${action}`]);
    },
  );

  it('sends the form back to the page, which says so, when the API refuses the link', async () => {
    apiStatus = 404;
    const answer = await post(`/confirm/${TOKEN}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/confirm/${TOKEN}`);
  });

  it('answers a one-click POST for a link the API does not know with a 404', async () => {
    apiStatus = 404;
    const answer = await post(`/unsubscribe/${TOKEN}`, ONE_CLICK);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('This link is not valid or has expired.');
  });

  it.each([
    ['too short', 'abc'],
    ['not base64url', 'Zm9vYmFy.LWJhei1xdXV4LTEy'],
    ['padded', 'Zm9vYmFyLWJhei1xdXV4LTEy=='],
    ['too long', 'A'.repeat(257)],
    ['encoded slash', 'Zm9vYmFyLWJh%2Fei1xdXV4LTEy'],
  ])('answers a token of the wrong shape (%s) with a 404, asking the API nothing', async (_shape, token) => {
    const answer = await post(`/unsubscribe/${token}`, ONE_CLICK);
    expect(answer.status).toBe(404);
    expect(apiCalls).toEqual([]);
  });

  it('refuses a body larger than a one-click POST needs', async () => {
    const answer = await post(`/unsubscribe/${TOKEN}`, `${ONE_CLICK}&padding=${'x'.repeat(4_096)}`);
    expect(answer.status).toBe(413);
    expect(apiCalls).toEqual([]);
  });

  it.each([`/confirm/${TOKEN}`, `/welcome?code=${CODE}`, `/preferences/${TOKEN}`])(
    'passes the limit on to the visitor when the API limits them (%s)',
    async (path) => {
      apiStatus = 429;
      expect((await post(path)).status).toBe(429);
    },
  );

  it.each([`/confirm/${TOKEN}`, `/welcome?code=${CODE}`])('leaves GETs of the links to the page (%s)', async (path) => {
    const answer = await fetch(`${origin}${path}`);
    expect(await answer.text()).toBe('the page');
    expect(apiCalls).toEqual([]);
  });

  describe('an invitation’s Join, POST /welcome?code={code}', () => {
    it("joins with the visitor's address and sends them back to the page, which shows they're in", async () => {
      const answer = await post(`/welcome?code=${CODE}`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/welcome?code=${CODE}`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(apiCalls).toEqual([{ path: `/api/invitations/${CODE}/join`, forwardedFor: '127.0.0.1', host: new URL(origin).host }]);
    });

    it('keeps only the code in the address it sends them back to', async () => {
      const answer = await post(`/welcome?utm_source=mail&code=${CODE}&code=other-code-0123456789`);
      expect(answer.headers.get('location')).toBe(`/welcome?code=${CODE}`);
      expect(apiCalls.map((call) => call.path)).toEqual([`/api/invitations/${CODE}/join`]);
    });

    it.each([404, 410])('sends them back to the page, which says why, when the API refuses the code (%i)', async (status) => {
      apiStatus = status;
      const answer = await post(`/welcome?code=${CODE}`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/welcome?code=${CODE}`);
    });

    it.each([
      ['no code', '/welcome'],
      ['an empty code', '/welcome?code='],
      ['too short', '/welcome?code=abc'],
      ['not base64url', `/welcome?code=${CODE.slice(0, 20)}.${CODE.slice(21)}`],
      ['encoded slash', `/welcome?code=${CODE.slice(0, 20)}%2F${CODE.slice(21)}`],
      ['too long', `/welcome?code=${'A'.repeat(257)}`],
    ])('answers a code of the wrong shape (%s) with a 404, asking the API nothing', async (_shape, path) => {
      const answer = await post(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('This invitation is not valid.');
      expect(apiCalls).toEqual([]);
    });
  });

  describe('the preference page’s buttons, POST /preferences/{token}', () => {
    const PAGE = `/preferences/${TOKEN}`;
    const API = `/api/preferences/${TOKEN}`;

    it.each(['newsletter-off', 'newsletter-on', 'leave-waitlist'])(
      'passes %s on to the API as JSON, with the visitor’s address, and sends them back to the page',
      async (action) => {
        const answer = await post(PAGE, `action=${action}`);
        expect(answer.status).toBe(303);
        expect(answer.headers.get('location')).toBe(PAGE);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(apiCalls).toEqual([{ path: API, forwardedFor: '127.0.0.1', host: new URL(origin).host }]);
        expect(apiBodies).toEqual([{ action }]);
      },
    );

    it('erases only with the box ticked, then sends them back to the page flagged erased', async () => {
      const answer = await post(PAGE, 'action=erase&confirm=yes');
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${PAGE}?erased=1`);
      expect(apiBodies).toEqual([{ action: 'erase' }]);
    });

    it.each(['action=erase', 'action=erase&confirm=', 'action=erase&confirm=no'])(
      'sends them back to the page, asking the API nothing, without the box ticked (%s)',
      async (body) => {
        const answer = await post(PAGE, body);
        expect(answer.status).toBe(303);
        expect(answer.headers.get('location')).toBe(PAGE);
        expect(apiCalls).toEqual([]);
      },
    );

    it.each([
      ['an unknown action', 'action=everything', { action: 'everything' }],
      ['no action', '', {}],
    ])('leaves %s to the API to refuse, and sends them back to the page', async (_case, body, sent) => {
      apiStatus = 400;
      const answer = await post(PAGE, body);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(PAGE);
      expect(apiBodies).toEqual([sent]);
    });

    it('answers a token of the wrong shape with a 404, asking the API nothing', async () => {
      const answer = await post('/preferences/abc', 'action=erase&confirm=yes');
      expect([answer.status, await answer.text()]).toEqual([404, 'This link is not valid or has expired.']);
      expect(apiCalls).toEqual([]);
    });
  });

  // Last: it stops the stand-in API.
  it('answers 502 with a message when the API fails, and when it cannot be reached', async () => {
    apiStatus = 500;
    const failed = await post(`/confirm/${TOKEN}`);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toBe('We could not reach our service just now. Please go back and try again shortly.');

    await new Promise((resolve) => api.close(resolve));
    const down = await post(`/unsubscribe/${TOKEN}`, ONE_CLICK);
    expect(down.status).toBe(502);
    expect((await post(`/confirm/${TOKEN}`)).status).toBe(502);
    expect((await post(`/welcome?code=${CODE}`)).status).toBe(502);
    expect((await post(`/preferences/${TOKEN}`, 'action=erase&confirm=yes')).status).toBe(502);
  });
});
