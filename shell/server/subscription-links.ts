import express, { type Request, type Response, Router } from 'express';
import { REQUESTER_ONLY_CACHE_CONTROL } from './site-url';

/** A sign-up mail's links, /{action}/{token}, and the API call their POST makes: /api/subscriptions/{token}/{action}. */
type Action = 'confirm' | 'unsubscribe';

/** A link's token as the API issues them: base64url, of a bounded length. Anything else is no link of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;
/** The page's form sends nothing; a mail provider's one-click POST, one short field (RFC 8058). */
const MAX_BODY = '2kb';
/** The API's answer is awaited this long at most; a mail provider retries a failed one-click POST. */
const API_TIMEOUT_MS = 10_000;

const NOT_VALID = 'This link is not valid or has expired.';
const UNAVAILABLE = 'We could not reach our service just now. Please go back and try again shortly.';
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/**
 * Whether a POST is a mail provider's one-click unsubscribe: the body `List-Unsubscribe=One-Click`,
 * form-encoded or as a multipart field (RFC 8058 section 3.1 allows both).
 */
function isOneClick(req: Request): boolean {
  const body: unknown = req.body;
  if (typeof body !== 'string') return false;
  if (req.is('application/x-www-form-urlencoded')) return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
}

/** What the API is told of the visitor, as the /api proxy tells it: their address (`req.ip`), the host they asked, the request id. */
function visitorHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (typeof req.id === 'string') headers['x-request-id'] = req.id;
  return headers;
}

/**
 * POST /confirm/{token} and /unsubscribe/{token}: the page's button, and a mail provider's one-click
 * unsubscribe. Only these change a sign-up (a GET of the link shows the page: mail scanners follow
 * links). The token is the secret (CSRF needs nothing more; the CSP's `form-action 'self'` keeps
 * forms here); one of the wrong shape is a 404 without asking the API. Answers: for the one-click
 * body, 200 "Unsubscribed." and no page; for the form, 303 to the link's page, which shows where the
 * sign-up stands now; the API unreachable or failing, 502 with a message (429 when it limits the visitor).
 */
export function subscriptionLinks({ apiUrl, timeoutMs = API_TIMEOUT_MS }: { apiUrl: string; timeoutMs?: number }): Router {
  const router = Router();
  const readBody = express.text({ type: ['application/x-www-form-urlencoded', 'multipart/form-data'], limit: MAX_BODY });

  /** The API's status for the change, or 0 when it could not be asked (down, or too slow). */
  const askApi = async (action: Action, token: string, req: Request): Promise<number> => {
    try {
      const answer = await fetch(`${apiUrl}/api/subscriptions/${token}/${action}`, {
        method: 'POST',
        headers: visitorHeaders(req),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      return answer.status;
    } catch (error) {
      req.log?.warn({ err: error }, `the API could not be asked to ${action} a sign-up`);
      return 0;
    }
  };

  const handle = (action: Action) => async (req: Request<{ token: string }>, res: Response) => {
    res.set('Cache-Control', REQUESTER_ONLY_CACHE_CONTROL).set('Referrer-Policy', 'no-referrer');
    const { token } = req.params;
    const text = (status: number, message: string) => void res.status(status).type('text/plain').send(message);
    if (!TOKEN_SHAPE.test(token)) return text(404, NOT_VALID);
    const status = await askApi(action, token, req);
    if (status === 0 || status >= 500) return text(502, UNAVAILABLE);
    if (status === 429) return text(429, TOO_MANY);
    if (!(action === 'unsubscribe' && isOneClick(req))) return void res.redirect(303, `/${action}/${token}`);
    if (status >= 200 && status < 300) return text(200, 'Unsubscribed.');
    text(status === 404 ? 404 : 400, NOT_VALID);
  };

  router.post('/confirm/:token', readBody, handle('confirm'));
  router.post('/unsubscribe/:token', readBody, handle('unsubscribe'));
  return router;
}
