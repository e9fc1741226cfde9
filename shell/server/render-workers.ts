import { Worker } from 'node:worker_threads';
import { versionsKey } from './live-remotes';
import { logger } from './logger';
import { remoteLoadFailures } from './metrics';
import type { LiveRemotes } from './render/page-assets';
import type { PageSink, RendererSetup, RenderOutcome } from './render/render-page';
import type { FromWorker, ToWorker } from './render/worker-messages';

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
    this.worker = new Worker(bundle, { workerData: setup });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: FromWorker) => (message.type === 'ready' ? resolve(message.failed) : this.receive(message)));
      this.worker.once('error', reject);
    });
    this.worker.once('exit', (code) => {
      this.alive = false;
      this.failAll(new Error(`the render worker stopped (${code})`));
    });
  }

  render(request: Omit<ToWorker, 'id'>, sink: PageSink): Promise<RenderOutcome> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.sinks.set(id, { sink, done: (error, outcome) => (error ? reject(error) : resolve(outcome ?? {})) });
      this.worker.postMessage({ id, ...request } satisfies ToWorker);
    });
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

/**
 * Renders pages in a worker thread made for the live remote versions. When they change, a new
 * worker loads the new versions while the old one keeps rendering; once ready it takes over and
 * the old one ends. The federation runtime's module caches go with their thread, so nothing of an
 * old version lingers in memory.
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
  let current: { worker: RenderWorker; remotes: LiveRemotes; versions: string } | undefined;
  let latest: LiveRemotes | undefined;
  let crashed = false;

  async function use(remotes: LiveRemotes): Promise<void> {
    latest = remotes;
    const worker = new RenderWorker(bundle, setupFor(remotes));
    const failed = await worker.ready;
    // A newer set of versions arrived while this one loaded: that one takes over instead.
    if (latest !== remotes) return worker.retire();
    if (failed.length > 0) {
      remoteLoadFailures.inc({ source: 'render' }, failed.length);
      log(`remotes that render in the browser only: ${failed.join('; ')}`);
    }
    current?.worker.retire();
    current = { worker, remotes, versions: versionsKey(remotes) };
  }

  return {
    use,
    /** The remotes the current worker renders with, and their versions as one key. */
    remotes: () => current?.remotes,
    versions: () => current?.versions ?? '',
    async render(request: Omit<ToWorker, 'id'>, sink: PageSink): Promise<RenderOutcome> {
      if (!current) throw new Error('no render worker is ready');
      const used = current;
      try {
        return await used.worker.render(request, sink);
      } catch (error) {
        // A crashed worker is replaced by one for the same versions.
        if (!used.worker.alive && !crashed && current === used) {
          crashed = true;
          void use(used.remotes).finally(() => (crashed = false));
        }
        throw error;
      }
    },
    close: () => current?.worker.retire(),
  };
}
