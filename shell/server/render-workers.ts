import { Worker } from 'node:worker_threads';
import { versionsKey } from './live-remotes';
import { logger } from './logger';
import { remoteLoadFailures } from './metrics';
import type { LiveRemotes } from './render/page-assets';
import type { PageSink, RendererSetup, RenderOutcome } from './render/render-page';
import type { FromWorker, PageRequest, WorkerRequest } from './render/worker-messages';

export type WorkerSetup = RendererSetup & { apiUrl: string };

/** One render worker: a thread with its own module caches, bound to one set of remote versions. */
export class RenderWorker {
  private readonly worker: Worker;
  private readonly sinks = new Map<number, { sink: PageSink; done: (error?: Error, outcome?: RenderOutcome) => void }>();
  private nextId = 1;
  private retiring = false;
  alive = true;
  readonly ready: Promise<string[]>;

  constructor(bundle: string, setup: WorkerSetup) {
    // Remotes' server code runs here: it gets none of the shell's environment (its secrets).
    this.worker = new Worker(bundle, { workerData: setup, env: { NODE_ENV: process.env.NODE_ENV } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: FromWorker) => (message.type === 'ready' ? resolve(message.failed) : this.receive(message)));
      this.worker.once('error', reject);
    });
    this.worker.once('exit', (code) => {
      this.alive = false;
      this.failAll(new Error(`the render worker stopped (${code})`));
    });
  }

  render(request: WorkerRequest, sink: PageSink): Promise<RenderOutcome> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.sinks.set(id, { sink, done: (error, outcome) => (error ? reject(error) : resolve(outcome ?? {})) });
      this.worker.postMessage({ id, ...request });
    });
  }

  /** Stops now, failing what it is rendering (a release check that hangs). */
  kill(): void {
    void this.worker.terminate();
  }

  /** Stops once the pages it is rendering are sent. */
  retire(): void {
    this.retiring = true;
    if (this.sinks.size === 0) void this.worker.terminate();
  }

  private receive(message: Exclude<FromWorker, { type: 'ready' }>): void {
    const pending = this.sinks.get(message.id);
    if (!pending) return;
    if (message.type === 'head') pending.sink.head(message.status, message.headers);
    else if (message.type === 'chunk') pending.sink.write(message.chunk);
    else if (message.type === 'error') this.finish(message.id, new Error(message.message));
    else this.finish(message.id, undefined, { failure: message.failure });
  }

  private finish(id: number, error?: Error, outcome?: RenderOutcome): void {
    const pending = this.sinks.get(id);
    this.sinks.delete(id);
    if (error) pending?.done(error);
    else {
      pending?.sink.end();
      pending?.done(undefined, outcome);
    }
    if (this.retiring && this.sinks.size === 0) void this.worker.terminate();
  }

  private failAll(error: Error): void {
    for (const id of [...this.sinks.keys()]) this.finish(id, error);
  }
}

/** A set of remote versions with the worker that renders pages with them. */
export interface VersionSet {
  /** The versions as one key (versionsKey). */
  versions: string;
  remotes: LiveRemotes;
  render(request: Omit<PageRequest, 'id'>, sink: PageSink): Promise<RenderOutcome>;
}

/**
 * Renders pages in worker threads, one per set of remote versions served: the live versions, and
 * beside them those with a canary. When the sets change, new workers load the new versions while
 * the old ones keep rendering; once ready they take over and the old ones end. The federation
 * runtime's module caches go with their thread, so nothing of an old version lingers in memory. The
 * first set given is the default: what a page is rendered with when its own set is not ready.
 */
export function renderWorkers({
  bundle,
  setupFor,
  log = (message) => logger.info(message),
}: {
  bundle: string;
  setupFor: (remotes: LiveRemotes) => WorkerSetup;
  log?: (message: string) => void;
}) {
  const pool = new Map<string, { worker: RenderWorker; remotes: LiveRemotes }>();
  let wanted: string[] = [];
  let defaultKey: string | undefined;
  const restarting = new Set<string>();

  async function start(remotes: LiveRemotes): Promise<void> {
    const key = versionsKey(remotes);
    const worker = new RenderWorker(bundle, setupFor(remotes));
    const failed = await worker.ready;
    // The sets changed while this one loaded, and it is no longer served.
    if (!wanted.includes(key)) return worker.retire();
    if (failed.length > 0) {
      remoteLoadFailures.inc({ source: 'render' }, failed.length);
      log(`remotes that render in the browser only: ${failed.join('; ')}`);
    }
    pool.get(key)?.worker.retire();
    pool.set(key, { worker, remotes });
  }

  /** Serves `sets` (the first one by default): starts the workers missing, then retires those no longer served. */
  async function use(sets: LiveRemotes[]): Promise<void> {
    wanted = sets.map(versionsKey);
    await Promise.all(sets.filter((set) => !pool.has(versionsKey(set))).map(start));
    if (wanted[0] !== undefined && pool.has(wanted[0])) defaultKey = wanted[0];
    for (const [key, { worker }] of pool) {
      if (wanted.includes(key) || key === defaultKey) continue;
      worker.retire();
      pool.delete(key);
    }
  }

  function versionSet(key: string): VersionSet | undefined {
    const entry = pool.get(key);
    if (!entry) return undefined;
    return {
      versions: key,
      remotes: entry.remotes,
      async render(request, sink) {
        try {
          return await entry.worker.render(request, sink);
        } catch (error) {
          // A crashed worker is replaced by one for the same versions.
          if (!entry.worker.alive && !restarting.has(key) && pool.get(key) === entry) {
            restarting.add(key);
            void start(entry.remotes).finally(() => restarting.delete(key));
          }
          throw error;
        }
      },
    };
  }

  return {
    use,
    /** The set rendering with `remotes`' versions, else the default one; undefined before any worker is ready. */
    pick: (remotes?: LiveRemotes): VersionSet | undefined =>
      (remotes && versionSet(versionsKey(remotes))) ?? (defaultKey === undefined ? undefined : versionSet(defaultKey)),
    /** The default set's remotes: the live versions. */
    remotes: () => (defaultKey === undefined ? undefined : pool.get(defaultKey)?.remotes),
    close: () => {
      for (const { worker } of pool.values()) worker.retire();
      pool.clear();
    },
  };
}
