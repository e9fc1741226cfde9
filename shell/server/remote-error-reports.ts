import { addressKey, WindowCounter } from '@fns/server-kit';
import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { failureStageSchema, remoteNameSchema } from '@fns/contracts';
import type { RemoteName } from '@fns/contracts/remotes';
import { versionSets } from './canary';
import type { LiveState } from './live-remotes';
import type { Failure } from './release-health';
import type { ReportTokens } from './report-token';

/** Reports one address may send per minute: a visitor's browser sends one per failed page. */
const REPORTS_PER_MINUTE = 20;
/** Addresses the limit remembers per minute; past it, reports from further addresses are ignored. */
const REPORTING_ADDRESSES_MAX = 10_000;
/** A report: the remote and its page's token, and (pages rendered since stages were told) where it failed, on which page, what it said, its trace id. */
const reportSchema = z.object({
  remote: remoteNameSchema,
  token: z.string().max(100),
  stage: failureStageSchema.default('render'),
  route: z.string().max(200).default(''),
  message: z.string().max(300).default(''),
  traceId: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .default(() => randomUUID()),
});

function parseReport(body: unknown): z.infer<typeof reportSchema> | undefined {
  try {
    return reportSchema.safeParse(JSON.parse(String(body))).data;
  } catch {
    return undefined;
  }
}

/**
 * POST /remote-errors { remote, token, stage, route, message, traceId }: a browser's error
 * boundary tells that a remote's page failed and where, sending back the token its page carries
 * (report-token.ts), which names the versions the page was rendered with. A report counts only when it comes from this site's own page
 * (`Sec-Fetch-Site: same-origin`, which browsers set and no other site's page can), within
 * REPORTS_PER_MINUTE per address (IPv6 by its /64), with the token of a set of versions served
 * now. Any other report is ignored with the same 204, which tells a forger nothing; a body that is
 * no report at all from this site's page is a 400.
 */
export function browserErrorReports({
  state,
  tokens,
  onFailure,
}: {
  state: () => LiveState;
  tokens: ReportTokens;
  onFailure: (remote: RemoteName, version: string, address: string, failure: Failure) => void;
}): express.Router {
  const perAddress = new WindowCounter({ limit: REPORTS_PER_MINUTE, windowMs: 60_000, maxKeys: REPORTING_ADDRESSES_MAX });
  const handler: RequestHandler = (req, res) => {
    const address = req.ip ?? '';
    if (req.get('sec-fetch-site') !== 'same-origin' || !perAddress.take(addressKey(address))) {
      res.status(204).end();
      return;
    }
    const report = parseReport(req.body);
    if (!report) {
      res.status(400).json({ message: 'The body is not an error report.' });
      return;
    }
    const set = tokens.setOf(report.token, versionSets(state()));
    const version = set && Object.hasOwn(set, report.remote) ? set[report.remote]?.manifest.version : undefined;
    const { stage, route, message, traceId } = report;
    if (version) onFailure(report.remote, version, address, { stage, route, message, traceId });
    res.status(204).end();
  };
  return express.Router().post('/remote-errors', express.text({ type: '*/*', limit: '1kb' }), handler);
}
