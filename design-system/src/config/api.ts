/**
 * Where the browser reaches the API. The shell sets it from its runtime config at boot; remotes
 * read it through this singleton module, so no bundle hard-codes an origin.
 */
let apiBase = '/api';

export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** `apiUrl('/posts')` → "/api/posts" (or the configured base). */
export function apiUrl(path: string): string {
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The `message` of a JSON answer (success or error), when it has one. */
export async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: the caller falls back to its own text
  }
  return undefined;
}
