import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { checkEspnCookies, checkEspnForm, espnSeasons, readEspnLeague } from './espn-view.js';

const S2 = 'AEBx%2Fq7Zs2%3D';
const SWID = '{1A2B3C4D-1111-2222-3333-444455556666}';
const FORM = { league: '', season: 2026, privateLeague: false, espnS2: '', swid: '' };

describe('readEspnLeague', () => {
  it('reads an id, or the league and season of a pasted ESPN address', () => {
    expect(readEspnLeague('  ')).toEqual({ kind: 'empty' });
    expect(readEspnLeague(' 24681357 ')).toEqual({ kind: 'league', leagueId: '24681357', season: null });
    expect(
      readEspnLeague('https://fantasy.espn.com/football/team?leagueId=24681357&seasonId=2024&teamId=4'),
    ).toEqual({ kind: 'league', leagueId: '24681357', season: 2024 });
    expect(readEspnLeague('https://fantasy.espn.com/football/league?leagueId=24681357')).toEqual({
      kind: 'league',
      leagueId: '24681357',
      season: null,
    });
  });

  it('refuses what is neither, with core’s message', () => {
    for (const text of [
      'my league',
      'https://example.com/football/league?leagueId=1',
      'https://fantasy.espn.com/football/league',
    ])
      expect(readEspnLeague(text)).toEqual({ kind: 'invalid', message: IMPORT_MESSAGES.espnLeague });
  });
});

describe('espnSeasons', () => {
  it('offers the season under way and the five before it, with a pasted older season added in order', () => {
    expect(espnSeasons(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(espnSeasons(2026, 2024)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(espnSeasons(2026, 2019)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2019]);
  });
});

describe('checkEspnCookies', () => {
  it('takes both, trimmed; neither means a public league unless they are required', () => {
    expect(checkEspnCookies({ espnS2: ` ${S2} `, swid: ` ${SWID}` }, { required: false })).toEqual({
      ok: true,
      cookies: { espnS2: S2, swid: SWID },
    });
    expect(checkEspnCookies({ espnS2: '', swid: ' ' }, { required: false })).toEqual({
      ok: true,
      cookies: null,
    });
    expect(checkEspnCookies({ espnS2: '', swid: '' }, { required: true })).toEqual({
      ok: false,
      errors: { espnS2: IMPORT_MESSAGES.espnS2, swid: IMPORT_MESSAGES.swid },
    });
  });

  it('refuses half a pair on the empty field, and a malformed cookie with core’s message', () => {
    expect(checkEspnCookies({ espnS2: S2, swid: '' }, { required: false })).toEqual({
      ok: false,
      errors: { swid: IMPORT_MESSAGES.espnCookiesTogether },
    });
    expect(checkEspnCookies({ espnS2: '', swid: SWID }, { required: false })).toEqual({
      ok: false,
      errors: { espnS2: IMPORT_MESSAGES.espnCookiesTogether },
    });
    expect(checkEspnCookies({ espnS2: 'has spaces in it', swid: '1A2B' }, { required: false })).toEqual({
      ok: false,
      errors: { espnS2: IMPORT_MESSAGES.espnS2, swid: IMPORT_MESSAGES.swid },
    });
  });
});

describe('checkEspnForm', () => {
  it('makes the league as the server takes it: the id, the season chosen, the cookies when private', () => {
    const address = 'https://fantasy.espn.com/football/league?leagueId=24681357&seasonId=2024';
    expect(checkEspnForm({ ...FORM, league: address, season: 2024 })).toEqual({
      ok: true,
      ref: { provider: 'espn', league: '24681357', season: 2024 },
    });
    expect(
      checkEspnForm({ ...FORM, league: '24681357', privateLeague: true, espnS2: S2, swid: SWID }),
    ).toEqual({
      ok: true,
      ref: { provider: 'espn', league: '24681357', season: 2026, espnS2: S2, swid: SWID },
    });
  });

  it('sends no cookies while the private part is closed, whatever it holds', () => {
    expect(checkEspnForm({ ...FORM, league: '24681357', espnS2: S2, swid: '' })).toEqual({
      ok: true,
      ref: { provider: 'espn', league: '24681357', season: 2026 },
    });
  });

  it('names every wrong field', () => {
    expect(checkEspnForm({ ...FORM, privateLeague: true, espnS2: S2 })).toEqual({
      ok: false,
      errors: { league: IMPORT_MESSAGES.espnLeague, swid: IMPORT_MESSAGES.espnCookiesTogether },
    });
    expect(checkEspnForm({ ...FORM, league: 'league 12' })).toEqual({
      ok: false,
      errors: { league: IMPORT_MESSAGES.espnLeague },
    });
  });
});
