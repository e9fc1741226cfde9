import type { RequestHandler } from 'express';
import { ApiError } from '../lib/api-error';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface DeclaredPath {
  pattern: RegExp;
  allow: string[];
}

/** A path template of the API document (`/api/posts/{id}`) as a matcher of request paths. */
function matcher(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * For a request no route answered: when its path is one the API document declares, but not with
 * its method, a 405 with the methods it does allow (RFC 9110), instead of a 404 that says the
 * path is not there. The document is the one truth of what each path allows (HEAD with GET, as
 * Express answers it). Literal paths match before templated ones (`/posts/featured`, `/posts/{id}`).
 */
export function methodNotAllowed(document: { paths?: unknown }): RequestHandler {
  const declared: DeclaredPath[] = Object.entries((document.paths ?? {}) as Record<string, object>)
    .sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
    .map(([template, operations]) => {
      const methods = METHODS.filter((method) => method in operations).map((method) => method.toUpperCase());
      return { pattern: matcher(template), allow: methods.includes('GET') ? [...methods, 'HEAD'] : methods };
    });
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0] ?? '';
    const found = declared.find(({ pattern }) => pattern.test(path));
    if (!found || found.allow.includes(req.method)) {
      next();
      return;
    }
    const allow = found.allow.join(', ');
    res.set('Allow', allow);
    next(new ApiError(405, `${req.method} is not allowed on ${path}: it allows ${allow}.`));
  };
}
