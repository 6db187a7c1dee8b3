import { describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  ZLeaguesResponse,
  ZSleeperImportRequest,
  ZSleeperLeagueParams,
  ZSleeperLeaguesQuery,
} from './import.js';

const message = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('import contract', () => {
  it('trims the Sleeper username and refuses a blank or overlong one with the screen messages', () => {
    expect(ZSleeperLeaguesQuery.parse({ username: '  sam_the_fan ' })).toEqual({ username: 'sam_the_fan' });
    expect(message(ZSleeperLeaguesQuery.safeParse({ username: '   ' }))).toBe(
      IMPORT_MESSAGES.usernameRequired,
    );
    expect(message(ZSleeperLeaguesQuery.safeParse({ username: 'x'.repeat(41) }))).toBe(
      IMPORT_MESSAGES.usernameTooLong,
    );
  });

  it('takes a league id of digits only, so nothing else reaches a Sleeper path', () => {
    expect(ZSleeperLeagueParams.parse({ leagueId: '1048313540380340224' })).toEqual({
      leagueId: '1048313540380340224',
    });
    for (const leagueId of ['', '12a', '../users', '1'.repeat(33), '１２３']) {
      expect(message(ZSleeperLeagueParams.safeParse({ leagueId }))).toBe(IMPORT_MESSAGES.leagueId);
    }
  });

  it('needs a roster id and takes an optional team name', () => {
    expect(ZSleeperImportRequest.parse({ leagueId: '7', rosterId: 3 })).toEqual({
      leagueId: '7',
      rosterId: 3,
    });
    expect(ZSleeperImportRequest.parse({ leagueId: '7', rosterId: 3, teamName: ' Mine ' }).teamName).toBe(
      'Mine',
    );
    expect(message(ZSleeperImportRequest.safeParse({ leagueId: '7' }))).toBe(IMPORT_MESSAGES.rosterId);
    expect(ZSleeperImportRequest.safeParse({ leagueId: '7', rosterId: 1.5 }).success).toBe(false);
  });

  it('round-trips the imported league list', () => {
    const leagues = [
      {
        id: 'l1',
        provider: 'sleeper',
        providerLeagueId: '1048',
        name: 'Office League',
        season: 2026,
        teamCount: 12,
        teamName: 'Sam Squad',
        scoringFormat: 'ppr',
        importedAt: '2026-11-24T15:00:00.000Z',
        lastSyncedAt: '2026-11-24T15:00:00.000Z',
      },
    ];
    expect(ZLeaguesResponse.parse({ leagues })).toEqual({ leagues });
    expect(ZLeaguesResponse.safeParse({ leagues: [{ ...leagues[0], provider: 'nfl' }] }).success).toBe(false);
  });
});
