/** Checked in order: Edge and Opera also name Chrome, Chrome also names Safari, Android also names Linux. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
/** How much of a user agent neither table knows is shown (the whole of it goes in a title). */
const SHOWN_CHARACTERS = 40;

const firstOf = (table: ReadonlyArray<[RegExp, string]>, userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Firefox on Windows": enough to tell one's sessions apart; else the start of what the browser sent. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = firstOf(BROWSERS, userAgent);
  const system = firstOf(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  const named = browser ?? system ?? userAgent;
  return named.length > SHOWN_CHARACTERS ? `${named.slice(0, SHOWN_CHARACTERS)}…` : named;
}
