import { formatDateTime } from '../lib/local-time';

/** An instant, readable in the admin's locale and time zone, machine-readable in `dateTime`. */
export function LocalDateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
