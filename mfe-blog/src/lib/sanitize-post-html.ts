import DOMPurify from 'dompurify';

/**
 * Post HTML made inert before display: sanitized when it was stored, and again here (SPEC: blog
 * HTML is sanitized before display). The server build uses sanitize-post-html.server.ts instead.
 */
export const sanitizePostHtml = (html: string): string => DOMPurify.sanitize(html);
