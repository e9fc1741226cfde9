/** The three remotes as the release commands name them: `blog`, `mfe-blog` or `mfe_blog` alike. */
export const REMOTES = {
  marketing: { name: 'mfe_marketing', dir: 'mfe-marketing', port: 3001 },
  blog: { name: 'mfe_blog', dir: 'mfe-blog', port: 3002 },
  admin: { name: 'mfe_admin', dir: 'mfe-admin', port: 3003 },
} as const;

export type RemoteKey = keyof typeof REMOTES;

export function remoteOf(arg: string | undefined): (typeof REMOTES)[RemoteKey] & { key: RemoteKey } {
  const key = arg?.replace(/^mfe[-_]/, '');
  if (!key || !(key in REMOTES)) throw new Error(`Name a remote: ${Object.keys(REMOTES).join(', ')} (got ${arg ?? 'nothing'}).`);
  return { key: key as RemoteKey, ...REMOTES[key as RemoteKey] };
}
