import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RouteContractInput } from './route-contract-compiler';

/** The worker runs TypeScript source, as this server does (tsx). */
const WORKER_SOURCE = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(${JSON.stringify(path.join(__dirname, 'route-contract-worker.ts'))});`;
/** A worker with no check for this long is stopped (its memory freed). */
const IDLE_MS = 60_000;

export interface CompileAnswer {
  id: number;
  errors?: string;
  failure?: string;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;

function stop(): void {
  clearTimeout(idleTimer);
  void worker?.terminate();
  worker = undefined;
}

/** The warm worker, or a new one; one that fails or exits is forgotten (the next check starts another). */
function compiler(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 512 } });
  // An idle compiler never keeps the server's process alive.
  started.unref();
  const forget = () => {
    if (worker === started) worker = undefined;
  };
  started.on('error', forget).on('exit', forget);
  worker = started;
  return started;
}

/**
 * Type-checks in a worker thread, never on the server's event loop, kept between checks: they come
 * in bursts (register, promote, a canary), and a warm compiler checks in a fraction of a second
 * where a fresh one loads TypeScript first (seconds on a busy machine). A check that passes the
 * deadline stops the worker. Answers the compiler's messages, or undefined.
 */
export function compileAside(input: RouteContractInput, deadline: number): Promise<string | undefined> {
  clearTimeout(idleTimer);
  const running = compiler();
  const id = (nextId += 1);
  let timer: NodeJS.Timeout | undefined;
  let answered: (answer: CompileAnswer) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  let exited: (code: number) => void = () => undefined;
  return new Promise<string | undefined>((resolve, reject) => {
    answered = ({ id: answer, errors, failure }) => {
      if (answer !== id) return;
      if (failure) reject(new Error(failure));
      else resolve(errors);
    };
    failed = reject;
    exited = (code) => reject(new Error(`the type checker stopped (exit code ${code})`));
    running.on('message', answered).on('error', failed).on('exit', exited);
    timer = setTimeout(
      () => {
        stop();
        reject(new Error('the check ran out of time'));
      },
      Math.max(deadline - Date.now(), 1),
    );
    running.postMessage({ id, input });
  }).finally(() => {
    clearTimeout(timer);
    running.off('message', answered).off('error', failed).off('exit', exited);
    if (worker === running) idleTimer = setTimeout(stop, IDLE_MS).unref();
  });
}
