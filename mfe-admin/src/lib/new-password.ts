/** The API's rule for a new password (services/api/src/lib/password-policy.ts), checked here before sending. */
export const NEW_PASSWORD_MIN_CHARACTERS = 12;

/** Characters as people count them (code points, as the API does), not UTF-16 units. */
const characterCount = (password: string) => [...password].length;

/** Why a new password breaks the rule, said under its field; nothing when it keeps it. */
export function newPasswordProblem(password: string): string | undefined {
  if (characterCount(password) < NEW_PASSWORD_MIN_CHARACTERS) return `Use at least ${NEW_PASSWORD_MIN_CHARACTERS} characters.`;
  return undefined;
}

/** Why the new password and its repeat cannot be sent yet, each under its field; nothing when they can. */
export function newPasswordErrors(password: string, repeated: string): { password?: string; repeated?: string } {
  const problem = newPasswordProblem(password);
  if (problem) return { password: problem };
  if (repeated !== password) return { repeated: 'The passwords do not match.' };
  return {};
}
