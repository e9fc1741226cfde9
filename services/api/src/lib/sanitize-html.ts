import sanitize from 'sanitize-html';

/** Inline images the editor's picker may embed (png, gif, jpeg, bmp, x-icon). */
const DATA_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=\s]+$/i;

const options: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote',
    'ol', 'ul', 'li', 'a', 'img', 'span', 'pre', 'code', 'hr',
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
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!frame.attribs.src || (frame.attribs.src.startsWith('data:') && !DATA_IMAGE.test(frame.attribs.src))),
};

/** Sanitizes post HTML before it is stored: no scripts, handlers, styles or unsafe URLs. */
export function sanitizePostHtml(html: string): string {
  return sanitize(html, options);
}
