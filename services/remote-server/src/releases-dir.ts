import path from 'node:path';

/** RELEASES_DIR, else releases/ at the repository's root: one folder per remote, one per version inside. */
const RELEASES_ROOT = path.resolve(process.env.RELEASES_DIR || path.join(__dirname, '../../../releases'));

/** A remote's releases (`mfe-blog`: its package folder's name). */
export const releasesDirOf = (remoteFolder: string) => path.join(RELEASES_ROOT, remoteFolder);
