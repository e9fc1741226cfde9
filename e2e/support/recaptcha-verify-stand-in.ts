import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tokens the stand-in of Google's script hands out (as `<token>:<action>`, the action it was made
 * for); the verify stand-in scores them. `otherSite` is a good token made on another site.
 */
export const RECAPTCHA_TOKENS = { good: 'e2e-token-good', lowScore: 'e2e-token-low-score', otherSite: 'e2e-token-other-site' } as const;

/** The host the e2e sites run on: the API's RECAPTCHA_HOSTNAMES, and what Google names for a token made on them. */
export const RECAPTCHA_HOSTNAME = '127.0.0.1';

/** A local stand-in for Google's siteverify endpoint, answering for the tokens above as Google would. */
export async function startRecaptchaVerifyStandIn() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const response = new URLSearchParams(body).get('response');
      const [token, action] = (response ?? '').split(':');
      const score = token === RECAPTCHA_TOKENS.lowScore ? 0.1 : 0.9;
      const hostname = token === RECAPTCHA_TOKENS.otherSite ? 'copycat.example' : RECAPTCHA_HOSTNAME;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: response !== null, score, action, hostname }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
