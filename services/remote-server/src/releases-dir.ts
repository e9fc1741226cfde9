import path from 'node:path';

const INSTALLED = `${path.sep}node_modules${path.sep}`;
/**
 * The project this package serves: the repository's root when it is a workspace of it; the project
 * whose node_modules holds it when installed (a remote in a repository of its own).
 */
const PROJECT_DIR = __dirname.includes(INSTALLED) ? __dirname.slice(0, __dirname.indexOf(INSTALLED)) : path.join(__dirname, '../../..');

/** RELEASES_DIR, else releases/ in the project (above): one folder per remote, one per version inside. */
const RELEASES_ROOT = path.resolve(process.env.RELEASES_DIR || path.join(PROJECT_DIR, 'releases'));

/** A remote's releases (`mfe-blog`: its package folder's name). */
export const releasesDirOf = (remoteFolder: string) => path.join(RELEASES_ROOT, remoteFolder);
