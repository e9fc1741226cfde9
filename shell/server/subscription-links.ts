import { INVITE_CODE_PARAM, PREFERENCES_ERASED_PARAM } from '@fns/contracts/remotes';
import express, { type Request, type Response, Router } from 'express';
import { REQUESTER_ONLY_CACHE_CONTROL } from './site-url';

/**
 * A mail link's page whose button POSTs to its own address (`route`, as in the route table): where
 * the POST finds the link's secret (a path parameter, or the query's), the API's POST for it, the
 * page that then shows where things stand, and what a secret of the wrong shape is told.
 */
interface LinkForm {
  route: string;
  secretOf: (req: Request) => string | undefined;
  apiPath: (secret: string) => string;
  page: (secret: string) => string;
  notValid: string;
  /** Also takes a mail provider's one-click unsubscribe (RFC 8058). */
  oneClick?: boolean;
  /**
   * A page whose forms send fields (form-encoded): what the API's POST is sent of them (JSON), and
   * the query the page is sent back with; undefined when the form is not complete (the visitor is
   * sent back without the API being asked). Without it, the API's POST gets no body.
   */
  fields?: (fields: URLSearchParams) => { body: Record<string, string | undefined>; back?: string } | undefined;
}

/** A link's token or code as the API issues them: base64url, of a bounded length. Anything else is no link of ours. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;
/** A page's form sends nothing or a field or two (the preference page); a mail provider's one-click POST, one short field (RFC 8058). */
const MAX_BODY = '2kb';
/** The API's answer is awaited this long at most; a mail provider retries a failed one-click POST. */
const API_TIMEOUT_MS = 10_000;

const NOT_VALID = 'This link is not valid or has expired.';
const UNAVAILABLE = 'We could not reach our service just now. Please go back and try again shortly.';
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/** A sign-up mail's links, /{action}/{token}, and the API call their POST makes: /api/subscriptions/{token}/{action}. */
const subscriptionLink = (action: 'confirm' | 'unsubscribe'): LinkForm => ({
  route: `/${action}/:token`,
  secretOf: (req) => (req.params as { token?: string }).token,
  apiPath: (token) => `/api/subscriptions/${token}/${action}`,
  page: (token) => `/${action}/${token}`,
  notValid: NOT_VALID,
  oneClick: action === 'unsubscribe',
});

/** An invitation mail's link, /welcome?code={code}: its Join joins (POST /api/invitations/{code}/join, idempotent). */
const INVITATION: LinkForm = {
  route: '/welcome',
  // As the page's loader reads it: the first `code` of the query, parsed as URLSearchParams does.
  secretOf: (req) => new URL(req.originalUrl, 'http://localhost').searchParams.get(INVITE_CODE_PARAM) ?? undefined,
  apiPath: (code) => `/api/invitations/${code}/join`,
  page: (code) => `/welcome?${INVITE_CODE_PARAM}=${code}`,
  notValid: 'This invitation is not valid.',
};

/**
 * The preference page's forms, /preferences/{token}: each sends its `action` (POST /api/preferences/{token},
 * as JSON); "Erase me" only with its checkbox ticked (`confirm=yes`), and back to the page flagged
 * erased, whose token then names nothing.
 */
const PREFERENCES: LinkForm = {
  route: '/preferences/:token',
  secretOf: (req) => (req.params as { token?: string }).token,
  apiPath: (token) => `/api/preferences/${token}`,
  page: (token) => `/preferences/${token}`,
  notValid: NOT_VALID,
  fields: (fields) => {
    const action = fields.get('action') ?? undefined;
    if (action !== 'erase') return { body: { action } };
    return fields.get('confirm') === 'yes' ? { body: { action }, back: `${PREFERENCES_ERASED_PARAM}=1` } : undefined;
  },
};

const LINK_FORMS = [subscriptionLink('confirm'), subscriptionLink('unsubscribe'), INVITATION, PREFERENCES];

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

/** The fields of a form-encoded POST (none for any other body). */
const formFields = (req: Request) =>
  new URLSearchParams(typeof req.body === 'string' && req.is('application/x-www-form-urlencoded') ? req.body : '');

/** What the API is told of the visitor, as the /api proxy tells it: their address (`req.ip`), the host they asked, the request id. */
function visitorHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (typeof req.id === 'string') headers['x-request-id'] = req.id;
  return headers;
}

/**
 * The POSTs of the mail links' pages: /confirm/{token} and /unsubscribe/{token} (the page's button,
 * and a mail provider's one-click unsubscribe), /welcome?code={code} (an invitation's Join),
 * /preferences/{token} (the preference page's buttons). Only these change a sign-up or an
 * invitation (a GET of the link shows the page: mail scanners follow links). The token or code is
 * the secret (CSRF needs nothing more; the CSP's `form-action 'self'` keeps forms here); one of the
 * wrong shape is a 404 without asking the API. Answers: for the one-click body, 200 "Unsubscribed."
 * and no page; for the form, 303 to the link's page, which shows where things stand now (also when
 * the API refused: the page says why); the API unreachable or failing, 502 with a message (429 when
 * it limits the visitor).
 */
export function subscriptionLinks({ apiUrl, timeoutMs = API_TIMEOUT_MS }: { apiUrl: string; timeoutMs?: number }): Router {
  const router = Router();
  const readBody = express.text({ type: ['application/x-www-form-urlencoded', 'multipart/form-data'], limit: MAX_BODY });

  /** The API's status for the change, or 0 when it could not be asked (down, or too slow). */
  const askApi = async (form: LinkForm, secret: string, req: Request, body?: object): Promise<number> => {
    try {
      const answer = await fetch(`${apiUrl}${form.apiPath(secret)}`, {
        method: 'POST',
        headers: body ? { ...visitorHeaders(req), 'content-type': 'application/json' } : visitorHeaders(req),
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      return answer.status;
    } catch (error) {
      // The route, not the address: the secret stays out of the logs.
      req.log?.warn({ err: error }, `the API could not be asked for POST ${form.route}`);
      return 0;
    }
  };

  const handle = (form: LinkForm) => async (req: Request, res: Response) => {
    res.set('Cache-Control', REQUESTER_ONLY_CACHE_CONTROL).set('Referrer-Policy', 'no-referrer');
    const secret = form.secretOf(req);
    const text = (status: number, message: string) => void res.status(status).type('text/plain').send(message);
    if (secret === undefined || !SECRET_SHAPE.test(secret)) return text(404, form.notValid);
    const sent = form.fields?.(formFields(req));
    if (form.fields && !sent) return void res.redirect(303, form.page(secret));
    const status = await askApi(form, secret, req, sent?.body);
    if (status === 0 || status >= 500) return text(502, UNAVAILABLE);
    if (status === 429) return text(429, TOO_MANY);
    const back = sent?.back ? `${form.page(secret)}?${sent.back}` : form.page(secret);
    if (!(form.oneClick && isOneClick(req))) return void res.redirect(303, back);
    if (status >= 200 && status < 300) return text(200, 'Unsubscribed.');
    text(status === 404 ? 404 : 400, form.notValid);
  };

  for (const form of LINK_FORMS) router.post(form.route, readBody, handle(form));
  return router;
}
