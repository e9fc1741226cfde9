import request from 'supertest';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { testApp } from '../../../test-support/test-app';
import { ContactMessage } from '../contact-message.model';

const { app } = testApp();
const send = (body: unknown) =>
  request(app)
    .post('/api/contact')
    .send(body as object);
// Sent by a person: the form was open for 8 seconds (the bot check has its own tests).
const valid = {
  name: '  Ada Founder ',
  email: 'Ada@Example.com',
  subject: 'partnership',
  message: ' Shall we build together? ',
  elapsedMs: 8_000,
};

describe('POST /api/contact', () => {
  it('stores the trimmed message and thanks the sender', async () => {
    const res = await send({ ...valid, admin: true, _id: 42 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "Thank you for your message! We'll get back to you soon." });
    const stored = await ContactMessage.findOne().lean();
    expect(stored).toMatchObject({
      name: 'Ada Founder',
      email: 'ada@example.com',
      subject: 'partnership',
      message: 'Shall we build together?',
    });
    expect(stored).not.toHaveProperty('admin');
    expect(stored).not.toHaveProperty('elapsedMs');
    expect(stored!._id).not.toBe(42);
  });

  it('keeps every message, also several from one sender', async () => {
    await send(valid);
    await send({ ...valid, subject: 'feedback', message: 'Another thought.' });
    expect(await ContactMessage.countDocuments({ email: 'ada@example.com' })).toBe(2);
  });

  it.each(['general', 'support', 'partnership', 'feedback'])('accepts the subject %s', async (subject) => {
    expect((await send({ ...valid, subject })).status).toBe(201);
  });

  it('applies the form rules with their messages', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, name: undefined }, 'Please enter your name'],
      [{ ...valid, name: '   ' }, 'Please enter your name'],
      [{ ...valid, name: 'n'.repeat(121) }, 'Name must be at most 120 characters'],
      [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...valid, email: { $gt: '' } }, 'Please enter a valid email address'],
      [{ ...valid, subject: 'sales' }, 'Please choose a subject: general, support, partnership or feedback'],
      [{ ...valid, subject: undefined }, 'Please choose a subject: general, support, partnership or feedback'],
      [{ ...valid, message: '' }, 'Please enter a message'],
      [{ ...valid, message: ['hi'] }, 'Please enter a message'],
      [{ ...valid, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect({ status: res.status, message: bodyOf<MessageBody>(res).message }).toEqual({ status: 400, message });
    }
    expect(await ContactMessage.countDocuments()).toBe(0);
  });

  it('accepts the longest name and message', async () => {
    const res = await send({ ...valid, name: 'n'.repeat(120), message: 'm'.repeat(5000) });
    expect(res.status).toBe(201);
  });

  it('is rate limited', async () => {
    const limited = testApp({ FORM_RATE_LIMIT_MAX: '2' }).app;
    await request(limited).post('/api/contact').send(valid);
    await request(limited).post('/api/contact').send(valid);
    const res = await request(limited).post('/api/contact').send(valid);
    expect(res.status).toBe(429);
    expect(bodyOf<MessageBody>(res).message).toBe('Too many requests from your network. Please try again in 60 minutes.');
    expect(await ContactMessage.countDocuments()).toBe(2);
  });
});
