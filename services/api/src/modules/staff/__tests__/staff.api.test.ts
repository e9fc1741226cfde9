import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { StaffList, StaffMember } from '@fns/contracts';
import { linkIn, mailTo, type Mail } from '../../../test-support/mailpit';
import { match } from '../../../test-support/matchers';
import { bodyOf } from '../../../test-support/response-body';
import { adminAuthHeader, staffAuthHeader, TEST_ADMIN, testApp } from '../../../test-support/test-app';
import { AdminUser } from '../../auth/admin-user.model';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { Post } from '../../posts/post.model';
import { createPost } from '../../posts/post-write.service';
import { StaffInvitation } from '../staff-invitation.model';

const { app, config } = testApp();
const PASSWORD = 'a long enough passphrase';
const address = (name: string) => `${name}-${randomUUID()}@example.com`;
const statusAndBody = (res: { status: number; body: unknown }) => [res.status, res.body];
const tokenIn = (mail: Mail) => new URL(linkIn(mail, /\/admin\/join\?token=/)).searchParams.get('token')!;

const invite = (auth: string, body: object) => request(app).post('/api/admin/staff/invitations').set('Authorization', auth).send(body);
const view = (token: string) => request(app).get(`/api/staff-invitations/${token}`);
const accept = (token: string, body: object) => request(app).post(`/api/staff-invitations/${token}/accept`).send(body);
const change = (auth: string, id: string, body: object) =>
  request(app).patch(`/api/admin/staff/${id}`).set('Authorization', auth).send(body);
const remove = (auth: string, id: string, postsTo?: string) =>
  request(app)
    .delete(`/api/admin/staff/${id}`)
    .query(postsTo ? { postsTo } : {})
    .set('Authorization', auth);
const adminId = async () => String((await AdminUser.findOne({ username: TEST_ADMIN.username }).lean())!._id);

// Invitations reach Mailpit through the worker: longer than Jest's default 5 s.
jest.setTimeout(20_000);
let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
});
afterAll(() => worker.stop());

describe('invitations', () => {
  it('mail a single-use link: the invitee chooses a name, username and password and is signed in with the role', async () => {
    const auth = await adminAuthHeader(config);
    const email = address('writer');
    const invited = await invite(auth, { email: email.toUpperCase(), role: 'author' });
    expect(statusAndBody(invited)).toEqual([
      201,
      { id: match.any(String), email, role: 'author', invitedBy: 'admin', createdAt: match.any(String), expiresAt: match.any(String) },
    ]);
    const mail = await mailTo(email, { subject: 'admin invited you to the Founders Never Solo team' });
    expect(mail.text).toContain('admin invited you to join the Founders Never Solo team as an Author.');
    const token = tokenIn(mail);
    expect(statusAndBody(await view(token))).toEqual([200, { email, role: 'author', invitedBy: 'admin', expiresAt: match.any(String) }]);
    expect(bodyOf<StaffList>(await request(app).get('/api/admin/staff').set('Authorization', auth)).invitations).toHaveLength(1);

    const joined = await accept(token, { name: 'Wendy Writer', username: 'Wendy', password: PASSWORD });
    expect(statusAndBody(joined)).toEqual([201, { token: match.any(String), message: 'Welcome to the team.' }]);
    const own = await request(app)
      .get('/api/auth/account')
      .set('Authorization', `Bearer ${(joined.body as { token: string }).token}`);
    expect(own.body).toEqual({
      id: match.any(String),
      username: 'wendy',
      name: 'Wendy Writer',
      role: 'author',
      twoFactorEnabled: false,
      twoFactorRequired: false,
      email,
    });

    const used = { message: 'This invitation has already been used.' };
    expect(statusAndBody(await view(token))).toEqual([410, used]);
    expect(statusAndBody(await accept(token, { name: 'Again', username: 'again', password: PASSWORD }))).toEqual([410, used]);
    expect(await AdminUser.countDocuments({ email })).toBe(1);
    expect(bodyOf<StaffList>(await request(app).get('/api/admin/staff').set('Authorization', auth)).invitations).toEqual([]);
  });

  it('refuse an expired or unknown link, and let only one of two simultaneous acceptances through', async () => {
    const auth = await adminAuthHeader(config);
    const email = address('late');
    await invite(auth, { email, role: 'contributor' });
    const token = tokenIn(await mailTo(email, { subject: 'admin invited you to the Founders Never Solo team' }));
    expect(statusAndBody(await view('not-a-real-token'))).toEqual([404, { message: 'This invitation link is not valid.' }]);

    const both = await Promise.all([
      accept(token, { name: 'One', username: 'one', password: PASSWORD }),
      accept(token, { name: 'Two', username: 'two', password: PASSWORD }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 410]);

    const other = address('expired');
    await invite(auth, { email: other, role: 'contributor' });
    const expiredToken = tokenIn(await mailTo(other, { subject: 'admin invited you to the Founders Never Solo team' }));
    await StaffInvitation.updateOne({ email: other }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = { message: 'This invitation has expired. Ask for a new one.' };
    expect(statusAndBody(await view(expiredToken))).toEqual([410, expired]);
    expect(statusAndBody(await accept(expiredToken, { name: 'Late', username: 'late', password: PASSWORD }))).toEqual([410, expired]);
    expect(await AdminUser.exists({ email: other })).toBeNull();
  });

  it("keep an Editor within Contributors and Authors, refuse a member's address, and check what the invitee sends", async () => {
    const editor = await staffAuthHeader(config, 'editor');
    expect(statusAndBody(await invite(editor.header, { email: address('boss'), role: 'administrator' }))).toEqual([
      403,
      { message: 'Editors can invite Contributors and Authors only.' },
    ]);
    const auth = await adminAuthHeader(config);
    await AdminUser.updateOne({ username: TEST_ADMIN.username }, { $set: { email: 'taken@example.com' } });
    expect(statusAndBody(await invite(auth, { email: 'taken@example.com', role: 'editor' }))).toEqual([
      409,
      { message: 'That e-mail address already belongs to a staff member.' },
    ]);
    expect((await invite(auth, { email: 'x@example.com', role: 'owner' })).body).toEqual({
      message: 'The role must be contributor, author, editor or administrator.',
    });

    const email = address('picky');
    expect((await invite(editor.header, { email, role: 'contributor' })).status).toBe(201);
    const token = tokenIn(await mailTo(email, { subject: 'Editor editor invited you to the Founders Never Solo team' }));
    expect(statusAndBody(await accept(token, { name: ' ', username: 'x', password: PASSWORD }))).toEqual([
      400,
      { message: 'Please enter your name.' },
    ]);
    expect(statusAndBody(await accept(token, { name: 'P', username: 'admin', password: PASSWORD }))).toEqual([
      409,
      { message: 'That username is taken. Please choose another.' },
    ]);
    expect((await accept(token, { name: 'P', username: 'picky', password: 'short' })).status).toBe(400);
    // Refusals leave the link usable.
    expect((await accept(token, { name: 'P', username: 'picky', password: PASSWORD })).status).toBe(201);
  });

  it('can be withdrawn, and a new invitation of the same address replaces the pending one', async () => {
    const auth = await adminAuthHeader(config);
    const email = address('twice');
    await invite(auth, { email, role: 'author' });
    const first = tokenIn(await mailTo(email, { subject: 'admin invited you to the Founders Never Solo team' }));
    const second = bodyOf<{ id: string }>(await invite(auth, { email, role: 'editor' }));
    expect((await view(first)).status).toBe(404);
    expect((await request(app).delete(`/api/admin/staff/invitations/${second.id}`).set('Authorization', auth)).status).toBe(204);
    expect(await StaffInvitation.countDocuments({ email })).toBe(0);
  });
});

describe('roles, suspension and deletion', () => {
  it('an Administrator changes a role, which holds at once, and suspends and reactivates a member', async () => {
    const auth = await adminAuthHeader(config);
    const author = await staffAuthHeader(config, 'author');
    expect((await request(app).get('/api/admin/stats').set('Authorization', author.header)).status).toBe(403);
    const promoted = await change(auth, author.userId, { role: 'administrator' });
    expect(bodyOf<StaffMember>(promoted)).toMatchObject({ role: 'administrator', status: 'active' });
    expect((await request(app).get('/api/admin/stats').set('Authorization', author.header)).status).toBe(200);

    await change(auth, author.userId, { status: 'suspended' });
    expect((await request(app).get('/api/admin/posts').set('Authorization', author.header)).status).toBe(401);
    await change(auth, author.userId, { status: 'active' });
    expect((await request(app).get('/api/admin/posts').set('Authorization', author.header)).status).toBe(200);
  });

  it('nobody changes or deletes themselves, and two administrators demoting each other at once leave one', async () => {
    const auth = await adminAuthHeader(config);
    const self = await adminId();
    const yourself = { message: 'You cannot change your own role or status, or delete yourself: ask another administrator.' };
    expect(statusAndBody(await change(auth, self, { role: 'editor' }))).toEqual([409, yourself]);
    expect(statusAndBody(await remove(auth, self))).toEqual([409, yourself]);

    const other = await staffAuthHeader(config, 'administrator', 'other-admin');
    const both = await Promise.all([change(auth, other.userId, { role: 'editor' }), change(other.header, self, { status: 'suspended' })]);
    // The second, run after the first (one at a time), finds no other administrator left (409), or is no administrator any more (403).
    expect(both.map((res) => res.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(both.filter((res) => res.status === 200)).toHaveLength(1);
    const refused = both.find((res) => res.status !== 200)!;
    expect([403, 409]).toContain(refused.status);
    expect(await AdminUser.countDocuments({ role: 'administrator', status: 'active' })).toBe(1);
  });

  it('deleting a member hands their posts to the member chosen, whose name the public post then carries', async () => {
    const auth = await adminAuthHeader(config);
    const leaving = await staffAuthHeader(config, 'author');
    const post = await createPost({ title: 'Handed over', published: true }, { username: 'author', userId: leaving.userId });
    expect(statusAndBody(await remove(auth, leaving.userId))).toEqual([
      400,
      { message: 'They wrote 1 post: choose who takes them over ("postsTo").' },
    ]);
    expect(statusAndBody(await remove(auth, leaving.userId, leaving.userId))).toEqual([
      400,
      { message: 'Choose another active staff member to take over the posts.' },
    ]);
    expect((await remove(auth, leaving.userId, await adminId())).status).toBe(204);
    expect(String((await Post.findById(post.id).lean())!.authorId)).toBe(await adminId());
    expect((await request(app).get(`/api/posts/slug/${post.slug}`)).body).toMatchObject({ author: { name: 'admin' } });
    expect((await request(app).get('/api/admin/posts').set('Authorization', leaving.header)).status).toBe(401);
  });
});
