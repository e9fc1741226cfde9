import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { CSP_REPORT_PATH } from './csp-reports';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const REPORT_GROUP = 'csp';

/**
 * Helmet with a strict Content-Security-Policy: a script runs only when it is the page's boot
 * loader (by its hash: `scriptHashes`) or was added by a script that runs ('strict-dynamic': the
 * webpack chunks, the remotes, reCAPTCHA), so injected markup can run nothing. Violations are
 * reported to CSP_REPORT_PATH. Other resources come from this origin, the remotes and reCAPTCHA.
 */
export function securityHeaders({
  remoteOrigins,
  scriptHashes,
}: {
  /** Asked on every response: the remotes' origins change when a release hosted elsewhere is promoted, or a visitor previews one. */
  remoteOrigins: (res: Response) => string[];
  scriptHashes: string[];
}): RequestHandler[] {
  const remotes = (_req: IncomingMessage, res: ServerResponse) => [...new Set(remoteOrigins(res as Response))].join(' ');
  const reportingEndpoints: RequestHandler = (_req, res, next) => {
    res.setHeader('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // `https:` and 'unsafe-inline' only for browsers older than CSP 3, which ignore what they
        // do not know; every current browser ignores both beside 'strict-dynamic' and a hash.
        scriptSrc: [...scriptHashes, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
        // React and motion set style attributes; remotes ship their own CSS files.
        styleSrc: ["'self'", "'unsafe-inline'", remotes],
        imgSrc: ["'self'", 'data:', 'https:', remotes],
        connectSrc: ["'self'", remotes, ...RECAPTCHA],
        frameSrc: RECAPTCHA,
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        reportUri: [CSP_REPORT_PATH],
        reportTo: [REPORT_GROUP],
        upgradeInsecureRequests: null,
      },
    },
    // Remote chunks come from other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  return [reportingEndpoints, headers];
}
