import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { mongo, Types } from 'mongoose';
import request from 'supertest';
import type { Config } from '../../../config/config';
import { adminPostCalls } from '../../../test-support/post-requests';
import { bodyOf, type TaxonomyItem } from '../../../test-support/response-body';
import { adminAuthHeader } from '../../../test-support/test-app';
import { createAdmin } from '../../auth/auth.service';
import { ContactMessage } from '../../contact/contact-message.model';
import { queueTestMail } from '../../mail/mail-outbox';
import { suppress, suppressErased } from '../../mail/suppression.model';
import { writeFile } from '../../media/gridfs-files';
import { solidImage } from '../../media/__tests__/test-images';
import { NewsletterSubscriber } from '../../newsletter/newsletter-subscriber.model';
import { RemoteState, RemoteVersion } from '../../releases/remote-release.model';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.model';

/** Every collection seedSite fills: a round trip that skipped one would go unnoticed otherwise. */
export const SEEDED_COLLECTIONS = [
  'admin_users',
  'categories',
  'contact_messages',
  'counters',
  'mail_outbox',
  'mail_queue',
  'mail_suppressions',
  'newsletter_subscribers',
  'post_revisions',
  'posts',
  'remote_states',
  'remote_versions',
  'tags',
  'uploads.chunks',
  'uploads.files',
  'waitlist_entries',
];

/** A person filling a form in (the bot check has its own tests). */
const PERSON = { elapsedMs: 8_000 };

/**
 * Seeds every kind of data the site keeps, through its API and models: posts with revisions and
 * old slugs, media in GridFS (an upload with its variants, and a file of several chunks), categories,
 * tags, each audience list at several statuses, contact messages, suppressions, the outbox and
 * its queue, the release registry and admins. Answers the bytes of the several-chunk file.
 */
export async function seedSite(app: Express, config: Config): Promise<{ largeFile: { id: Types.ObjectId; bytes: Buffer } }> {
  const auth = await adminAuthHeader(config);
  await createAdmin(config, 'second-admin', 'another long enough password');
  const posts = adminPostCalls(app, () => auth);
  const category = bodyOf<TaxonomyItem>(await posts.post('/api/categories', { name: 'FACE' }));
  await posts.post('/api/tags', { name: 'Fundraising' });
  const post = await posts.created({ title: 'First name', content: '<p>Hello <b>world</b></p>', categoryId: category.id, published: true });
  await posts.update(post.id, { slug: 'second-name', content: '<p>Hello again</p>' });
  await posts.update(post.id, { slug: 'third-name' });
  await posts.created({ title: 'A draft', content: '<p>Not yet</p>' });

  const image = await solidImage('png', 64, 48);
  const upload = await request(app).post('/api/admin/media').set('Authorization', auth).attach('file', image, 'photo.png');
  if (upload.status !== 201) throw new Error(`The upload answered ${upload.status}: ${upload.text}`);
  const largeFile = { id: new Types.ObjectId(), bytes: randomBytes(600 * 1024) };
  await writeFile({
    ...largeFile,
    filename: 'large.bin',
    metadata: { kind: 'original', contentType: 'image/png', width: 1, height: 1, name: 'large.png', variants: [] },
  });

  for (const [index, status] of ['pending', 'confirmed', 'unsubscribed', 'invited'].entries()) {
    const email = `waiting-${index}@example.com`;
    await request(app)
      .post('/api/waitlist')
      .send({ fullName: `Person ${index}`, email, company: 'Co', ...PERSON });
    await WaitlistEntry.updateOne({ email }, { $set: { status } });
  }
  for (const [index, status] of ['pending', 'confirmed', 'unsubscribed'].entries()) {
    const email = `reader-${index}@example.com`;
    await request(app)
      .post('/api/newsletter')
      .send({ email, ...PERSON });
    await NewsletterSubscriber.updateOne({ email }, { $set: { status } });
  }
  await request(app)
    .post('/api/contact')
    .send({ name: 'Ada', email: 'ada@example.com', subject: 'partnership', message: 'Hello there', ...PERSON });
  if ((await ContactMessage.countDocuments()) === 0) throw new Error('The contact message was not stored.');
  await suppress('newsletter', 'reader-2@example.com');
  await suppressErased('gone@example.com');
  await queueTestMail(config, 'someone@example.com');

  await seedReleases();
  return { largeFile };
}

async function seedReleases(): Promise<void> {
  const at = new Date('2026-01-02T03:04:05.678Z');
  await RemoteVersion.create({
    remote: 'mfe_blog',
    version: '1.2.3',
    manifestUrl: 'https://releases.example.com/mfe_blog/1.2.3/mf-manifest.json',
    commit: 'abc123',
    builtAt: at,
    exposes: ['./routes'],
    routes: ['/blog'],
    shared: { react: '^19.0.0', '@fns/design-system': '^0.1.0' },
    registeredAt: at,
    integrity: { manifest: 'sha256-x', browserEntry: 'sha256-y', serverEntry: 'sha256-z' },
    renders: 12,
    failures: 1,
  });
  await RemoteState.create({
    remote: 'mfe_blog',
    live: { version: '1.2.3', manifestUrl: 'https://releases.example.com/mfe_blog/1.2.3/mf-manifest.json' },
    earlier: [{ version: null, manifestUrl: null }],
    history: [{ action: 'promote', version: '1.2.3', from: null, by: 'admin', at, reason: null }],
    revision: 3,
  });
}

/**
 * Values of the BSON types the site's data holds, and a few more, in one document: a round trip
 * must keep each type (an int32 7 and a double 7 are different documents). Not Decimal128: the
 * embedded FerretDB drops the connection on it (the raw BSON path would carry it unchanged).
 */
export const TYPED_DOCUMENT = {
  _id: 'every-type',
  int32: new mongo.Int32(7),
  double: new mongo.Double(7),
  long: mongo.Long.fromString('9007199254740993'),
  date: new Date('2026-02-03T04:05:06.789Z'),
  binary: new mongo.Binary(Buffer.from([0, 1, 2, 255]), 0),
  uuid: new mongo.UUID('0f0e0d0c-0b0a-4908-8706-050403020100'),
  objectId: new mongo.ObjectId('0123456789abcdef01234567'),
  regex: new mongo.BSONRegExp('^a.c$', 'i'),
  nested: { array: [new mongo.Int32(1), 'two', null, true, { deep: -0.5 }] },
};
