// `npm run serve --workspace @fns/shell`: the built shell on :3000 (HOST and PORT to change).
import path from 'node:path';
import { createShellServer } from './app';
import { runtimeConfigFromEnv } from './runtime-config';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const app = createShellServer({
  distDir: path.resolve(__dirname, '../dist'),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
  runtimeConfig: runtimeConfigFromEnv(),
  siteUrl: process.env.PUBLIC_SITE_URL?.replace(/\/+$/, '') || undefined,
});

const server = app.listen(port, host, () => console.log(`[shell] http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
