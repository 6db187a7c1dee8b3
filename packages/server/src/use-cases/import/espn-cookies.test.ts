import { describe, expect, it } from 'vitest';
import { espnCookiesOf } from './espn-cookies.js';

const GUID = '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d';

describe('espnCookiesOf', () => {
  it('puts SWID in upper case within braces, however it was pasted', () => {
    for (const swid of [GUID, `{${GUID}}`, ` {${GUID.toUpperCase()}} `]) {
      expect(espnCookiesOf({ espnS2: 'abc', swid }).swid).toBe(`{${GUID.toUpperCase()}}`);
    }
  });

  it('URL-decodes an espn_s2 copied encoded, and leaves a decoded one as it is', () => {
    expect(espnCookiesOf({ espnS2: 'AEBx%2Fy%2Bz%3D%3D', swid: GUID }).espnS2).toBe('AEBx/y+z==');
    expect(espnCookiesOf({ espnS2: 'AEBx/y+z==', swid: GUID }).espnS2).toBe('AEBx/y+z==');
    // Not a valid escape: kept as typed rather than refused here (ESPN says whether it opens the league).
    expect(espnCookiesOf({ espnS2: 'AEB%zz', swid: GUID }).espnS2).toBe('AEB%zz');
  });
});
