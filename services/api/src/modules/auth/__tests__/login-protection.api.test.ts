import mongoose from 'mongoose';
import request from 'supertest';
import { bodyOf, type LoginBody } from '../../../test-support/response-body';
import { TEST_ADMIN, testApp } from '../../../test-support/test-app';
import { createAdmin } from '../auth.service';

// Requests come from the test on loopback, the API's trusted proxy: X-Forwarded-For names the client.
const ATTACKER = '203.0.113.66';
const ADMINS_OWN = '198.51.100.7';
const WRONG = { ...TEST_ADMIN, password: 'not the password' };

const { app, config } = testApp({ LOGIN_RATE_LIMIT_MAX: '3', LOGIN_BLOCK_MAX_MINUTES: '3' });
const loginFrom = (address: string, body: object, through = app) =>
  request(through).post('/api/auth/login').set('X-Forwarded-For', address).send(body);
const failTimes = async (times: number, address: string, body: object = WRONG, through = app) => {
  for (let attempt = 0; attempt < times; attempt++) expect((await loginFrom(address, body, through)).status).toBe(401);
};
const retryAfter = (res: request.Response) => Number(res.headers['retry-after']);
/** What the passing of time would do: every login block and count ends now. */
const letLoginLimitsExpire = () =>
  mongoose.connection
    .collection('rate_limits')
    .updateMany({ key: /^login-(account|address|block):/ }, { $set: { expire: new Date(Date.now() - 1000) } });

beforeEach(() => createAdmin(config, TEST_ADMIN.username, TEST_ADMIN.password));

describe('login protection per account and address', () => {
  it('blocks the account from that address after LOGIN_RATE_LIMIT_MAX failures, the right password included', async () => {
    await failTimes(3, ATTACKER);
    const res = await loginFrom(ATTACKER, TEST_ADMIN);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many login attempts. Please try again in 1 minute.' });
    expect(retryAfter(res)).toBeGreaterThan(55);
    expect(retryAfter(res)).toBeLessThanOrEqual(60);
  });

  it('never locks the administrator out from their own address while an attack from others runs', async () => {
    // The attack: the admin's account from one address until blocked, then from many more.
    await failTimes(3, ATTACKER);
    for (let host = 1; host <= 5; host++) await failTimes(3, `203.0.113.${host}`);
    expect((await loginFrom(ATTACKER, WRONG)).status).toBe(429);

    const admin = await loginFrom(ADMINS_OWN, TEST_ADMIN);
    expect(admin.status).toBe(200);
    expect(bodyOf<LoginBody>(admin).token).toEqual(expect.any(String));
    // The attack goes on, still refused; the administrator still signs in.
    expect((await loginFrom(ATTACKER, TEST_ADMIN)).status).toBe(429);
    expect((await loginFrom(ADMINS_OWN, TEST_ADMIN)).status).toBe(200);
  });

  it('counts other accounts from the same address apart', async () => {
    await failTimes(3, ATTACKER, { username: 'someone-else', password: 'x' });
    expect((await loginFrom(ATTACKER, TEST_ADMIN)).status).toBe(200);
  });

  it('treats the username case-insensitively, as sign-in does', async () => {
    await failTimes(3, ATTACKER, { ...WRONG, username: 'ADMIN' });
    expect((await loginFrom(ATTACKER, TEST_ADMIN)).status).toBe(429);
  });

  it('forgets the failures after the right password', async () => {
    await failTimes(2, ADMINS_OWN);
    expect((await loginFrom(ADMINS_OWN, TEST_ADMIN)).status).toBe(200);
    await failTimes(3, ADMINS_OWN);
    expect((await loginFrom(ADMINS_OWN, TEST_ADMIN)).status).toBe(429);
  });

  it('counts neither invalid requests (400) nor refused ones (429)', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(ADMINS_OWN, { username: TEST_ADMIN.username })).status).toBe(400);
    }
    expect((await loginFrom(ADMINS_OWN, TEST_ADMIN)).status).toBe(200);

    await failTimes(3, ATTACKER);
    for (let attempt = 0; attempt < 5; attempt++) expect((await loginFrom(ATTACKER, WRONG)).status).toBe(429);
    await letLoginLimitsExpire();
    // The refused attempts did not count: a fresh start after the block.
    await failTimes(2, ATTACKER);
    expect((await loginFrom(ATTACKER, TEST_ADMIN)).status).toBe(200);
  });

  it('doubles each further block, up to LOGIN_BLOCK_MAX_MINUTES', async () => {
    const blocks: number[] = [];
    for (let round = 0; round < 4; round++) {
      await failTimes(3, ATTACKER);
      blocks.push(Math.round(retryAfter(await loginFrom(ATTACKER, WRONG)) / 60));
      await letLoginLimitsExpire();
    }
    expect(blocks).toEqual([1, 2, 3, 3]);
  });

  it('counts simultaneous failures whole, with one block for them', async () => {
    const burst = await Promise.all(Array.from({ length: 3 }, () => loginFrom(ATTACKER, WRONG)));
    expect(burst.map((res) => res.status)).toEqual([401, 401, 401]);
    const res = await loginFrom(ATTACKER, TEST_ADMIN);
    expect(res.status).toBe(429);
    expect(retryAfter(res)).toBeLessThanOrEqual(60);
  });

  it('keeps its counts in the database: another instance (or a restarted one) sees them', async () => {
    const otherInstance = testApp({ LOGIN_RATE_LIMIT_MAX: '3' }).app;
    await failTimes(3, ATTACKER);
    expect((await loginFrom(ATTACKER, TEST_ADMIN, otherInstance)).status).toBe(429);
  });
});

describe('login protection per address', () => {
  const perAddress = testApp({ LOGIN_ADDRESS_DAILY_MAX: '4' }).app;
  const failOtherAccounts = async () => {
    for (let account = 1; account <= 4; account++) {
      expect((await loginFrom(ATTACKER, { username: `user${account}`, password: 'x' }, perAddress)).status).toBe(401);
    }
  };

  it('past LOGIN_ADDRESS_DAILY_MAX failures a day, gives each account one attempt per window from that address', async () => {
    await failOtherAccounts();
    // A new username gets its one attempt, then waits for the end of its window (not the day).
    expect((await loginFrom(ATTACKER, { username: 'user5', password: 'x' }, perAddress)).status).toBe(401);
    const res = await loginFrom(ATTACKER, { username: 'user5', password: 'x' }, perAddress);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many login attempts. Please try again in 15 minutes.' });
    // The same for a known account: one wrong attempt, then even the right password waits.
    expect((await loginFrom(ATTACKER, WRONG, perAddress)).status).toBe(401);
    expect((await loginFrom(ATTACKER, TEST_ADMIN, perAddress)).status).toBe(429);
    expect((await loginFrom(ADMINS_OWN, TEST_ADMIN, perAddress)).status).toBe(200);
  });

  it("lets a right password in from an address whose only failures are other accounts' (one NAT, many people)", async () => {
    await failOtherAccounts();
    const res = await loginFrom(ATTACKER, TEST_ADMIN, perAddress);
    expect(res.status).toBe(200);
    expect(bodyOf<LoginBody>(res).token).toEqual(expect.any(String));
    // The success counted as no failure: the account still has its attempt there.
    expect((await loginFrom(ATTACKER, TEST_ADMIN, perAddress)).status).toBe(200);
  });

  it('lets only one of simultaneous attempts of an account through once the address is past its limit', async () => {
    await failOtherAccounts();
    const burst = await Promise.all(Array.from({ length: 10 }, () => loginFrom(ATTACKER, WRONG, perAddress)));
    expect(burst.map((res) => res.status).sort()).toEqual([401, ...Array<number>(9).fill(429)]);
  });
});

describe('login protection counts before it checks', () => {
  const MAX = 10;
  const limited = testApp({ LOGIN_RATE_LIMIT_MAX: String(MAX) }).app;
  const statusCounts = (responses: request.Response[]) =>
    responses.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.status]: (counts[res.status] ?? 0) + 1 }), {});

  it('counts each of 50 simultaneous wrong logins before its check: LOGIN_RATE_LIMIT_MAX are checked, 40 refused', async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, () => loginFrom(ATTACKER, WRONG, limited)));
    expect(statusCounts(burst)).toEqual({ 401: MAX, 429: 50 - MAX });
    // The checked ones are the address's failures; the refused ones were given back.
    const byAddress = await mongoose.connection.collection('rate_limits').findOne({ key: `login-address:${ATTACKER}` });
    expect(byAddress?.points).toBe(MAX);
    expect((await loginFrom(ATTACKER, TEST_ADMIN, limited)).status).toBe(429);
  });

  it('gives the attempt back on the right password: right ones, simultaneous too, never use up the limit', async () => {
    const burst = await Promise.all(Array.from({ length: MAX }, () => loginFrom(ADMINS_OWN, TEST_ADMIN, limited)));
    expect(statusCounts(burst)).toEqual({ 200: MAX });
    await failTimes(MAX - 1, ADMINS_OWN, WRONG, limited);
    expect((await loginFrom(ADMINS_OWN, TEST_ADMIN, limited)).status).toBe(200);
  });
});

describe('login protection by IPv6 /64', () => {
  it('counts addresses rotating within one /64 as one, and another /64 apart', async () => {
    // LOGIN_RATE_LIMIT_MAX (3) failures, each from another address of 2001:db8:1:2::/64.
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::2', '2001:db8:1:2:ffff:ffff:ffff:3']) await failTimes(1, address);
    expect((await loginFrom('2001:db8:1:2:1234::9', TEST_ADMIN)).status).toBe(429);
    expect((await loginFrom('2001:db8:1:3::1', TEST_ADMIN)).status).toBe(200);
  });
});
