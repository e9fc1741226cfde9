import { randomUUID } from 'node:crypto';
import { trusted, Types } from 'mongoose';
import type { NewsletterOverview, NewsletterSend as SendItem, PostNewsletter } from '@fns/contracts';
import type { Config } from '../../config/config';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { startSweep, type Sweep } from '../../lib/sweep';
import { campaignProgress, enqueueCampaign, enqueueMail } from '../mail/mail-outbox';
import { Suppression } from '../mail/suppression.model';
import { renderQueued } from '../mail/templates/mail-catalog';
import { Post } from '../posts/post.model';
import { statusFilter } from '../subscriptions/subscription-fields';
import { letterOf, type LetterPost } from './newsletter-letter';
import { NewsletterSend } from './newsletter-send.model';
import { NewsletterSubscriber } from './newsletter-subscriber.model';

export const NOT_PUBLISHED = 'Only a published post can go out as a newsletter.';
export const SENT_BEFORE = 'This post went out as a newsletter already: confirm to send it again.';
export const NO_SUBSCRIBERS = 'No one is subscribed to the newsletter yet.';
/** A send still preparing this long after it began was left by a crashed instance: the sweep finishes it. */
const RESUME_AFTER_MS = 60_000;
/** The preview's subscriber: a link of the right shape that unsubscribes nobody. */
const SAMPLE_SUBSCRIBER = { _id: new Types.ObjectId('000000000000000000000000'), email: 'subscriber@example.com' };

type StoredSend = { _id: string; post: number; createdAt: Date; recipients: number };
type Subscriber = { _id: Types.ObjectId; email: string };

async function publishedPost(id: number): Promise<LetterPost> {
  const post = await Post.findById(id, { slug: 1, title: 1, content: 1, vision: 1, image: 1, published: 1 }).lean<
    LetterPost & { published: boolean }
  >();
  if (!post) throw notFound('Post not found.');
  if (!post.published) throw conflict(NOT_PUBLISHED);
  return post;
}

/** Confirmed subscribers not on the newsletter's suppression list (the worker checks it again when each letter's turn comes). */
async function recipients(): Promise<Subscriber[]> {
  const [subscribers, suppressed] = await Promise.all([
    NewsletterSubscriber.find(statusFilter('confirmed'), { email: 1 }).lean<Subscriber[]>(),
    Suppression.find({ list: 'newsletter' }, { address: 1 }).lean(),
  ]);
  const off = new Set(suppressed.map(({ address }) => address));
  return subscribers.filter(({ email }) => !off.has(email));
}

async function sendItems(sends: StoredSend[]): Promise<SendItem[]> {
  const progress = await campaignProgress(sends.map(({ _id, recipients: size }) => ({ id: _id, size })));
  return sends.map(({ _id, createdAt, recipients: count }) => ({
    id: _id,
    createdAt: createdAt.toISOString(),
    recipients: count,
    progress: progress.get(_id)!,
  }));
}

const sendsOf = (post: number) => NewsletterSend.find({ post }).sort({ createdAt: -1 }).lean<StoredSend[]>();

/** The console's screen: the letter as it will be sent (for a sample subscriber), its audience now, the post's sends. */
export async function newsletterOverview(config: Config, postId: number): Promise<NewsletterOverview> {
  const post = await publishedPost(postId);
  const [audience, sends] = await Promise.all([recipients(), sendsOf(postId)]);
  const { subject, html, text } = renderQueued(letterOf(config, post, SAMPLE_SUBSCRIBER, 'preview').content);
  return { subject, html, text, audience: audience.length, sends: await sendItems(sends) };
}

/** Queues the letter to one address (a member of staff checking it), as a subscriber gets it. */
export async function sendTestLetter(config: Config, postId: number, to: string): Promise<void> {
  const post = await publishedPost(postId);
  await enqueueMail({ ...letterOf(config, post, SAMPLE_SUBSCRIBER, `test-${randomUUID()}`), to, list: undefined, suppressible: false });
}

/**
 * Sends a published post to every confirmed subscriber: once, unless `resend` (the administrator
 * confirmed it); two sends asked for at once make one (the send's id is the post's n-th).
 */
export async function sendNewsletter(config: Config, postId: number, resend: boolean): Promise<SendItem> {
  await publishedPost(postId);
  const earlier = await NewsletterSend.countDocuments({ post: postId });
  if (earlier > 0 && !resend) throw conflict(SENT_BEFORE);
  if ((await NewsletterSubscriber.countDocuments(statusFilter('confirmed'))) === 0) throw new ApiError(422, NO_SUBSCRIBERS);
  let send: StoredSend;
  try {
    send = (await NewsletterSend.create({ _id: `${postId}:${earlier + 1}`, post: postId })).toObject();
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(SENT_BEFORE);
    throw error;
  }
  const count = await prepareSend(config, send);
  return (await sendItems([{ ...send, recipients: count }]))[0]!;
}

/** Queues a send's letters (each under its own key: again after a crash, nothing twice) and marks it queued. */
export async function prepareSend(config: Config, send: Pick<StoredSend, '_id' | 'post'>): Promise<number> {
  const post = await Post.findById(send.post, { slug: 1, title: 1, content: 1, vision: 1, image: 1 }).lean<LetterPost>();
  const to = post ? await recipients() : [];
  if (post)
    await enqueueCampaign(
      send._id,
      to.map((subscriber) => letterOf(config, post, subscriber, send._id)),
    );
  await NewsletterSend.updateOne({ _id: send._id }, { $set: { state: 'queued', recipients: to.length } });
  return to.length;
}

/** Finishes the sends an instance left preparing (every instance's sweep, every minute). */
export async function resumeSends(config: Config, now = Date.now()): Promise<number> {
  const left = await NewsletterSend.find({ state: 'preparing', createdAt: trusted({ $lt: new Date(now - RESUME_AFTER_MS) }) }).lean<
    StoredSend[]
  >();
  for (const send of left) await prepareSend(config, send);
  return left.length;
}

export const startNewsletterSweep = (config: Config): Sweep =>
  startSweep({ name: 'newsletter send sweep', everyMs: RESUME_AFTER_MS, pass: () => resumeSends(config) });

/** Each post's latest send, for the dashboard's list. */
export async function latestSends(): Promise<Map<number, NonNullable<PostNewsletter>>> {
  const sends = await NewsletterSend.find({}, { post: 1, createdAt: 1, recipients: 1 }).sort({ createdAt: 1 }).lean<StoredSend[]>();
  return new Map(sends.map(({ post, createdAt, recipients: count }) => [post, { sentAt: createdAt.toISOString(), recipients: count }]));
}
