import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handClock } from '../../../test/support/hand-clock.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { createSecretBox } from '../../adapters/secret-box/aes-gcm-secret-box.js';
import { AppError } from '../../errors/app-error.js';
import type { LeagueRecord } from '../../records/league-record.js';
import { createSeasonCalendar } from '../../season/season-calendar.js';
import { NO_SECRET_KEY, sealEspnCookies } from './espn-credentials.js';
import { hostRefOf, storedLeagueRefOf } from './host-league-ref.js';
import type { ImportContext, LeagueSources } from './import-context.js';

const SWID = '{1A2B3C4D-5E6F-7A8B-9C0D-1E2F3A4B5C6D}';
const ESPN_S2 = 'AEBxyz/AB+cd==';

describe('league refs', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  let ctx: ImportContext;
  beforeEach(async () => {
    temp = await openTempStore();
    const clock = handClock('2026-10-04T09:00:00Z');
    ctx = {
      store: temp.store,
      clock,
      calendar: createSeasonCalendar({ store: temp.store, clock }),
      adminEmail: 'admin@example.com',
      // No host is read here: refs are only worked out.
      sources: {} as LeagueSources,
      secrets: createSecretBox(Buffer.alloc(32, 9)),
    };
  });
  afterEach(() => temp.remove());

  it("reads an ESPN league's id and season from what was typed or pasted, the season under way by default", async () => {
    const pasted = await hostRefOf(ctx, 'u1', {
      provider: 'espn',
      league: 'https://fantasy.espn.com/football/league?leagueId=336358&seasonId=2024',
    });
    expect(pasted).toEqual({ provider: 'espn', leagueId: '336358', season: 2024, cookies: null });
    const given = await hostRefOf(ctx, 'u1', {
      provider: 'espn',
      league: 'https://fantasy.espn.com/football/league?leagueId=336358&seasonId=2024',
      season: 2025,
    });
    expect(given).toMatchObject({ season: 2025 });
    expect(await hostRefOf(ctx, 'u1', { provider: 'espn', league: ' 336358 ' })).toMatchObject({
      leagueId: '336358',
      season: 2026,
    });
  });

  it("normalises a private ESPN league's cookies as ESPN expects them", async () => {
    const ref = await hostRefOf(ctx, 'u1', {
      provider: 'espn',
      league: '336358',
      espnS2: 'AEBxyz%2FAB%2Bcd%3D%3D',
      swid: '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    });
    expect(ref).toMatchObject({ cookies: { espnS2: ESPN_S2, swid: SWID } });
  });

  it('refuses a Yahoo league on a server without a Yahoo app (503, said plainly)', async () => {
    const refused = await hostRefOf(ctx, 'u1', { provider: 'yahoo', leagueId: '449.l.123456' }).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', message: IMPORT_MESSAGES.yahooNotConfigured });
  });

  it('reaches an imported league again: a private ESPN league with the cookies sealed for its record only', async () => {
    const record = (
      id: string,
      provider: LeagueRecord['provider'],
      extra: Partial<LeagueRecord> = {},
    ): LeagueRecord => ({
      _id: id,
      ownerId: 'u1',
      provider,
      providerLeagueId: '336358',
      rosterId: 3,
      name: 'Office',
      season: 2025,
      teamCount: 10,
      teamId: 't1',
      teamName: 'Mine',
      scoringFormat: 'ppr',
      importedAt: '2026-10-01T00:00:00.000Z',
      lastSyncedAt: '2026-10-01T00:00:00.000Z',
      ...extra,
    });
    const credentials = sealEspnCookies(ctx, 'league-1', { espnS2: ESPN_S2, swid: SWID });
    expect(JSON.stringify(credentials)).not.toContain('AEBxyz');
    expect(await storedLeagueRefOf(ctx, record('league-1', 'espn', { credentials }))).toEqual({
      provider: 'espn',
      leagueId: '336358',
      season: 2025,
      cookies: { espnS2: ESPN_S2, swid: SWID },
    });
    expect(await storedLeagueRefOf(ctx, record('league-2', 'espn'))).toMatchObject({ cookies: null });
    // Copied onto another league's record, the sealed cookies do not open: asked for again (403).
    const moved = await storedLeagueRefOf(ctx, record('league-2', 'espn', { credentials })).catch((e) => e);
    expect(moved).toMatchObject({ code: 'FORBIDDEN' });
    expect(moved.message).toContain('enter espn_s2 and SWID again');
    expect(await storedLeagueRefOf(ctx, record('league-3', 'sleeper'))).toEqual({
      provider: 'sleeper',
      leagueId: '336358',
    });
  });

  it('refuses to seal cookies on a server that cannot keep secrets', () => {
    const keyless = { ...ctx, secrets: createSecretBox(null) };
    expect(() => sealEspnCookies(keyless, 'league-1', { espnS2: ESPN_S2, swid: SWID })).toThrow(
      NO_SECRET_KEY,
    );
  });
});
