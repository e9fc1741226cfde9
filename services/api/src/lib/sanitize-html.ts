import sanitize from 'sanitize-html';

/** Inline images the editor's picker may embed (png, gif, jpeg, bmp, x-icon). */
const DATA_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=]+$/i;
/** Spaces and control characters, which browsers skip around and inside a URL's scheme (so does sanitize-html's scheme check). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
const IGNORED_IN_URL = /[\x00-\x20]+/g;

/** An image source other than inline data, or inline data of an allowed type, judged as a browser reads it (" DATA:…" is data:). */
function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  const compact = src.replace(IGNORED_IN_URL, '');
  return !/^data:/i.test(compact) || DATA_IMAGE.test(compact);
}

/**
 * A link keeps only the editor's one target, a new tab, and then never a way back to this page
 * (rel). Other targets are dropped: a named window, _self, _parent and _top have no use in a post
 * (pages cannot be framed), and a named one could reuse a window another page opened.
 */
function withSafeTarget(attribs: sanitize.Attributes): sanitize.Attributes {
  if (attribs.target?.trim().toLowerCase() === '_blank') return { ...attribs, target: '_blank', rel: 'noopener noreferrer' };
  const { target: _dropped, ...withoutTarget } = attribs;
  return withoutTarget;
}

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'blockquote',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'span',
    'pre',
    'code',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list', 'class'],
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
    blockquote: ['class'],
    span: ['class'],
    pre: ['class'],
  },
  // Only the editor's own layout classes (indent, alignment, lists) survive.
  allowedClasses: { '*': ['ql-indent-*', 'ql-align-*', 'ql-syntax'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withSafeTarget(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

/** Sanitizes post HTML before it is stored: no scripts, handlers, styles or unsafe URLs. */
export function sanitizePostHtml(html: string): string {
  return sanitize(html, options);
}
