import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fetchLiveTypes } from '../release/fetch-types';

/** A shell serving `files` under /@mf-types/, with their index. */
async function shellServing(files: Record<string, string>) {
  const index = JSON.stringify({ designSystem: '1.2.0', builtAt: '2026-11-26T12:00:00.000Z', files: Object.keys(files) });
  const server = http.createServer((req, res) => {
    const file = req.url!.replace(/^\/@mf-types\//, '');
    const text = file === 'index.json' ? index : files[file];
    res.writeHead(text === undefined ? 404 : 200).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { siteUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

describe('npm run remotes -- types', () => {
  it("downloads the live shell's types, replacing those a previous download wrote and leaving other files", async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'fns-types-'));
    writeFileSync(path.join(outDir, 'notes.md'), 'a file of the team');
    const before = await shellServing({ '@fns/design-system/index.d.ts': 'old', '@fns/design-system/src/gone.d.ts': 'gone' });
    await fetchLiveTypes({ siteUrl: before.siteUrl, outDir });
    before.close();

    const live = await shellServing({ '@fns/design-system/index.d.ts': "export * from './src/index';\n" });
    const index = await fetchLiveTypes({ siteUrl: live.siteUrl, outDir });
    live.close();
    expect(index.designSystem).toBe('1.2.0');
    expect(readFileSync(path.join(outDir, '@fns/design-system/index.d.ts'), 'utf8')).toBe("export * from './src/index';\n");
    expect(existsSync(path.join(outDir, '@fns/design-system/src/gone.d.ts'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'notes.md'), 'utf8')).toBe('a file of the team');
    rmSync(outDir, { recursive: true, force: true });
  });

  it('says which file the shell did not serve', async () => {
    const shell = await shellServing({});
    const answer = fetchLiveTypes({ siteUrl: `${shell.siteUrl}not-a-shell`, outDir: os.tmpdir() });
    await expect(answer).rejects.toThrow(`${shell.siteUrl}not-a-shell/@mf-types/index.json answered 404.`);
    shell.close();
  });
});
