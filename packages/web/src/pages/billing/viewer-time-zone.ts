/** The viewer's IANA time zone as the browser reports it ('America/Los_Angeles'), or none. */
export function viewerTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone.length <= 64 ? zone : undefined;
}
