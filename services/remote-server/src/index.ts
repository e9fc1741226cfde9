export { releasesDirOf } from './releases-dir';
export { RELEASES_PATH, remoteServer } from './remote-server';
