import express, { Router } from 'express';
import { addressKey, WindowCounter } from '@fns/server-kit';
import { logger } from './logger';
import { cspViolations } from './metrics';

export const CSP_REPORT_PATH = '/csp-reports';

export interface CspViolation {
  /** The page's path, without its query string (which may carry a token or an address). */
  page: string;
  /** What was blocked: an origin, or a keyword such as "inline" or "eval"; never a full URL. */
  blocked: string;
  /** A known directive name, or "other". */
  directive: string;
}

/**
 * The directive names of CSP Level 3 a violation can name: the only values of the metric's label
 * (and of the logged directive), so reports naming anything else add no series.
 */
const KNOWN_DIRECTIVES = new Set([
  // Fetch directives.
  ...['default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr'],
  ...['img-src', 'font-src', 'connect-src', 'media-src', 'object-src', 'frame-src', 'fenced-frame-src', 'child-src'],
  ...['worker-src', 'manifest-src'],
  // Document, navigation, reporting and the others.
  ...['base-uri', 'sandbox', 'form-action', 'frame-ancestors', 'report-to', 'webrtc'],
  ...['require-trusted-types-for', 'trusted-types', 'upgrade-insecure-requests'],
]);

/** Violations one address may report per window; past it the reports are answered 204 (browsers do not retry) and dropped. */
const VIOLATIONS_PER_WINDOW = 60;

const KEYWORD = /^[a-z-]{1,40}$/;

/** An address without its path and query: a report may name a URL with a token in it. */
function originOrKeyword(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'unknown';
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol.replace(/:$/, '') : url.origin;
  } catch {
    return KEYWORD.test(value) ? value : 'unknown';
  }
}

const pathOf = (value: unknown) => {
  try {
    return typeof value === 'string' ? new URL(value).pathname : 'unknown';
  } catch {
    return 'unknown';
  }
};

/** CSP 2 browsers send the violated directive with its value ("script-src 'self'"): its name is the first word. */
function directiveOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().split(/\s/, 1)[0]!.toLowerCase() : '';
  return KNOWN_DIRECTIVES.has(name) ? name : 'other';
}

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
 * One log line per burst: within a window, the first violation of each directive is logged as it
 * comes and the others are only counted; at the window's end one line tells how many of each went
 * unlogged. So a window has at most one line per directive label plus one, whatever the traffic. A
 * window starts with the first violation after a quiet one: no timer runs while none come.
 */
function burstLog(windowMs: number) {
  const logged = new Set<string>();
  const unlogged = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  const endWindow = () => {
    if (unlogged.size > 0) logger.warn({ cspNotLogged: Object.fromEntries(unlogged) }, 'more content security policy violations');
    logged.clear();
    unlogged.clear();
    timer = undefined;
  };
  return (violation: CspViolation) => {
    timer ??= setTimeout(endWindow, windowMs).unref();
    const { directive } = violation;
    if (logged.has(directive)) return void unlogged.set(directive, (unlogged.get(directive) ?? 0) + 1);
    logged.add(directive);
    logger.warn({ csp: violation }, 'content security policy violation');
  };
}

/**
 * POST /csp-reports: where browsers report what the Content-Security-Policy blocked. Each violation
 * (page path, blocked origin, directive) is counted by directive and logged once per burst, up to
 * VIOLATIONS_PER_WINDOW from one address (an IPv6 /64 counts as one); a blocked script on the live
 * site means an attack or a release that loads something the policy does not know of.
 */
export function cspReports({ windowMs = 60_000 }: { windowMs?: number } = {}): Router {
  const router = Router();
  const perAddress = new WindowCounter({ limit: VIOLATIONS_PER_WINDOW, windowMs });
  const log = burstLog(windowMs);
  const body = express.json({ type: ['application/reports+json', 'application/csp-report', 'application/json'], limit: '16kb' });
  router.post(CSP_REPORT_PATH, body, (req, res) => {
    const violations = violationsIn(req.body);
    if (!violations) return void res.status(400).json({ message: 'The body is not a CSP violation report.' });
    const address = addressKey(req.ip ?? '');
    for (const violation of violations) {
      if (!perAddress.take(address)) break;
      cspViolations.inc({ directive: violation.directive });
      log(violation);
    }
    res.status(204).end();
  });
  return router;
}
