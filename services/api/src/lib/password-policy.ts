export const PASSWORD_MIN_CHARACTERS = 12;
/** bcrypt reads the first 72 bytes only: a longer password would match with any ending. */
export const PASSWORD_MAX_BYTES = 72;

export const fitsBcrypt = (password: string) => Buffer.byteLength(password, 'utf8') <= PASSWORD_MAX_BYTES;

/** Why a new admin password is refused ("must be …"), or undefined when it is accepted. */
export function newPasswordProblem(password: string): string | undefined {
  // Characters as people count them (code points), not UTF-16 units.
  if ([...password].length < PASSWORD_MIN_CHARACTERS) return `must be at least ${PASSWORD_MIN_CHARACTERS} characters`;
  if (!fitsBcrypt(password)) return `must be at most ${PASSWORD_MAX_BYTES} bytes (UTF-8): bcrypt ignores the rest`;
  return undefined;
}
