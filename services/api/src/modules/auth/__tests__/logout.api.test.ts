import jwt from 'jsonwebtoken';
import { Types } from 'mongoose';
import request from 'supertest';
import { bodyOf, type LoginBody } from '../../../test-support/response-body';
import { TEST_ADMIN, testApp } from '../../../test-support/test-app';
import { createAdmin } from '../auth.service';
import { StaffSession } from '../session.model';

const { app, config } = testApp();
const REVOKED = { message: 'Your session is no longer valid. Please log in again.' };

const signIn = async () => `Bearer ${bodyOf<LoginBody>(await request(app).post('/api/auth/login').send(TEST_ADMIN)).token}`;
const logout = (authorization: string, through = app) => request(through).post('/api/auth/logout').set('Authorization', authorization);
const adminList = (authorization: string, through = app) => request(through).get('/api/admin/posts').set('Authorization', authorization);

beforeEach(() => createAdmin(config, TEST_ADMIN.username, TEST_ADMIN.password));

describe('POST /api/auth/logout', () => {
  it('answers 204 and the token is refused from then on; another session goes on', async () => {
    const token = await signIn();
    const otherSession = await signIn();
    expect((await adminList(token)).status).toBe(200);

    const res = await logout(token);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');

    const after = await adminList(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(REVOKED);
    expect((await logout(token)).body).toEqual(REVOKED);
    expect((await adminList(otherSession)).status).toBe(200);
  });

  it('is shared by every instance: a token signed out through one is refused by another', async () => {
    const otherInstance = testApp().app;
    const token = await signIn();
    expect((await logout(token)).status).toBe(204);
    expect((await adminList(token, otherInstance)).body).toEqual(REVOKED);
  });

  it('reads no body: whatever is sent with it changes nothing', async () => {
    const res = await logout(await signIn())
      .set('Content-Type', 'application/json')
      .send('{ not json');
    expect(res.status).toBe(204);
  });

  it('needs a valid admin token', async () => {
    const res = await request(app).post('/api/auth/logout');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required.' });
  });

  it('ends the session itself; sessions past their expiry go when a new one starts (no TTL index)', async () => {
    await StaffSession.create({
      _id: 'long-expired',
      userId: new Types.ObjectId(),
      createdAt: new Date(Date.now() - 7_200_000),
      lastSeenAt: new Date(Date.now() - 7_200_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const token = await signIn();
    const { jti } = jwt.decode(token.slice('Bearer '.length)) as jwt.JwtPayload;
    expect((await StaffSession.find().lean()).map((session) => session._id)).toEqual([jti]);
    expect((await logout(token)).status).toBe(204);
    expect(await StaffSession.countDocuments()).toBe(0);
  });
});
