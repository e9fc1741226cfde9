// `npm run serve --workspace @fns/shell`: the built shell, configured from the environment (server/config.ts).
import path from 'node:path';
import { ConfigError, shutDownOnSignals, startMetricsServer } from '@fns/server-kit';
import { createShellServer } from './app';
import { loadShellConfig } from './config';
import { createHttpServer } from './http-server';
import { logger } from './logger';

async function main(): Promise<void> {
  const config = loadShellConfig();
  logger.level = config.logLevel;
  const shell = await createShellServer({ ...config, distDir: path.resolve(__dirname, '../dist') });
  const { server, drain } = createHttpServer(shell.shortPath.first(shell.app));
  const { host, port } = config;
  server.listen(port, host, () => logger.info(`Shell listening on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
  // SHELL_METRICS_PORT, not METRICS_PORT: that is the API's, and `npm start` gives both processes one environment.
  const metrics = config.metricsPort === undefined ? undefined : startMetricsServer(config.metricsPort, host, logger);
  // Pages being rendered and /api calls being proxied finish first; then the workers, pools and polling stop.
  shutDownOnSignals(drain, {
    timeoutMs: config.shutdownTimeoutMs,
    log: (message) => logger.info(message),
    release: () => {
      metrics?.close();
      return shell.close();
    },
  });
}

main().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
