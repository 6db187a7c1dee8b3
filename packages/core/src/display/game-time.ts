import { GAME_TIME_DISPLAY } from '../constants.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A kickoff as the product shows it (spec §3, §9): day/month/year hour:minute, shifted 7 hours from
 * UTC and labelled PDT. 'TBD' when there is no valid time.
 * @example formatGameTime('2025-10-06T00:15:00Z') // '05/10/2025 17:15 PDT'
 */
export function formatGameTime(iso: string | null | undefined): string {
  const utc = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(utc)) return 'TBD';
  const t = new Date(utc + GAME_TIME_DISPLAY.offsetHours * 3_600_000);
  const date = `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`;
  return `${date} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())} ${GAME_TIME_DISPLAY.label}`;
}
