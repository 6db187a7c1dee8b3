import type { GameTimeOptions } from '@lineup-lab/core';
import type { CliIo } from '../io.js';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/**
 * The viewer's time zone and locale for kickoffs (core's `formatGameTime`), from the environment
 * the CLI was given: `TZ` (an IANA zone such as America/Chicago; a leading ':' is ignored) and the
 * POSIX locale `LC_ALL`, else `LC_TIME`, else `LANG` (en_GB.UTF-8 → en-GB). What is unset or not
 * understood falls back to the runtime's own, which is the process's.
 */
export function viewerTimeDisplay(env: CliIo['env']): GameTimeOptions {
  const zone = env.TZ?.replace(/^:/, '');
  const posix = env.LC_ALL || env.LC_TIME || env.LANG;
  const locale = posix?.split(/[.@]/)[0]?.replace('_', '-');
  return {
    ...(zone && isTimeZone(zone) && { timeZone: zone }),
    ...(locale && locale !== 'C' && locale !== 'POSIX' && isLocale(locale) && { locale }),
  };
}
