import type { FailureStage, RemoteName } from '@fns/contracts/remotes';

/** Messages between the shell's server and its render worker (one page at a time per id). */
export interface PageRequest {
  id: number;
  url: string;
  siteUrl: string;
}

/** Loads the page module of a remote's route without rendering it (a release check of a page rendered in browsers only). */
export interface PageModuleRequest {
  id: number;
  loadRoute: { remote: RemoteName; path: string };
}

export type ToWorker = PageRequest | PageModuleRequest;
/** What a caller asks of a worker; the worker pool numbers it. */
export type WorkerRequest = Omit<PageRequest, 'id'> | Omit<PageModuleRequest, 'id'>;

/** A worker posts them in batches: FromWorker[]. */
export type FromWorker =
  | { id: 0; type: 'ready'; failed: string[] }
  | { id: number; type: 'head'; status: number; headers: Record<string, string> }
  | { id: number; type: 'chunk'; chunk: string }
  | { id: number; type: 'end'; failure?: string; stage?: FailureStage }
  | { id: number; type: 'error'; message: string };
