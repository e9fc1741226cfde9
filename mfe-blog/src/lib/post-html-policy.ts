/**
 * What post HTML may keep beyond plain markup, shared by the browser's sanitizer (DOMPurify) and
 * the server render's (sanitize-html), so both give the same HTML. The API applies the same rules
 * when a post is stored (services/api/src/lib/sanitize-html.ts); these hold for posts stored before.
 */

/** Inline images the editor's picker may embed (png, gif, jpeg, bmp, x-icon). */
const DATA_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=]+$/i;
/** Spaces and control characters, which browsers skip around and inside a URL's scheme. */
// eslint-disable-next-line no-control-regex -- matching the C0 control characters is the point: browsers ignore them in a scheme
const IGNORED_IN_URL = /[\x00-\x20]+/g;

/** An image source other than inline data, or inline data of an allowed type, judged as a browser reads it (" DATA:…" is data:). */
export function isAllowedImageSource(src: string | undefined | null): boolean {
  if (!src) return false;
  const compact = src.replace(IGNORED_IN_URL, '');
  return !/^data:/i.test(compact) || DATA_IMAGE.test(compact);
}

/** A link keeps only the editor's one target, a new tab, and then never a way back to this page. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const opensInNewTab = (target: string | undefined | null): boolean => target?.trim().toLowerCase() === '_blank';
