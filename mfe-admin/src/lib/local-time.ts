/** Times as the admin reads and types them: in their own locale and time zone. */

// e.g. "Mar 4, 2025, 2:05 PM" (en-US) or "4 Mar 2025, 14:05" (en-GB).
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
export const formatTime = (iso: string) => TIME.format(new Date(iso));

const pad = (value: number) => String(value).padStart(2, '0');
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** The value of an `<input type="datetime-local">` ("2026-05-01T09:00") showing `iso` in the admin's time zone; '' for none. */
export function toDateTimeLocal(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value names in the admin's time zone, as ISO 8601 in UTC ("…Z"); null for '' or a partial value. */
export function fromDateTimeLocal(value: string): string | null {
  if (!LOCAL_DATE_TIME.test(value)) return null;
  // A date and time without an offset is read in the local time zone (ECMAScript's Date parsing rule).
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
