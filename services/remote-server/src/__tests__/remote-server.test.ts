import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remoteServer } from '../remote-server';

/** A remote's build folder as its production build writes it (browser build, server build, manifest). */
function writeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fns-remote-server-'));
  mkdirSync(path.join(dir, 'server'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><div id="root"></div>',
    'remoteEntry.0123456789.js': 'var mfe_blog;\n//# sourceMappingURL=remoteEntry.0123456789.js.map',
    'remoteEntry.0123456789.js.map': '{"version":3,"sources":["webpack://mfe_blog/src/secret-sauce.ts"]}',
    '141.0123456789.css': 'a{}',
    'inter.0123456789.woff2': 'font',
    'logo.0123456789.png': 'png',
    'remote-manifest.json': '{}',
    'server/remoteEntry.9876543210.js': 'module.exports = {};',
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  return dir;
}

describe("a remote's production server", () => {
  let dir: string;
  let releases: string;
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    dir = writeBuild();
    // Its releases, one of them (what `npm run release` writes, in RELEASES_DIR).
    releases = mkdtempSync(path.join(os.tmpdir(), 'fns-remote-releases-'));
    mkdirSync(path.join(releases, '1.0.0-abc', 'server'), { recursive: true });
    for (const file of ['remoteEntry.1111111111.js', 'remote-manifest.json', 'index.html', 'server/remoteEntry.2222222222.js']) {
      writeFileSync(path.join(releases, '1.0.0-abc', file), file);
    }
    server = await new Promise((resolve) => {
      const listening = remoteServer(dir, { releasesDir: releases }).listen(0, '127.0.0.1', () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
    rmSync(releases, { recursive: true, force: true });
  });

  it('answers a malformed percent-encoding with a plain 400: no stack trace, no path', async () => {
    for (const url of ['/%E0%A4%A', '/blog/%zz']) {
      const res = await fetch(`${origin}${url}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('Bad Request');
    }
  });

  it('sends its standalone page with a CSP and frame protection, and without CORS', async () => {
    // Asked for by its file name too (however spelled): never a plain static file without the headers.
    for (const url of ['/', '/blog/some-post', '/index.html', '/INDEX.HTML', '/index%2Ehtml']) {
      const res = await fetch(`${origin}${url}`);
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe('<!doctype html><div id="root"></div>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it("lets the shell's pages load its scripts, styles, fonts, images and manifest from another origin", async () => {
    for (const file of [
      'remoteEntry.0123456789.js',
      '141.0123456789.css',
      'inter.0123456789.woff2',
      'logo.0123456789.png',
      'remote-manifest.json',
    ]) {
      const res = await fetch(`${origin}/${file}`, { headers: { Origin: 'http://localhost:3000' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The shell's server loads the server build.
    expect((await fetch(`${origin}/server/remoteEntry.9876543210.js`)).status).toBe(200);
  });

  it('answers its source maps with 404: the original source is not published', async () => {
    expect((await fetch(`${origin}/remoteEntry.0123456789.js.map`)).status).toBe(404);
    // Written with an encoded dot, it is still not the map.
    expect(await (await fetch(`${origin}/remoteEntry.0123456789.js%2Emap`)).text()).not.toContain('secret-sauce');
  });

  it('serves its source maps when asked to (SERVE_SOURCE_MAPS=true)', async () => {
    const withMaps = await new Promise<http.Server>((resolve) => {
      const listening = remoteServer(dir, { serveSourceMaps: true }).listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const res = await fetch(`http://127.0.0.1:${(withMaps.address() as AddressInfo).port}/remoteEntry.0123456789.js.map`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('secret-sauce');
    } finally {
      await new Promise((resolve) => withMaps.close(resolve));
    }
  });

  it('serves each release under /releases/<version>/: hashed files for good, to any origin, but no page', async () => {
    const entry = await fetch(`${origin}/releases/1.0.0-abc/remoteEntry.1111111111.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = await fetch(`${origin}/releases/1.0.0-abc/remote-manifest.json`);
    expect({ status: manifest.status, cors: manifest.headers.get('access-control-allow-origin') }).toEqual({ status: 200, cors: '*' });
    expect((await fetch(`${origin}/releases/1.0.0-abc/server/remoteEntry.2222222222.js`)).status).toBe(200);
    for (const page of ['index.html', 'index%2Ehtml', 'INDEX.HTML']) {
      expect([page, (await fetch(`${origin}/releases/1.0.0-abc/${page}`)).status]).toEqual([page, 404]);
    }
    expect((await fetch(`${origin}/releases/9.9.9/remoteEntry.1111111111.js`)).status).toBe(404);
  });

  it('answers a missing file with 404, not with the page', async () => {
    const res = await fetch(`${origin}/141.aaaaaaaaaa.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(await res.text()).toBe('Not Found');
  });
});
