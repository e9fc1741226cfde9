import { plainText } from '@fns/design-system/content';

export const EXCERPT_LENGTH = 60;
export const WORDS_PER_MINUTE = 200;

/** Card text: cut to 60 characters plus an ellipsis (SPEC section 2). */
export function excerpt(text: string | null, length = EXCERPT_LENGTH): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A category that is not a string reads "Uncategorized". */
export function categoryLabel(category: unknown): string {
  return typeof category === 'string' && category ? category : 'Uncategorized';
}

export function readingMinutes(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * The title's concept part and action part, shown in two colours: split at the first colon,
 * else after the first half of the words.
 */
export function splitTitle(title: string): { concept: string; action: string } {
  const colon = title.indexOf(':');
  if (colon > 0) return { concept: title.slice(0, colon + 1), action: title.slice(colon + 1).trim() };
  const words = title.split(/\s+/);
  const half = Math.ceil(words.length / 2);
  return { concept: words.slice(0, half).join(' '), action: words.slice(half).join(' ') };
}
