/** "12.3 MB": a size in decimal units, as `ls -h --si` and most people count them (the backup command and the console alike). */
export function humanSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}
