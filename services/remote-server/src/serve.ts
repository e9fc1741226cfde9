// Production server of one remote (see remote-server.ts), run from the remote's folder.
import path from 'node:path';
import { findRemote } from '@fns/contracts/remotes';
import { parseEnvironment } from '@fns/server-kit';
import { z } from 'zod';
import { releasesDirOf } from './releases-dir';
import { remoteServer } from './remote-server';

const folder = path.basename(process.cwd());
const remote = findRemote(folder);
if (!remote) throw new Error(`Run this from a remote's folder (${folder} is not one).`);

/** The variables this server reads, each with its one default (docs/configuration.md). */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(remote.port),
  HOST: z.string().min(1).default('127.0.0.1'),
  DIST_DIR: z.string().min(1).default('dist'),
  SERVE_SOURCE_MAPS: z.enum(['true', 'false'], 'must be true or false').default('false'),
});
const env = parseEnvironment(environment, process.env);

const dir = path.resolve(process.cwd(), env.DIST_DIR);
const app = remoteServer(dir, { serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true', releasesDir: releasesDirOf(folder) });
const server = app.listen(env.PORT, env.HOST, () => console.log(`[remote] ${folder} on http://${env.HOST}:${env.PORT}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
