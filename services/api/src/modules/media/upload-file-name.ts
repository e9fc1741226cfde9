const NAME_MAX = 200;
const FALLBACK_NAME = 'image';

/**
 * An uploaded file's name as the library shows it: no folders, no control or invisible formatting
 * characters (a right-to-left override could disguise "gpj.exe"), any run of white space one space, at most 200 characters.
 */
export function displayName(uploaded: string | undefined): string {
  // Browsers send a name's line breaks and double quotes percent-encoded (HTML's form encoding).
  const sent = (uploaded ?? '').replace(/%0A|%0D|%22/gi, (code) => decodeURIComponent(code));
  const base = sent.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return Array.from(name).slice(0, NAME_MAX).join('') || FALLBACK_NAME;
}
