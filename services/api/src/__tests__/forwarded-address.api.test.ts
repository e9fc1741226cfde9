import mongoose from 'mongoose';
import request from 'supertest';
import { bodyOf } from '../test-support/response-body';
import { testApp } from '../test-support/test-app';

// The test's requests come from loopback, where the shell's server sits in the shipped topology.
const subscribe = (app: ReturnType<typeof testApp>['app'], forwardedFor?: string) => {
  const call = request(app).post('/api/newsletter');
  return (forwardedFor === undefined ? call : call.set('X-Forwarded-For', forwardedFor)).send({ email: 'ada@example.com' });
};
const statuses = async (app: ReturnType<typeof testApp>['app'], forwardedFors: string[]) => {
  const answers: number[] = [];
  for (const forwardedFor of forwardedFors) answers.push((await subscribe(app, forwardedFor)).status);
  return answers;
};

describe('the client address behind the shell', () => {
  const { app } = testApp({ FORM_RATE_LIMIT_MAX: '1' });

  it('is the one address the proxy in front sent', async () => {
    expect(await statuses(app, ['203.0.113.7', '203.0.113.8', '203.0.113.7'])).toEqual([201, 201, 429]);
  });

  it('is never read from further back than that one hop, whatever a visitor put in front', async () => {
    // A proxy that passed a visitor's own header on, visitor on the same machine: the key stays the proxy's entry.
    expect(await statuses(app, ['198.51.100.1, 127.0.0.1', '198.51.100.2, 127.0.0.1'])).toEqual([201, 429]);
    expect(await statuses(app, ['198.51.100.3, 203.0.113.9', '198.51.100.4, 203.0.113.9'])).toEqual([201, 429]);
  });

  it('is refused with 400 when it is not an IP address, and never used as a key', async () => {
    for (const forwardedFor of ['unknown', 'attacker.example', '203.0.113.7:4000']) {
      const res = await subscribe(app, forwardedFor);
      expect({ forwardedFor, status: res.status, body: bodyOf(res) }).toEqual({
        forwardedFor,
        status: 400,
        body: { message: 'The request does not carry a usable client IP address.' },
      });
    }
    expect(await mongoose.connection.collection('rate_limits').countDocuments()).toBe(0);
  });

  it('is the connection itself with TRUST_PROXY=false (the API facing visitors directly)', async () => {
    const direct = testApp({ FORM_RATE_LIMIT_MAX: '1', TRUST_PROXY: 'false' }).app;
    expect(await statuses(direct, ['203.0.113.7', '203.0.113.8', 'unknown'])).toEqual([201, 429, 429]);
  });

  it('is the connection itself when the peer is not a configured proxy', async () => {
    const elsewhere = testApp({ FORM_RATE_LIMIT_MAX: '1', TRUST_PROXY: '10.0.0.0/8' }).app;
    expect(await statuses(elsewhere, ['203.0.113.7', '203.0.113.8'])).toEqual([201, 429]);
  });
});
