// Production server of one remote (see remote-server.ts), run from the remote's folder.
import path from 'node:path';
import { releasesDirOf } from './releases-dir';
import { remoteServer } from './remote-server';
import { serveSourceMapsFromEnv } from './static-assets';

const dir = path.resolve(process.cwd(), process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';

const app = remoteServer(dir, { serveSourceMaps: serveSourceMapsFromEnv(), releasesDir: releasesDirOf(path.basename(process.cwd())) });
const server = app.listen(port, host, () => console.log(`[remote] ${path.basename(path.dirname(dir))} on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
