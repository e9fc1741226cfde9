import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VerifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

/** The host name the stand-in's answers name by default (set it as RECAPTCHA_HOSTNAMES). */
export const STAND_IN_HOSTNAME = 'founders.example';

/** A local stand-in for Google's siteverify endpoint: answers what the test sets and records requests. */
export async function startRecaptchaStandIn() {
  let answer: VerifyAnswer | 'error' = { success: true, score: 0.9, action: 'waitlistSubmit', hostname: STAND_IN_HOSTNAME };
  const received: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(new URLSearchParams(body));
      if (answer === 'error') {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    received,
    answerWith(next: VerifyAnswer | 'error') {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
