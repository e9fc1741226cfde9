import { DEFAULT_PORTS, REMOTE_DIRS } from '../lib/stack.mjs';

export type RemoteKey = keyof typeof REMOTE_DIRS;

/**
 * A remote as the release commands name it (`blog`, `mfe-blog` or `mfe_blog` alike): its key, its
 * federation name, its folder and the port its server listens on by default.
 */
export function remoteOf(arg: string | undefined): { key: RemoteKey; name: string; dir: string; port: number } {
  const key = arg?.replace(/^mfe[-_]/, '');
  if (!key || !(key in REMOTE_DIRS)) throw new Error(`Name a remote: ${Object.keys(REMOTE_DIRS).join(', ')} (got ${arg ?? 'nothing'}).`);
  const remote = key as RemoteKey;
  return { key: remote, name: `mfe_${remote}`, dir: REMOTE_DIRS[remote], port: DEFAULT_PORTS[remote] };
}
