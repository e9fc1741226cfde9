const REPLACEMENTS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for XML and for HTML text or attribute values. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => REPLACEMENTS[char]!);
