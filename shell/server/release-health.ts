import { addressKey, WindowCounter } from '@fns/server-kit';
import { FAILURE_EXAMPLES_MAX, type FailureExample, RENDER_REPORTS_MAX, VITAL_SAMPLES_MAX } from '@fns/contracts';
import type { FailureStage, RemoteName, Vital } from '@fns/contracts/remotes';
import { logger } from './logger';
import { routeOfPath } from '../src/lib/route-of-path';
import type { LiveRemotes } from './render/page-assets';

interface Count {
  remote: RemoteName;
  version: string;
  renders: number;
  failures: number;
  stages: Partial<Record<FailureStage, number>>;
  examples: FailureExample[];
  vitals: Partial<Record<Vital, number[]>>;
}

/** A failure as it is told: where it stopped, on which page, what it said, and the trace id of its log line. */
export type Failure = Omit<FailureExample, 'at'>;

/** A failure as the API takes it (failureExampleSchema): bounded texts, a trace id of word characters. */
const exampleOf = ({ stage, route, message, traceId }: Failure): FailureExample => ({
  stage,
  route: route.slice(0, 200),
  message: message.slice(0, 300),
  traceId: traceId.replace(/[^\w-]/g, '').slice(0, 64) || 'none',
  at: new Date().toISOString(),
});

/** A visitor counts once per remote version per visit: once counted, not again that window nor the next (30 to 60 minutes). */
const VISIT_MS = 30 * 60 * 1000;
/** Visitor keys remembered per window: bounded memory; past it, further visitors are not counted until the next window. */
const VISITORS_MAX = 50_000;

/**
 * Counts, per remote version, the visitors whose page this server rendered and those for whom it
 * failed (a region the server could not render, or their browser's error report), and sends the
 * counts to the API's registry every `flushMs` as a site server (SITE_SERVER_SECRET), where a
 * failing canary is rolled back. Counts that could not be sent are sent with the next ones.
 *
 * A visitor (an address, IPv6 by its /64) counts at most one render and one failure per version
 * per visit: a visitor reloading a thousand times would otherwise drown the others' failures, or
 * fake a thousand. A window counter of limit 1 remembers who was counted in constant time and
 * bounded memory. A failure also counts its visitor's render: their page may have come from the
 * page cache, which is not a render, and a failure is never counted against nobody.
 */
export function releaseHealth({
  apiUrl,
  siteServerSecret,
  flushMs = 2_000,
}: {
  apiUrl: string;
  siteServerSecret: string | undefined;
  flushMs?: number;
}) {
  const counts = new Map<string, Count>();
  const seen = new WindowCounter({ limit: 1, windowMs: VISIT_MS, maxKeys: VISITORS_MAX });
  const url = new URL('/api/remotes/reports', apiUrl).href;
  let failing = false;
  if (!siteServerSecret) logger.warn('SITE_SERVER_SECRET is not set: no page is counted for the release registry');

  function add({
    remote,
    version,
    renders,
    failures,
    stages,
    examples,
    vitals,
  }: Omit<Count, 'vitals'> & Partial<Pick<Count, 'vitals'>>): void {
    const key = `${remote}@${version}`;
    const count = counts.get(key) ?? { remote, version, renders: 0, failures: 0, stages: {}, examples: [], vitals: {} };
    // The latest samples, as many as the API takes a report: past that (a flood, an outage), the oldest go.
    for (const [metric, values] of Object.entries(vitals ?? {}) as Array<[Vital, number[]]>)
      count.vitals[metric] = [...(count.vitals[metric] ?? []), ...values].slice(-VITAL_SAMPLES_MAX);
    count.renders += renders;
    count.failures += failures;
    for (const [stage, n] of Object.entries(stages) as Array<[FailureStage, number]>) count.stages[stage] = (count.stages[stage] ?? 0) + n;
    count.examples = [...count.examples, ...examples].slice(-FAILURE_EXAMPLES_MAX);
    counts.set(key, count);
  }

  /** Logs a failure with its trace id (the visitor's reference, the Releases screen's example): the line to look for. */
  function logFailure(remote: RemoteName, version: string, failure: Failure, where: string): void {
    logger.warn(
      { traceId: failure.traceId, remote, version, stage: failure.stage, route: failure.route },
      `${remote} ${version} failed ${where} at its ${failure.stage} stage: ${failure.message}`,
    );
  }

  function countVisitor(remote: RemoteName, version: string, address: string, failure?: Failure): void {
    if (!siteServerSecret) return;
    const visitor = `${addressKey(address)} ${remote}@${version}`;
    const renders = seen.take(`render ${visitor}`) ? 1 : 0;
    const failures = failure && seen.take(`failure ${visitor}`) ? 1 : 0;
    // Counted once per visitor and visit, as the failure itself: a visitor reloading fills neither the stages nor the examples.
    const counted = failures > 0 && failure ? [exampleOf(failure)] : [];
    const stages = counted.length > 0 && failure ? { [failure.stage]: 1 } : {};
    if (renders + failures > 0) add({ remote, version, renders, failures, stages, examples: counted });
  }

  async function flush(): Promise<void> {
    if (!siteServerSecret || counts.size === 0) return;
    // The API takes RENDER_REPORTS_MAX a call; the others go next time.
    const reports = [...counts.values()].slice(0, RENDER_REPORTS_MAX);
    for (const { remote, version } of reports) counts.delete(`${remote}@${version}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${siteServerSecret}` },
        body: JSON.stringify({ reports }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      failing = false;
    } catch (error) {
      for (const report of reports) add(report);
      if (!failing) logger.warn(`render counts not sent, kept for the next try (${(error as Error).message})`);
      failing = true;
    }
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    /**
     * A page rendered for `path` with `remotes` and sent to `address`; `failure`: a region of it
     * could not be rendered, stopped at `stage` (the request's id is its trace id).
     */
    served(remotes: LiveRemotes, path: string, address: string, failure?: Failure): void {
      const remote = routeOfPath(path)?.remote;
      const version = remote && remotes[remote]?.manifest.version;
      if (!remote || !version) return;
      if (failure) logFailure(remote, version, failure, 'on the server');
      countVisitor(remote, version, address, failure);
    },
    /** The browser at `address` showed the fallback in place of a remote's page. */
    failedInBrowser(remote: RemoteName, version: string, address: string, failure: Failure): void {
      logFailure(remote, version, failure, 'in a browser');
      countVisitor(remote, version, address, failure);
    },
    /** A registered version's manifest could not be fetched (once per outage): counted by its stage, no visitor's failure. */
    failedToLoad(remote: RemoteName, version: string, failure: Failure): void {
      logFailure(remote, version, failure, 'to load');
      if (siteServerSecret)
        add({ remote, version, renders: 0, failures: 0, stages: { [failure.stage]: 1 }, examples: [exampleOf(failure)] });
    },
    /** A sampled page view of `remote` at `version` measured `value` of `metric` (its pages' vitals, not a visitor's count). */
    vital(remote: RemoteName, version: string, metric: Vital, value: number): void {
      if (siteServerSecret) add({ remote, version, renders: 0, failures: 0, stages: {}, examples: [], vitals: { [metric]: [value] } });
    },
    flush,
    stop: () => clearInterval(timer),
  };
}
