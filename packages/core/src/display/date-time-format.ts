/** The formatters made so far, by locale and options; cleared when it would pass `LIMIT`. */
const formats = new Map<string, Intl.DateTimeFormat>();
const LIMIT = 200;

/**
 * An `Intl.DateTimeFormat` for `locale` and `options`, made once and kept: making one costs about
 * 60 µs (resolving the locale and the zone), formatting with it about 1 µs, and a screen formats a
 * date per player and per week on every render. Without a `timeZone`, the runtime's zone is the one
 * it had when the formatter was first made (a browser's does not change while a page is open).
 * @example dateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(Date.UTC(2025, 10, 20)) // 'Nov 20'
 */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    if (formats.size >= LIMIT) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
