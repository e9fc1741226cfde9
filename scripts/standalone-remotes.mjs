// `npm run standalone [-- <remote> …]`: proves that each remote stands alone, as in a repository of
// its own. The shared packages are packed (`npm pack`) and served as the one version of each by a
// registry for the @fns scope; each remote's folder is copied alone into an empty directory,
// installed from there, and runs its own `npm test`, `npm run typecheck` and `npm run release`. No
// other folder of this repository is in reach: a remote that still reaches into one fails here.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/ensure-install.mjs';
import { REMOTE_DIRS } from './lib/stack.mjs';

/** What a remote installs from this repository: the design system and the packages its build kit needs. */
const PACKED = ['design-system', 'services/contracts', 'services/server-kit', 'services/remote-server', 'build-kit'];
const REMOTE_FOLDERS = Object.values(REMOTE_DIRS);
/** Never copied: what a clone of a remote's repository would not have either. */
const NOT_IN_A_CLONE = /[/\\](node_modules|dist|@mf-types)$/;

// npm's own variables (a workspace, the root's config) stay out of the remote's commands: it has none.
const ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** Runs a command in `cwd` (asynchronously: the registry below answers meanwhile); its time in ms. */
async function run(cwd, command, args, env = {}) {
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...ENV, ...env } });
  const [code, signal] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (exit code ${code ?? signal})`);
  return Date.now() - started;
}

/** Packs the shared packages into `dir` (`npm pack`): what `npm pack --json` says of each. */
function pack(dir) {
  const workspaces = PACKED.flatMap((folder) => ['--workspace', folder]);
  const result = spawnSync('npm', ['pack', ...workspaces, '--pack-destination', dir, '--json'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * The team's private registry for the @fns scope, on 127.0.0.1: each packed package as its one
 * version, its tarball served as packed. Every other package comes from npm's usual registry.
 */
async function startScopeRegistry(packed, dir) {
  const manifests = new Map(
    PACKED.map((folder) => JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'))).map((manifest) => [
      manifest.name,
      manifest,
    ]),
  );
  const tarballs = new Map(packed.map((tarball) => [`/tarballs/${tarball.filename}`, path.join(dir, tarball.filename)]));
  const packuments = new Map();
  const server = http.createServer((request, response) => {
    const url = decodeURIComponent(request.url ?? '');
    const tarball = tarballs.get(url);
    if (tarball) return createReadStream(tarball).pipe(response.writeHead(200, { 'Content-Type': 'application/octet-stream' }));
    const packument = packuments.get(url);
    if (!packument) return response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(packument);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${server.address().port}`;
  for (const { name, version, filename, integrity, shasum } of packed) {
    const dist = { tarball: `${origin}/tarballs/${filename}`, integrity, shasum };
    const versions = { [version]: { ...manifests.get(name), dist } };
    packuments.set(`/${name}`, JSON.stringify({ name, 'dist-tags': { latest: version }, versions }));
  }
  return { origin, close: () => server.close() };
}

/**
 * One remote, alone in `workDir`: installed, tested, type-checked and released. `installedBefore`,
 * another remote's node_modules, is where its install starts from (hard links, as a CI cache would
 * restore one): `npm install` then makes it this remote's own. Answers its release's folder.
 */
async function standalone(folder, registry, workDir, installedBefore) {
  const dir = path.join(workDir, folder);
  cpSync(path.join(ROOT, folder), dir, { recursive: true, filter: (source) => !NOT_IN_A_CLONE.test(source) });
  writeFileSync(path.join(dir, '.npmrc'), `@fns:registry=${registry.origin}/\n`);
  if (installedBefore) await run(dir, 'cp', ['-al', installedBefore, path.join(dir, 'node_modules')]);

  const times = {};
  times.install = await run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  // Side by side: the compiler takes a core for a few seconds, Jest's two workers both cores the rest of the time.
  [times.test, times.typecheck] = await Promise.all([
    run(dir, 'npm', ['test', '--', '--ci', '--maxWorkers=2']),
    run(dir, 'npm', ['run', 'typecheck']),
  ]);
  const releases = path.join(workDir, 'releases');
  times.release = await run(dir, 'npm', ['run', 'release', '--', '--no-register'], { RELEASES_DIR: releases });
  const versions = readdirSync(path.join(releases, folder)).filter((name) => !name.startsWith('.'));
  if (versions.length !== 1 || !existsSync(path.join(releases, folder, versions[0], 'remote-manifest.json'))) {
    throw new Error(`${folder}'s release wrote no version folder with a manifest (found: ${versions.join(', ') || 'nothing'}).`);
  }
  const seconds = Object.entries(times).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(0)} s`);
  console.log(`${folder} stands alone: released ${versions[0]} (${seconds.join(', ')}).`);
  return path.join(releases, folder, versions[0]);
}

/**
 * Checks that each of `folders` stands alone. With `releasesAsBuilds`, each remote's release becomes
 * its build here (its dist/), so that `npm test` composes the site from what the remotes built alone.
 */
export async function standaloneRemotes({ folders = REMOTE_FOLDERS, releasesAsBuilds = false } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fns-standalone-'));
  const packsDir = path.join(workDir, 'packages');
  mkdirSync(packsDir);
  const registry = await startScopeRegistry(pack(packsDir), packsDir);
  try {
    let installedBefore;
    for (const folder of folders) {
      const release = await standalone(folder, registry, workDir, installedBefore);
      installedBefore = path.join(workDir, folder, 'node_modules');
      if (releasesAsBuilds) {
        rmSync(path.join(ROOT, folder, 'dist'), { recursive: true, force: true });
        cpSync(release, path.join(ROOT, folder, 'dist'), { recursive: true });
      }
    }
  } finally {
    registry.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folders = process.argv.slice(2).map((name) => (name.startsWith('mfe-') ? name : `mfe-${name}`));
  const unknown = folders.filter((folder) => !REMOTE_FOLDERS.includes(folder));
  if (unknown.length > 0) throw new Error(`Not a remote: ${unknown.join(', ')} (remotes: ${REMOTE_FOLDERS.join(', ')}).`);
  await standaloneRemotes(folders.length > 0 ? { folders } : {});
}
