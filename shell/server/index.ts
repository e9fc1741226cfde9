// `npm run serve --workspace @fns/shell`: the built shell on :3000 (HOST and PORT to change).
import path from 'node:path';
import { shutDownOnSignals, startMetricsServer } from '@fns/server-kit';
import { createShellServer } from './app';
import { createHttpServer } from './http-server';
import { logger } from './logger';
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
  const { server, drain } = createHttpServer(shell.app);
  server.listen(port, host, () => logger.info(`Shell listening on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
  // Not METRICS_PORT: that is the API's, and `npm start` gives both processes one environment.
  const metricsPort = process.env.SHELL_METRICS_PORT;
  const metrics = metricsPort ? startMetricsServer(Number(metricsPort), host, logger) : undefined;
  // Pages being rendered and /api calls being proxied finish first; then the workers, pools and polling stop.
  shutDownOnSignals(drain, {
    timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    log: (message) => logger.info(message),
    release: () => {
      metrics?.close();
      return shell.close();
    },
  });
}

void main();
