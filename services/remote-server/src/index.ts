export { releasesDirOf, RELEASES_ROOT } from './releases-dir';
export { RELEASES_PATH, remoteServer } from './remote-server';
