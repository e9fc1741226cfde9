import type { NextFunction, Request, RequestHandler } from 'express';
import { ApiError } from '../lib/api-error';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface DeclaredPath {
  template: string;
  pattern: RegExp;
  allow: string[];
}

/** A path template of the API document (`/api/posts/{id}`) as a matcher of request paths. */
function matcher(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? '';

/** A 405 naming the methods `allow`ed (RFC 9110): the path is there, not with this method. */
function refuse(req: Request, res: Parameters<RequestHandler>[1], next: NextFunction, allow: string[]): void {
  const methods = allow.join(', ');
  res.set('Allow', methods);
  next(new ApiError(405, `${req.method} is not allowed on ${pathOf(req)}: it allows ${methods}.`));
}

/**
 * A method a path of the API document does not declare answers 405 with the methods it does allow,
 * instead of a 404 that says the path is not there. The document is the one truth of what each
 * path allows (HEAD with GET, as Express answers it). Literal paths match before templated ones
 * (`/posts/featured`, `/posts/{id}`), as OpenAPI reads them. Two handlers:
 * - `onLiteralPaths`, before the routes: a literal path answers for itself, so that a templated
 *   route never takes its last segment for an id (PUT /posts/featured is not PUT /posts/{id});
 * - `onUnanswered`, after them: a request no route answered, on a path the document declares.
 */
export function methodNotAllowed(document: { paths?: unknown }): { onLiteralPaths: RequestHandler; onUnanswered: RequestHandler } {
  const declared: DeclaredPath[] = Object.entries((document.paths ?? {}) as Record<string, object>)
    .sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
    .map(([template, operations]) => {
      const methods = METHODS.filter((method) => method in operations).map((method) => method.toUpperCase());
      return { template, pattern: matcher(template), allow: methods.includes('GET') ? [...methods, 'HEAD'] : methods };
    });
  const literal = new Map(declared.filter(({ template }) => !template.includes('{')).map(({ template, allow }) => [template, allow]));
  return {
    onLiteralPaths: (req, res, next) => {
      const allow = literal.get(pathOf(req).replace(/(.)\/$/, '$1'));
      if (allow && !allow.includes(req.method)) refuse(req, res, next, allow);
      else next();
    },
    onUnanswered: (req, res, next) => {
      const path = pathOf(req);
      const found = declared.find(({ pattern }) => pattern.test(path));
      if (found && !found.allow.includes(req.method)) refuse(req, res, next, found.allow);
      else next();
    },
  };
}
