// The shell's server render, built for Node (dist/server/render.js) and run in a worker thread per
// set of remote versions: a redeployed remote gets a fresh worker, never a module cache of the old.
import { setApiBase } from '@fns/design-system';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { parentPort, workerData } from 'node:worker_threads';
import { registerRemoteEntries, type RemoteName } from '../../src/lib/remotes';
import { serverEntry } from './page-assets';
import { createPageRenderer, type RendererSetup } from './render-page';
import type { FromWorker, ToWorker } from './worker-messages';

const setup = workerData as RendererSetup & { apiUrl: string };
const port = parentPort!;

setApiBase(new URL('/api', setup.apiUrl).href);
const live = Object.entries(setup.remotes) as Array<[RemoteName, NonNullable<RendererSetup['remotes'][RemoteName]>]>;
registerRemoteEntries(Object.fromEntries(live.map(([name, remote]) => [name, serverEntry(remote)])));
const render = createPageRenderer(setup);
const send = (message: FromWorker) => port.postMessage(message);

port.on('message', ({ id, url, siteUrl }: ToWorker) => {
  render(
    { url, siteUrl },
    {
      head: (status, headers) => send({ id, type: 'head', status, headers }),
      write: (chunk) => send({ id, type: 'chunk', chunk }),
      end: () => undefined,
    },
  ).then(
    ({ failure }) => send({ id, type: 'end', failure }),
    (error: Error) => send({ id, type: 'error', message: error.message }),
  );
});

// Ready once every live remote's routes are loaded, so the first visitors wait on nothing.
void Promise.allSettled(live.map(([name]) => loadRemote(`${name}/routes`))).then((results) => {
  const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [`${live[index]![0]}: ${String(result.reason)}`] : []));
  send({ id: 0, type: 'ready', failed });
});
