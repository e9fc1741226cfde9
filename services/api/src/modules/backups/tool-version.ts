/** The archive header's tool_version: this tool and the version of what it writes into the format. */
export const TOOL_NAME = 'fns-backup';
/** Raise when backups hold something an older restore would get wrong; restore refuses versions above its own. */
export const TOOL_VERSION = 1;
export const TOOL_VERSION_TEXT = `${TOOL_NAME} ${TOOL_VERSION}`;

/** The fns-backup version that wrote an archive, or undefined when another tool (mongodump) did. */
export function fnsBackupVersion(toolVersion: string): number | undefined {
  const match = /^fns-backup (\d+)$/.exec(toolVersion);
  return match ? Number(match[1]) : undefined;
}
