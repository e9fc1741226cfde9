import mongoose from 'mongoose';
import request from 'supertest';
import { TEST_ADMIN, testApp } from '../../../test-support/test-app';
import { createAdmin } from '../auth.service';
import { hashPassword, PASSWORD_CHECKS, passwordMatches, TOO_MANY_SIGN_INS } from '../password-hash';

const { app, config } = testApp();
const login = () => request(app).post('/api/auth/login').send(TEST_ADMIN);

describe('password checks at once, per API instance', () => {
  it('answers 503 beyond the checks running and waiting, and counts that attempt as no failure', async () => {
    await createAdmin(config, TEST_ADMIN.username, TEST_ADMIN.password);
    // The running checks hold their places for about a second (cost 13); the waiting ones are quick.
    const [slow, quick] = await Promise.all([hashPassword('x', 13), hashPassword('x', 4)]);
    const held = [
      ...Array.from({ length: PASSWORD_CHECKS.running }, () => passwordMatches('x', slow)),
      ...Array.from({ length: PASSWORD_CHECKS.waiting }, () => passwordMatches('x', quick)),
    ];

    const res = await login();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: TOO_MANY_SIGN_INS });

    expect(await Promise.all(held)).toEqual(held.map(() => true));
    expect(await mongoose.connection.collection('rate_limits').countDocuments({ points: { $gt: 0 } })).toBe(0);
    expect((await login()).status).toBe(200);
  });
});
