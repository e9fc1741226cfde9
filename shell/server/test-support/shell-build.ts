import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** What the API would send as a site server. */
export const SITE_SERVER_SECRET = 'a-site-server-secret-of-forty-characters';
export const SOURCE_MAP = '{"version":3,"sources":["webpack://shell/src/secret-sauce.ts"]}';
export const NO_REMOTES = {
  mfe_marketing: 'http://127.0.0.1:9/remote-manifest.json',
  mfe_blog: 'http://127.0.0.1:9/remote-manifest.json',
  mfe_admin: 'http://127.0.0.1:9/remote-manifest.json',
};

/**
 * The shell's build as its server reads it, with a stand-in render worker that writes the page's
 * canonical link from the address and site origin it is asked to render, and what its page config
 * says of a release preview (the pinned versions) and of failure reports (whether it has a token).
 */
export function writeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fns-shell-server-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><script defer src=/main.0123456789.js></script></head><body><div id="root"></div></body>',
  );
  writeFileSync(path.join(dir, 'boot-assets.json'), JSON.stringify({ boot: ['main.0123456789.js'], routes: {} }));
  writeFileSync(path.join(dir, 'server', 'shell-manifest.json'), JSON.stringify({ provides: { react: '19.3.1' } }));
  writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("shell");\n//# sourceMappingURL=main.0123456789.js.map');
  writeFileSync(path.join(dir, 'main.0123456789.js.map'), SOURCE_MAP);
  writeFileSync(
    path.join(dir, 'server', 'render.js'),
    `const { parentPort, workerData } = require('node:worker_threads');
    const { releasePreview, reportToken } = workerData.config;
    parentPort.on('message', ({ id, url, siteUrl }) => {
      parentPort.postMessage([{ id, type: 'head', status: 200, headers: {} }]);
      parentPort.postMessage([
        { id, type: 'chunk', chunk: '<link rel="canonical" href="' + url + '" data-site="' + siteUrl + '">' },
        { id, type: 'chunk', chunk: '<meta name="pinned" content="' + Object.entries(releasePreview || {}).join(' ') + '" data-reports="' + Boolean(reportToken) + '">' },
        { id, type: 'end' },
      ]);
    });
    parentPort.postMessage([{ id: 0, type: 'ready', failed: [] }]);`,
  );
  return dir;
}

/** One GET with the headers given (Host included, which fetch would not send as given). */
export function get(origin: string, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${origin}${urlPath}`, { headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}
