/**
 * The tab's sessionStorage, done without when the browser refuses it (blocked, full) or where there
 * is none (the server): what is kept there only adds to a sign-up, never decides it.
 */
export function readTabValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function keepTabValue(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Refused: the sign-up goes without it.
  }
}
