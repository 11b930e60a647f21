/**
 * Outage times (start, ETR, history, "as of"). Document 2 section 9 shows date-times in the
 * account's time zone (Phoenix for AZ, else Los Angeles), which for an outage in the utility's
 * territory is not the reader's clock: every outage time therefore names its zone ("7:52 PM PST"),
 * so that nobody reads it as local time.
 */
import type { IntlShape } from 'react-intl';

/** Date and time with the zone's short name: "Nov 25, 2026, 7:52 PM PST". */
export function outageTime(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
}

const dayIn = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/**
 * A time of the summary sentence or the "as of" line: the clock and the zone ("3:52 AM PST"), with
 * the date too when it is not the day of `today` (an ETR after midnight is not "by 3:52 AM" today).
 */
export function outageClock(intl: IntlShape, iso: string, timeZone: string, today: string): string {
  if (dayIn(iso, timeZone) !== dayIn(today, timeZone)) return outageTime(intl, iso, timeZone);
  return intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
}
