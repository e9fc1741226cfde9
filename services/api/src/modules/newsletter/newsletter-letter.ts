import sanitizeHtml from 'sanitize-html';
import type { Types } from 'mongoose';
import type { Config } from '../../config/config';
import type { CampaignMail } from '../mail/mail-outbox';
import type { PostDoc } from '../posts/post.model';
import { linkUrl } from '../subscriptions/link-token';
import { listHeaders, preferencesUrlOf } from '../subscriptions/list-mail';

export type LetterPost = Pick<PostDoc, '_id' | 'slug' | 'title' | 'content' | 'vision' | 'image'>;

/** The opening's length when it is taken from the post's text (about three short paragraphs). */
const OPENING_CHARS = 600;
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** An HTML fragment's text (sanitize-html escapes what it keeps: undone here, React escapes it again). */
const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The letter's opening: the post's first story section (Vision) when it has one, else the
 * paragraphs its text opens with, up to about OPENING_CHARS.
 */
export function openingOf(post: Pick<LetterPost, 'content' | 'vision'>): string[] {
  if (post.vision?.trim()) return [post.vision.trim()];
  const paragraphs: string[] = [];
  let length = 0;
  for (const block of post.content.split(/<\/(?:p|h[1-6]|li|blockquote)>/i)) {
    const text = textOf(block);
    if (!text) continue;
    paragraphs.push(text);
    length += text.length;
    if (length >= OPENING_CHARS) break;
  }
  return paragraphs;
}

/** The post on the site, tagged so the visits it brings are counted as the newsletter's. */
export const readUrlOf = (config: Config, slug: string) =>
  `${config.siteUrl}/blog/${encodeURIComponent(slug)}?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent(slug)}`;

/** The letter of `post` to one subscriber (their own unsubscribe link); its key makes it once per send. */
export function letterOf(config: Config, post: LetterPost, subscriber: { _id: Types.ObjectId; email: string }, send: string): CampaignMail {
  const unsubscribeUrl = linkUrl(config, { list: 'newsletter', id: String(subscriber._id), purpose: 'unsubscribe' });
  // An image on the web (absolute, or a path of the site's); an inline data: image is left out of mail.
  const image = post.image?.trim();
  const imageUrl = image && /^(https?:\/\/|\/(?!\/))/i.test(image) ? new URL(image, `${config.siteUrl}/`).href : null;
  return {
    key: `newsletter:${send}:${String(subscriber._id)}`,
    to: subscriber.email,
    list: 'newsletter',
    suppressible: true,
    headers: listHeaders(unsubscribeUrl),
    content: {
      template: 'newsletter',
      props: {
        siteUrl: config.siteUrl,
        title: post.title,
        imageUrl,
        paragraphs: openingOf(post),
        readUrl: readUrlOf(config, post.slug),
        unsubscribeUrl,
        preferencesUrl: preferencesUrlOf(config, 'newsletter', subscriber._id),
      },
    },
  };
}
