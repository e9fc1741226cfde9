import { randomUUID } from 'node:crypto';
import { addressKey, WindowCounter } from '@fns/server-kit';
import express, { type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { failureStageSchema, remoteNameSchema } from '@fns/contracts';
import { type RemoteName, type Vital, VITALS } from '@fns/contracts/remotes';
import { routeOfPath } from '../src/lib/route-of-path';
import { versionSets } from './canary';
import type { LiveState } from './live-remotes';
import type { Failure } from './release-health';
import type { ReportTokens } from './report-token';

/** Failure reports one address may send per minute: a visitor's browser sends one per failed page. */
const REPORTS_PER_MINUTE = 20;
/** Vitals one address may send per minute: a sampled page view sends three. */
const VITALS_PER_MINUTE = 60;
/** Addresses a limit remembers per minute; past it, reports from further addresses are ignored. */
const REPORTING_ADDRESSES_MAX = 10_000;
const token = z.string().max(100);
/** A failure: the remote and its page's token, and (pages rendered since stages were told) where it failed, on which page, what it said, its trace id. */
const failureSchema = z.object({
  remote: remoteNameSchema,
  token,
  stage: failureStageSchema.default('render'),
  route: z.string().max(200).default(''),
  message: z.string().max(300).default(''),
  traceId: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .default(() => randomUUID()),
});
/** A vital: the page's token, the metric and its value, and the page it was first shown as (which remote's page it measures). */
const vitalSchema = z.object({ token, metric: z.enum(VITALS), value: z.number().min(0).max(600_000), route: z.string().max(200) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T | undefined {
  try {
    return schema.safeParse(JSON.parse(String(body))).data;
  } catch {
    return undefined;
  }
}

/**
 * What browsers tell the shell's server of its pages, each with the token its page carries
 * (report-token.ts), which names the versions the page was rendered with:
 * - POST /remote-errors { remote, token, stage, route, message, traceId }: the error boundary shows
 *   the fallback in place of a remote's page, and says where it failed;
 * - POST /rum { token, metric, value, route }: a sampled page's LCP, INP or CLS, counted for the
 *   version of the remote whose page it was.
 *
 * A report counts only when it comes from this site's own page (`Sec-Fetch-Site: same-origin`,
 * which browsers set and no other site's page can), within its limit per address (IPv6 by its
 * /64), with the token of a set of versions served now. Any other report is ignored with the same
 * 204, which tells a forger nothing; a body that is no report at all from this site's page is a 400.
 */
export function browserErrorReports({
  state,
  tokens,
  onFailure,
  onVital,
}: {
  state: () => LiveState;
  tokens: ReportTokens;
  onFailure: (remote: RemoteName, version: string, address: string, failure: Failure) => void;
  onVital: (remote: RemoteName, version: string, metric: Vital, value: number) => void;
}): express.Router {
  const counter = (limit: number) => new WindowCounter({ limit, windowMs: 60_000, maxKeys: REPORTING_ADDRESSES_MAX });
  const limits = { failures: counter(REPORTS_PER_MINUTE), vitals: counter(VITALS_PER_MINUTE) };
  const fromOwnPage = (req: Request, limit: WindowCounter) =>
    req.get('sec-fetch-site') === 'same-origin' && limit.take(addressKey(req.ip ?? ''));
  /** The version of `remote` that rendered the page whose token this is, if that set of versions is served now. */
  const versionOf = (pageToken: string, remote: RemoteName | undefined) => {
    const set = remote && tokens.setOf(pageToken, versionSets(state()));
    return set && Object.hasOwn(set, remote) ? set[remote]?.manifest.version : undefined;
  };

  const failure: RequestHandler = (req, res) => {
    if (!fromOwnPage(req, limits.failures)) return void res.status(204).end();
    const report = parse(failureSchema, req.body);
    if (!report) return void res.status(400).json({ message: 'The body is not an error report.' });
    const version = versionOf(report.token, report.remote);
    const { stage, route, message, traceId } = report;
    if (version) onFailure(report.remote, version, req.ip ?? '', { stage, route, message, traceId });
    res.status(204).end();
  };
  const vital: RequestHandler = (req, res) => {
    if (!fromOwnPage(req, limits.vitals)) return void res.status(204).end();
    const report = parse(vitalSchema, req.body);
    if (!report) return void res.status(400).json({ message: 'The body is not a vitals report.' });
    const remote = routeOfPath(report.route)?.remote;
    const version = versionOf(report.token, remote);
    if (remote && version) onVital(remote, version, report.metric, report.value);
    res.status(204).end();
  };
  const beacon = express.text({ type: '*/*', limit: '1kb' });
  return express.Router().post('/remote-errors', beacon, failure).post('/rum', beacon, vital);
}
