/** A random secret of 32 characters or more has far more different characters than this (hex: 14 on average). */
export const SECRET_MIN_DISTINCT_CHARACTERS = 8;

/**
 * Why a production signing secret is refused ("is …"), or undefined when it is accepted. The length
 * (32 or more) is checked with the variable; this catches long values that are not random, such as
 * one character repeated or a short word written several times.
 */
export function weakSecretProblem(secret: string): string | undefined {
  const distinct = new Set(secret).size;
  if (distinct < SECRET_MIN_DISTINCT_CHARACTERS) {
    return `is too predictable (${distinct} different characters; a random value has at least ${SECRET_MIN_DISTINCT_CHARACTERS}): generate one, e.g. openssl rand -base64 48`;
  }
  return undefined;
}
