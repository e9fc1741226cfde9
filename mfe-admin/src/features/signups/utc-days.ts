/** The API counts sign-ups per UTC day ('YYYY-MM-DD'); the chart places them in seconds, as uPlot reads time. */

export const DAY_SECONDS = 86_400;

/** The start of a UTC day, in seconds since the epoch. */
export const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

// Read as UTC: in the admin's own time zone a day's midnight may fall on the day before.
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "May 4, 2026" (en-US), for the table and the chart's legend. */
export const formatDay = (day: string) => DAY.format(new Date(dayToSeconds(day) * 1000));

/** "May 4" (en-US), for the chart's axis, at `seconds` since the epoch. */
export const formatAxisDay = (seconds: number) => SHORT_DAY.format(new Date(seconds * 1000));
