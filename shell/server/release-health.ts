import express, { type RequestHandler } from 'express';
import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from '@fns/contracts/remotes';
import type { RemoteName } from '@fns/contracts/remotes';
import type { LiveState } from './live-remotes';
import { logger } from './logger';
import { browserEntry, type LiveRemotes } from './render/page-assets';

interface Count {
  remote: RemoteName;
  version: string;
  renders: number;
  failures: number;
}

/** The remote whose page an address is, by the shell's route table. */
export const remoteOfPath = (pathname: string): RemoteName | undefined =>
  ROUTE_TABLE.find((entry) => matchPath(entry.path, pathname))?.remote;

/**
 * Counts, per remote version, the pages this server sent and those that failed (a region the
 * server could not render, or a browser's error report), and sends the counts to the API's
 * registry every `flushMs`, which rolls a failing canary back. Counts that could not be sent are
 * sent with the next ones.
 */
export function releaseHealth({ apiUrl, flushMs = 2_000 }: { apiUrl: string; flushMs?: number }) {
  const counts = new Map<string, Count>();
  const url = new URL('/api/remotes/reports', apiUrl).href;
  let failing = false;

  function add(remote: RemoteName, version: string, renders: number, failures: number): void {
    const key = `${remote}@${version}`;
    const count = counts.get(key) ?? { remote, version, renders: 0, failures: 0 };
    count.renders += renders;
    count.failures += failures;
    counts.set(key, count);
  }

  async function flush(): Promise<void> {
    if (counts.size === 0) return;
    const reports = [...counts.values()];
    counts.clear();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reports }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      failing = false;
    } catch (error) {
      for (const { remote, version, renders, failures } of reports) add(remote, version, renders, failures);
      if (!failing) logger.warn(`render counts not sent, kept for the next try (${(error as Error).message})`);
      failing = true;
    }
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    /** A page sent for `path`, rendered with `remotes`; `failed`: a region of it could not be rendered on the server. */
    served(remotes: LiveRemotes, path: string, failed: boolean): void {
      const remote = remoteOfPath(path);
      const version = remote && remotes[remote]?.manifest.version;
      if (remote && version) add(remote, version, 1, failed ? 1 : 0);
    },
    /** A browser's error boundary showed the fallback in place of a remote's page. */
    failedInBrowser: (remote: RemoteName, version: string) => add(remote, version, 0, 1),
    flush,
    stop: () => clearInterval(timer),
  };
}

/** Reports one address may send per minute: a visitor's browser sends one per failed page. */
const REPORTS_PER_MINUTE = 20;

/**
 * POST /remote-errors { remote, entry }: a browser's error boundary tells that a remote's page
 * failed, naming the remote entry it loaded (its version). Only versions served now are counted,
 * at most REPORTS_PER_MINUTE per address; the answer is the same 204 either way.
 */
export function browserErrorReports(state: () => LiveState, onFailure: (remote: RemoteName, version: string) => void): express.Router {
  const recent = new Map<string, number[]>();
  const versionOf = (remote: RemoteName, entry: string) => {
    const { stable, canaries } = state();
    const served = [stable[remote], canaries[remote]?.remote].filter((live) => live !== undefined);
    return served.find((live) => browserEntry(live) === entry)?.manifest.version;
  };
  const handler: RequestHandler = (req, res) => {
    let report: { remote?: unknown; entry?: unknown };
    try {
      report = JSON.parse(String(req.body)) as typeof report;
    } catch {
      res.status(400).json({ message: 'The body is not an error report.' });
      return;
    }
    const { remote, entry } = report ?? {};
    if (typeof remote !== 'string' || typeof entry !== 'string' || !ROUTE_TABLE.some((route) => route.remote === remote)) {
      res.status(400).json({ message: 'The body is not an error report.' });
      return;
    }
    const now = Date.now();
    const address = req.ip ?? '';
    const times = (recent.get(address) ?? []).filter((time) => now - time < 60_000);
    // A bound on memory whatever the traffic: the window starts over for everyone.
    if (recent.size > 10_000) recent.clear();
    recent.set(address, [...times, now]);
    const version = times.length < REPORTS_PER_MINUTE ? versionOf(remote as RemoteName, entry) : undefined;
    if (version) onFailure(remote as RemoteName, version);
    res.status(204).end();
  };
  return express.Router().post('/remote-errors', express.text({ type: '*/*', limit: '1kb' }), handler);
}
