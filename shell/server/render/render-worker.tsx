// The shell's server render, built for Node (dist/server/render.js) and run in a worker thread per
// set of remote versions: a redeployed remote gets a fresh worker, never a module cache of the old.
import { setApiBase } from '@fns/design-system';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { parentPort, workerData } from 'node:worker_threads';
import type { RemoteName } from '@fns/contracts/remotes';
import { messageOf, stageOf } from '../../src/lib/remote-failure';
import { loadRemoteRoute, registerRemoteEntries } from '../../src/lib/remotes';
import { serverEntry } from './page-assets';
import { createPageRenderer, type RendererSetup, type RenderOutcome } from './render-page';
import { uncompressedApi } from './uncompressed-api';
import { releaseFiles, verifyingFetch } from './verified-fetch';
import type { FromWorker, PageModuleRequest, ToWorker } from './worker-messages';

const setup = workerData as RendererSetup & { apiUrl: string };
const port = parentPort!;

// Before any remote code is fetched: only the bytes its release lists ever run.
globalThis.fetch = uncompressedApi(new URL(setup.apiUrl).origin, verifyingFetch(globalThis.fetch, releaseFiles(setup.remotes)));
setApiBase(new URL('/api', setup.apiUrl).href);
const live = Object.entries(setup.remotes) as Array<[RemoteName, NonNullable<RendererSetup['remotes'][RemoteName]>]>;
registerRemoteEntries(Object.fromEntries(live.map(([name, remote]) => [name, serverEntry(remote)])));
const render = createPageRenderer(setup);

/**
 * Messages wait for the end of the event loop's turn and go as one: a page's head and HTML, written
 * in one go once its data is in, cross to the shell in one message rather than one per React chunk
 * (each wakes the other thread).
 */
let outbox: FromWorker[] = [];
const send = (message: FromWorker) => {
  if (outbox.push(message) === 1) setImmediate(flush);
};
const flush = () => {
  port.postMessage(outbox);
  outbox = [];
};

/** A page module that loads is a success; one that throws is the outcome's failure. */
const loadPageModule = ({ remote, path }: PageModuleRequest['loadRoute']): Promise<RenderOutcome> =>
  loadRemoteRoute(remote, path)
    .then((route) => route.page())
    .then(
      () => ({}),
      (error: unknown) => ({ failure: `${path}: ${messageOf(error)}`, stage: stageOf(error) }),
    );

port.on('message', (message: ToWorker) => {
  const { id } = message;
  const sink = {
    head: (status: number, headers: Record<string, string>) => send({ id, type: 'head', status, headers }),
    write: (chunk: string) => send({ id, type: 'chunk', chunk }),
    end: () => undefined,
  };
  const outcome = 'loadRoute' in message ? loadPageModule(message.loadRoute) : render({ url: message.url, siteUrl: message.siteUrl }, sink);
  outcome.then(
    ({ failure, stage }) => send({ id, type: 'end', failure, stage }),
    (error: Error) => send({ id, type: 'error', message: error.message }),
  );
});

// Ready once every live remote's routes are loaded, so the first visitors wait on nothing.
void Promise.allSettled(live.map(([name]) => loadRemote(`${name}/routes`))).then((results) => {
  const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [`${live[index]![0]}: ${String(result.reason)}`] : []));
  send({ id: 0, type: 'ready', failed });
});
