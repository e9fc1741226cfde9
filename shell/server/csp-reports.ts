import express, { Router } from 'express';
import { cspViolations } from './metrics';

export const CSP_REPORT_PATH = '/csp-reports';

export interface CspViolation {
  /** The page's path, without its query string (which may carry a token or an address). */
  page: string;
  /** What was blocked: an origin, or a keyword such as "inline" or "eval"; never a full URL. */
  blocked: string;
  directive: string;
}

const DIRECTIVE = /^[a-z-]{1,40}$/;

/** An address without its path and query: a report may name a URL with a token in it. */
function originOrKeyword(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'unknown';
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol.replace(/:$/, '') : url.origin;
  } catch {
    return DIRECTIVE.test(value) ? value : 'unknown';
  }
}

const pathOf = (value: unknown) => {
  try {
    return typeof value === 'string' ? new URL(value).pathname : 'unknown';
  } catch {
    return 'unknown';
  }
};

const directiveOf = (value: unknown) => (typeof value === 'string' && DIRECTIVE.test(value) ? value : 'unknown');

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * The violations in a report body: the Reporting API's list (`application/reports+json`, Chromium)
 * or the older single `{ "csp-report": … }` (`application/csp-report`, Firefox and Safari).
 * Undefined when the body is neither.
 */
export function violationsIn(body: unknown): CspViolation[] | undefined {
  const legacy = asObject(asObject(body)?.['csp-report']);
  if (legacy) {
    const directive = legacy['effective-directive'] ?? legacy['violated-directive'];
    return [{ page: pathOf(legacy['document-uri']), blocked: originOrKeyword(legacy['blocked-uri']), directive: directiveOf(directive) }];
  }
  if (!Array.isArray(body)) return undefined;
  const reports = body
    .map(asObject)
    .filter((report) => report?.type === 'csp-violation')
    .map((report) => asObject(report!.body));
  if (reports.length !== body.length || reports.some((report) => !report)) return undefined;
  return reports.map((report) => ({
    page: pathOf(report!.documentURL),
    blocked: originOrKeyword(report!.blockedURL),
    directive: directiveOf(report!.effectiveDirective),
  }));
}

/**
 * POST /csp-reports: where browsers report what the Content-Security-Policy blocked. Each
 * violation is logged (page path, blocked origin, directive) and counted by directive; a blocked
 * script on the live site means an attack or a release that loads something the policy does not
 * know of.
 */
export function cspReports(): Router {
  const router = Router();
  const body = express.json({ type: ['application/reports+json', 'application/csp-report', 'application/json'], limit: '16kb' });
  router.post(CSP_REPORT_PATH, body, (req, res) => {
    const violations = violationsIn(req.body);
    if (!violations) return void res.status(400).json({ message: 'The body is not a CSP violation report.' });
    for (const violation of violations) {
      cspViolations.inc({ directive: violation.directive });
      req.log.warn({ csp: violation }, 'content security policy violation');
    }
    res.status(204).end();
  });
  return router;
}
