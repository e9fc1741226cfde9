import { PRODUCT_NAME } from '../constants';

/**
 * Text derived from post HTML, shared by the blog page (in the browser) and the shell's server
 * (the HTML head crawlers read), so both describe a post the same way.
 */
export const META_DESCRIPTION_LENGTH = 150;
export const DEFAULT_POST_DESCRIPTION =
  'Honest founder stories from Founders Never Solo: facing reality, adapting, building and thriving — never alone.';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of (sanitized) post HTML, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first 150 characters of the content's text plus an ellipsis, or a default (SPEC section 2). */
export function metaDescription(html: string): string {
  const text = plainText(html);
  return text ? `${text.slice(0, META_DESCRIPTION_LENGTH)}...` : DEFAULT_POST_DESCRIPTION;
}

/** "{post title} - Founders Never Solo Blog" (SPEC section 2). */
export const postPageTitle = (title: string) => `${title} - ${PRODUCT_NAME} Blog`;
