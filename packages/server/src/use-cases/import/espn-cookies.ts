import type { EspnCookies } from '@lineup-lab/core';

/**
 * ESPN's two cookies as its API expects them back, whatever way people copy them: `SWID` in
 * upper case within braces (`{1A2B3C4D-…}`, as ESPN sets it), `espn_s2` URL-decoded when it was
 * copied encoded (`%2B`, `%2F`, `%3D`, as browsers' cookie panels show it). Pure.
 * @example espnCookiesOf({ espnS2: 'AEB%2Bx%3D', swid: '1a2b3c4d-…' }) // { espnS2: 'AEB+x=', swid: '{1A2B3C4D-…}' }
 */
export function espnCookiesOf(cookies: EspnCookies): EspnCookies {
  const guid = cookies.swid.trim().replace(/^\{/, '').replace(/\}$/, '').toUpperCase();
  return { espnS2: decoded(cookies.espnS2.trim()), swid: `{${guid}}` };
}

/** `text` URL-decoded when it holds escapes (once; a lone `%` left as it is). */
function decoded(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
