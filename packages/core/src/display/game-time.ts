import { dateTimeFormat } from './date-time-format.js';

/** Where and how a kickoff is shown: the viewer's time zone and locale unless given. */
export interface GameTimeOptions {
  /** An IANA time zone ('America/Los_Angeles'); default: the runtime's (the viewer's, in a browser). */
  timeZone?: string;
  /** A BCP 47 locale ('en-US'); default: the runtime's. */
  locale?: string;
}

/**
 * A kickoff as the product shows it: weekday, numeric date and time in the viewer's time zone, in
 * the order of the viewer's locale, with the zone's abbreviation for that date (daylight saving
 * included: PDT in October, PST in December). The spec's fixed "UTC−7, labelled PDT" was an hour
 * off from November to March and wrong outside the Pacific zone. 'TBD' when there is no valid time.
 * @example formatGameTime('2025-10-06T00:15:00Z', { timeZone: 'America/Los_Angeles', locale: 'en-US' }) // 'Sun, 10/05/2025, 5:15 PM PDT'
 * @example formatGameTime('2025-12-15T01:15:00Z', { timeZone: 'America/Los_Angeles', locale: 'en-GB' }) // 'Sun, 14/12/2025, 17:15 GMT-8'
 */
export function formatGameTime(iso: string | null | undefined, options: GameTimeOptions = {}): string {
  const utc = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(utc)) return 'TBD';
  return dateTimeFormat(options.locale, {
    timeZone: options.timeZone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(utc);
}
