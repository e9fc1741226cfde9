// `npm run release -- <remote> [--from <folder>] [--base-url <url>] [--no-register]` at the
// repository's root, or `npm run release` in a remote's own folder (fns-release): builds a remote's
// browser and server builds into a new, immutable version folder and registers it. What visitors
// get changes only when the version is promoted (`npm run remotes -- promote`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseRemoteManifest, REMOTE_MANIFEST_FILE } from '@fns/contracts';
import { RELEASES_PATH, releasesDirOf } from '@fns/remote-server';
import { registryClient } from './registry-client';
import { remoteAndFolder } from './remote-names';

/** Builds `appDir` into `outDir` (both builds, as `npm run build` does into dist/). */
function build(appDir: string, outDir: string): void {
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, NODE_OPTIONS: '--import tsx', BUILD_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The build in ${appDir} failed (${result.status ?? result.signal}).`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, 'base-url': { type: 'string' }, 'no-register': { type: 'boolean' } },
  });
  const { remote, folder } = remoteAndFolder(positionals[0]);
  const appDir = path.resolve(values.from ?? folder);
  const releasesDir = releasesDirOf(remote.folder);
  mkdirSync(releasesDir, { recursive: true });

  // Built beside its final place, then renamed: a version folder is complete or absent.
  const building = mkdtempSync(path.join(releasesDir, '.building-'));
  let version: string;
  try {
    build(appDir, building);
    const manifest = parseRemoteManifest(JSON.parse(readFileSync(path.join(building, REMOTE_MANIFEST_FILE), 'utf8')));
    if (!manifest) throw new Error('The build wrote no valid remote manifest.');
    version = manifest.version;
    // The same version is the same files (the version holds their hash): the first copy stays.
    if (existsSync(path.join(releasesDir, version))) console.log(`${remote.name} ${version} was already released.`);
    else renameSync(building, path.join(releasesDir, version));
  } finally {
    rmSync(building, { recursive: true, force: true });
  }

  const envBase = process.env[`RELEASE_BASE_URL_${remote.key.toUpperCase()}`];
  const baseUrl = (values['base-url'] ?? envBase ?? `http://localhost:${remote.port}${RELEASES_PATH}`).replace(/\/+$/, '');
  const manifestUrl = `${baseUrl}/${version}/${REMOTE_MANIFEST_FILE}`;
  console.log(`Released ${remote.name} ${version} in ${path.join(releasesDir, version)}`);
  if (values['no-register']) {
    console.log(`Serve that folder at ${baseUrl}/${version}/, then: npm run remotes -- register ${remote.key} ${manifestUrl}`);
    return;
  }
  const registry = await registryClient();
  await registry.call('POST', `/api/admin/remotes/${remote.name}/versions`, { manifestUrl });
  console.log(`Registered ${manifestUrl}. Promote it with: npm run remotes -- promote ${remote.key} ${version}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
