import { Worker } from 'node:worker_threads';
import type { RemoteName } from '@fns/contracts/remotes';
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
      this.worker.on('message', (messages: FromWorker[]) => {
        for (const message of messages) {
          if (message.type === 'ready') resolve(message.failed);
          else this.receive(message);
        }
      });
      this.worker.once('error', reject);
    });
    this.worker.once('exit', (code) => {
      this.alive = false;
      this.failAll(new Error(`the render worker stopped (${code})`));
    });
  }

  /** Pages it is rendering now. */
  get busy(): number {
    return this.sinks.size;
  }

  render(request: WorkerRequest, sink: PageSink): Promise<RenderOutcome> {
    // A stopped thread would never answer.
    if (!this.alive) return Promise.reject(new Error('the render worker has stopped'));
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
    else this.finish(message.id, undefined, { failure: message.failure, stage: message.stage });
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

/**
 * Render workers for one set of versions, so that every core renders: a page goes to the one
 * rendering the fewest now. It is alive while all of them are (one that stopped has the set
 * started again), and ready when all are (with the remotes the first could not load).
 */
export class RenderWorkerGroup {
  private readonly workers: RenderWorker[];
  readonly ready: Promise<string[]>;

  constructor(size: number, start: () => RenderWorker) {
    this.workers = Array.from({ length: size }, start);
    this.ready = Promise.all(this.workers.map((worker) => worker.ready)).then(
      ([failed]) => failed ?? [],
      (error: unknown) => {
        // One that cannot start fails the set: the others end with it.
        this.retire();
        throw error;
      },
    );
  }

  get alive(): boolean {
    return this.workers.every((worker) => worker.alive);
  }

  render(request: WorkerRequest, sink: PageSink): Promise<RenderOutcome> {
    const running = this.workers.filter((worker) => worker.alive);
    const idlest = running.reduce<RenderWorker | undefined>(
      (best, worker) => (best && best.busy <= worker.busy ? best : worker),
      undefined,
    );
    return (idlest ?? this.workers[0]!).render(request, sink);
  }

  retire(): void {
    for (const worker of this.workers) worker.retire();
  }
}

/** Pinned sets' keys begin with it, so a preview never shares the worker (nor the page config) of the served set of the same versions. */
const PINNED = 'pinned ';
/** Release previews rendering at once: each is a worker thread with its own copy of the remotes' code. */
const PINNED_MAX = 2;

/** A set of remote versions with the worker that renders pages with them. */
export interface VersionSet {
  /** The versions as one key (versionsKey). */
  versions: string;
  remotes: LiveRemotes;
  render(request: Omit<PageRequest, 'id'>, sink: PageSink): Promise<RenderOutcome>;
}

/**
 * Renders pages in worker threads, `threads` per set of remote versions served (the live versions,
 * and beside them those with a canary) and one per set a release preview pins. When the sets change, new workers load the new versions while
 * the old ones keep rendering; once ready they take over and the old ones end. The federation
 * runtime's module caches go with their thread, so nothing of an old version lingers in memory. The
 * first set given is the default: what a page is rendered with when its own set is not ready.
 */
export function renderWorkers({
  bundle,
  setupFor,
  threads,
  log = (message) => logger.info(message),
}: {
  bundle: string;
  /** Workers per served set (RENDER_THREADS): as many as the machine has cores, by default. */
  threads: number;
  /** `pinned`: the remotes a release preview pins (its pages say so, and report to no one); none for a served set. */
  setupFor: (remotes: LiveRemotes, pinned: RemoteName[]) => WorkerSetup;
  log?: (message: string) => void;
}) {
  const pool = new Map<string, { worker: RenderWorkerGroup; remotes: LiveRemotes; pinned: RemoteName[] }>();
  let wanted: string[] = [];
  /** The pinned sets' keys, the least recently used first, and those whose worker is starting. */
  const pinnedKeys: string[] = [];
  const startingPinned = new Map<string, Promise<void>>();
  let defaultKey: string | undefined;
  const restarting = new Set<string>();

  /**
   * Starts a worker for `remotes` under `key` (`pinned`: the remotes a release preview pins); it
   * takes over unless `kept()` says the set is no longer served once it is ready.
   */
  async function start(remotes: LiveRemotes, key = versionsKey(remotes), kept = () => wanted.includes(key), pinned: RemoteName[] = []) {
    // A preview is one browser's: one thread renders its pages.
    const worker = new RenderWorkerGroup(pinned.length > 0 ? 1 : threads, () => new RenderWorker(bundle, setupFor(remotes, pinned)));
    const failed = await worker.ready;
    // The sets changed while this one loaded, and it is no longer served.
    if (!kept()) return worker.retire();
    if (failed.length > 0) {
      remoteLoadFailures.inc({ source: 'render' }, failed.length);
      log(`remotes that render in the browser only: ${failed.join('; ')}`);
    }
    pool.get(key)?.worker.retire();
    pool.set(key, { worker, remotes, pinned });
  }

  /**
   * The set pinned by a release preview: its worker is started on the first page asked (the
   * requests meanwhile wait for the same start), kept beside the served sets, and retired when the
   * served sets change (its unpinned remotes follow the live ones: the next page starts a new one)
   * or when more than PINNED_MAX are pinned (the least recently used first).
   */
  async function pin(remotes: LiveRemotes, pinned: RemoteName[]): Promise<VersionSet> {
    const key = `${PINNED}${[...pinned].sort().join(',')} ${versionsKey(remotes)}`;
    if (!pool.has(key)) {
      let starting = startingPinned.get(key);
      if (!starting) {
        starting = start(remotes, key, () => pinnedKeys.includes(key), pinned).finally(() => startingPinned.delete(key));
        startingPinned.set(key, starting);
        pinnedKeys.push(key);
        for (const evicted of pinnedKeys.splice(0, Math.max(0, pinnedKeys.length - PINNED_MAX))) {
          pool.get(evicted)?.worker.retire();
          pool.delete(evicted);
        }
      }
      await starting;
    }
    const set = versionSet(key);
    if (!set) throw new Error('the pinned versions could not be started');
    pinnedKeys.splice(pinnedKeys.indexOf(key), 1);
    pinnedKeys.push(key);
    return set;
  }

  /** Serves `sets` (the first one by default): starts the workers missing, then retires those no longer served. */
  async function use(sets: LiveRemotes[]): Promise<void> {
    wanted = sets.map(versionsKey);
    await Promise.all(sets.filter((set) => !pool.has(versionsKey(set))).map((set) => start(set)));
    if (wanted[0] !== undefined && pool.has(wanted[0])) defaultKey = wanted[0];
    pinnedKeys.length = 0;
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
      versions: versionsKey(entry.remotes),
      remotes: entry.remotes,
      async render(request, sink) {
        try {
          return await entry.worker.render(request, sink);
        } catch (error) {
          // A crashed worker is replaced by one for the same versions.
          if (!entry.worker.alive && !restarting.has(key) && pool.get(key) === entry) {
            restarting.add(key);
            void start(entry.remotes, key, () => pool.get(key) === entry, entry.pinned).finally(() => restarting.delete(key));
          }
          throw error;
        }
      },
    };
  }

  return {
    use,
    pin,
    /** The set rendering with `remotes`' versions, else the default one; undefined before any worker is ready. */
    pick: (remotes?: LiveRemotes): VersionSet | undefined =>
      (remotes && versionSet(versionsKey(remotes))) ?? (defaultKey === undefined ? undefined : versionSet(defaultKey)),
    /** The default set's remotes: the live versions. */
    remotes: () => (defaultKey === undefined ? undefined : pool.get(defaultKey)?.remotes),
    /** The default set's versions (its VersionSet's `versions`), cheaply: whether a page kept for them is still the one served. */
    defaultVersions: () => defaultKey,
    close: () => {
      for (const { worker } of pool.values()) worker.retire();
      pool.clear();
    },
  };
}
