import sanitize from 'sanitize-html';
import { isAllowedImageSource, NEW_TAB, opensInNewTab } from './post-html-policy';

/** What post HTML may keep on the server: the editor's markup, nothing that runs or styles. */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { target, ...attribs }) => ({ tagName, attribs: opensInNewTab(target) ? { ...attribs, ...NEW_TAB } : attribs }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

/**
 * The server build's twin of sanitize-post-html.ts (there is no DOM for DOMPurify here): the
 * page's HTML is inert before any script runs.
 */
export const sanitizePostHtml = (html: string): string => sanitize(html, OPTIONS);
