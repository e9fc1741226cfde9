import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRemote, REMOTES, type RemoteInfo } from '@fns/contracts/remotes';

/** The remote a release command names (`blog`, `mfe-blog` or `mfe_blog` alike), from the table of remotes. */
export function remoteOf(arg: string | undefined): RemoteInfo {
  const remote = arg ? findRemote(arg) : undefined;
  if (!remote) throw new Error(`Name a remote: ${REMOTES.map(({ key }) => key).join(', ')} (got ${arg ?? 'nothing'}).`);
  return remote;
}

/** The remote whose package is in `dir` (by its package.json's name, `@fns/mfe-blog`), if it is one. */
function remoteIn(dir: string): RemoteInfo | undefined {
  try {
    const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown };
    return typeof name === 'string' ? findRemote(name.replace(/^@[^/]+\//, '')) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The remote a command is about and its folder. Run in a remote's own folder (its own repository, or
 * `npm run release` in it) the remote is that one and `arg` may be left out; run at the repository's
 * root it is named, and its folder is the one of that name there.
 */
export function remoteAndFolder(arg: string | undefined): { remote: RemoteInfo; folder: string } {
  const here = process.cwd();
  const remoteHere = remoteIn(here);
  const remote = arg || !remoteHere ? remoteOf(arg) : remoteHere;
  return { remote, folder: remoteHere?.name === remote.name ? here : path.join(here, remote.folder) };
}
