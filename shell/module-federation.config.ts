/** The host: it exposes nothing and learns its remotes at runtime from /runtime-config.json. */
export const federation = { name: 'shell' };
