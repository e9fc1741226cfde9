/** "Ada Lovelace" → "Ada", for greetings; null without a name. */
export const firstNameOf = (fullName: string | null | undefined): string | null => fullName?.trim().split(/\s+/)[0] || null;
