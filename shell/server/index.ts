// `npm run serve --workspace @fns/shell`: the built shell on :3000 (HOST and PORT to change).
import path from 'node:path';
import { createShellServer } from './app';
import { publicSettingsFromEnv, remoteManifestUrlsFromEnv } from './runtime-config';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const shell = await createShellServer({
    distDir: path.resolve(__dirname, '../dist'),
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
    remoteManifests: remoteManifestUrlsFromEnv(),
    settings: publicSettingsFromEnv(),
    siteUrl: process.env.PUBLIC_SITE_URL?.replace(/\/+$/, '') || undefined,
    remotePollMs: Number(process.env.REMOTE_POLL_MS ?? 5_000),
    pageCacheSeconds: Number(process.env.PUBLIC_CACHE_SECONDS ?? 10),
    // Not TRUST_PROXY: that is the API's (where this server is), and `npm start` gives both processes one environment.
    trustProxy: process.env.SHELL_TRUST_PROXY,
  });
  const server = shell.app.listen(port, host, () => console.log(`[shell] http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shell.close();
      server.close(() => process.exit(0));
    });
  }
}

void main();
