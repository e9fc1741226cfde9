import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Tokens the stand-in of Google's script hands out; the verify stand-in scores them. */
export const RECAPTCHA_TOKENS = { good: 'e2e-token-good', lowScore: 'e2e-token-low-score' } as const;

/** A local stand-in for Google's siteverify endpoint, scoring the tokens above. */
export async function startRecaptchaVerifyStandIn() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('response');
      const score = token === RECAPTCHA_TOKENS.good ? 0.9 : 0.1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: token !== null, score, action: 'waitlistSubmit' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
