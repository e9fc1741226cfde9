import DOMPurify from 'dompurify';
import { isAllowedImageSource, NEW_TAB, opensInNewTab } from './post-html-policy';

// Links that open a new tab keep it (with rel); images keep only allowed inline data.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    if (opensInNewTab(node.getAttribute('target'))) {
      node.setAttribute('target', NEW_TAB.target);
      node.setAttribute('rel', NEW_TAB.rel);
    } else {
      node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG' && !isAllowedImageSource(node.getAttribute('src'))) node.remove();
});

/**
 * Post HTML made inert before display: sanitized when it was stored, and again here (SPEC: blog
 * HTML is sanitized before display). The server build uses sanitize-post-html.server.ts instead.
 */
export const sanitizePostHtml = (html: string): string => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
