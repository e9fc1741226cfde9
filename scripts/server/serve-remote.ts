// Production server of one remote: its dist/ folder on its own origin, readable by the shell's origin.
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { staticAssets } from './static-assets';

const dir = path.resolve(process.cwd(), process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use((_req, res, next) => {
  // The shell (another origin) fetches chunks and assets of this remote.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.use(staticAssets(dir));
// The remote's own standalone page, for its team.
app.get('/{*path}', (_req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(path.join(dir, 'index.html'));
});

const server = app.listen(port, host, () => console.log(`[remote] ${path.basename(path.dirname(dir))} on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
