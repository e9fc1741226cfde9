// The admin's own locale and time zone, e.g. "Mar 4, 2025, 2:05 PM".
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When an entry arrived, readable in the admin's time zone, machine-readable in `dateTime`. */
export function EntryDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{DATE_TIME.format(new Date(iso))}</time>;
}
