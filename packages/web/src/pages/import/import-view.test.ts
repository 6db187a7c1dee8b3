import { NetworkError, NotFoundError, PermissionError, UpgradeRequiredError } from '@lineup-lab/sdk';
import { describe, expect, it, vi } from 'vitest';
import { subscriptionStatus } from '../../test-support/fixtures.js';
import {
  atLeagueLimit,
  CONTACT_US_SUBJECT,
  checkUsername,
  formatSyncTime,
  HOST_NAMES,
  importFailure,
  leagueRefOf,
  leagueStatusLabel,
  logLoadFailure,
  rosterTitle,
  syncSummary,
  teamCount,
  usageRows,
} from './import-view.js';

const FREE = subscriptionStatus();
const UNLIMITED = { maxTeams: null, maxLeagues: null };

describe('usageRows', () => {
  it('shows the free tier teams used and leagues imported against their maximums', () => {
    expect(usageRows({ ...FREE, usage: { teamsCreated: 1, leaguesImported: 0 } })).toEqual([
      { label: 'Teams used', value: '1 of 1' },
      { label: 'Leagues imported', value: '0 of 1' },
    ]);
  });

  it('shows no counters to pro and exempt users', () => {
    expect(usageRows({ ...FREE, tier: 'pro', status: 'active', limits: UNLIMITED })).toBeNull();
    expect(usageRows({ ...FREE, tier: 'exempt', exemptReason: 'admin', limits: UNLIMITED })).toBeNull();
  });
});

describe('atLeagueLimit', () => {
  it('is reached once a free user has imported the plan’s one league', () => {
    expect(atLeagueLimit(FREE)).toBe(false);
    expect(atLeagueLimit({ ...FREE, usage: { teamsCreated: 2, leaguesImported: 1 } })).toBe(true);
  });

  it('is never reached without a limit, nor while the plan is unknown', () => {
    const used = { teamsCreated: 9, leaguesImported: 9 };
    expect(atLeagueLimit({ ...FREE, tier: 'pro', limits: UNLIMITED, usage: used })).toBe(false);
    expect(atLeagueLimit(undefined)).toBe(false);
  });
});

describe('the hosts and Contact Us', () => {
  it('names the three hosts', () => {
    expect(HOST_NAMES).toEqual({ sleeper: 'Sleeper', yahoo: 'Yahoo', espn: 'ESPN' });
  });

  it('asks for a listed league’s teams by each host’s own reference', () => {
    expect(leagueRefOf({ provider: 'sleeper', leagueId: '1100', season: 2026 })).toEqual({
      provider: 'sleeper',
      leagueId: '1100',
    });
    expect(leagueRefOf({ provider: 'yahoo', leagueId: '461.l.135790', season: 2026 })).toEqual({
      provider: 'yahoo',
      leagueId: '461.l.135790',
    });
    expect(leagueRefOf({ provider: 'espn', leagueId: '24681357', season: 2025 })).toEqual({
      provider: 'espn',
      league: '24681357',
      season: 2025,
    });
  });

  it("asks about league import through the app's contact form", () => {
    expect(CONTACT_US_SUBJECT).toBe('League import');
  });
});

describe('the words of the import', () => {
  it('counts teams and players, and names Sleeper’s league statuses', () => {
    expect(teamCount(12)).toBe('12 teams');
    expect(teamCount(1)).toBe('1 team');
    expect(leagueStatusLabel('in_season')).toBe('In season');
    expect(leagueStatusLabel('pre_draft')).toBe('Pre-draft');
    expect(leagueStatusLabel('postponed')).toBe('postponed');
  });

  it('names a roster by its team name, else its owner, else its number', () => {
    const roster = { rosterId: 3, ownerName: 'Pat', teamName: 'Pickers', playerCount: 15 };
    expect(rosterTitle(roster)).toBe('Pickers');
    expect(rosterTitle({ ...roster, teamName: null })).toBe("Pat's team");
    expect(rosterTitle({ ...roster, teamName: null, ownerName: null })).toBe('Team 3');
  });

  it('says what a sync added and dropped, or that nothing changed', () => {
    expect(syncSummary({ added: ['A One', 'B Two'], dropped: ['C Three'] })).toBe(
      'Added: A One, B Two. Dropped: C Three.',
    );
    expect(syncSummary({ added: [], dropped: [] })).toBe('No players were added or dropped.');
  });

  it('shows a sync time in the viewer’s zone, with the zone named', () => {
    const at = '2025-09-17T19:00:00.000Z';
    expect(formatSyncTime(at, { timeZone: 'America/Los_Angeles', locale: 'en-US' })).toBe(
      'Sep 17, 2025, 12:00 PM PDT',
    );
    expect(formatSyncTime(at, { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      'Sep 17, 2025, 3:00 PM EDT',
    );
  });
});

describe('checkUsername', () => {
  it('refuses a blank username with core’s message and trims the rest', () => {
    expect(checkUsername('   ')).toEqual({ ok: false, message: 'Please enter a Sleeper username' });
    expect(checkUsername(' ppr_pat ')).toEqual({ ok: true, value: 'ppr_pat' });
    expect(checkUsername('x'.repeat(41))).toEqual({
      ok: false,
      message: 'A Sleeper username is at most 40 characters',
    });
  });
});

describe('importFailure', () => {
  it('sends a tier refusal to the upgrade box and shows other failures with the server’s message', () => {
    const limit = new UpgradeRequiredError({
      message: 'You have reached the limit for leagues on the free plan',
      code: 'UPGRADE_REQUIRED',
      status: 403,
      upgradeRequired: true,
    });
    expect(importFailure(limit, 'x')).toEqual({
      kind: 'upgrade',
      message: 'You have reached the limit for leagues on the free plan',
    });
    const unknown = new NotFoundError({
      message: 'Sleeper has no user named "x".',
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(importFailure(unknown, 'fallback')).toEqual({
      kind: 'error',
      message: 'Sleeper has no user named "x".',
    });
    expect(importFailure(new NetworkError(), 'fallback').message).toBe(
      'Network connection failed. Please check your internet connection.',
    );
    expect(importFailure(new Error('boom'), 'fallback')).toEqual({ kind: 'error', message: 'fallback' });
    const privateLeague = new PermissionError({
      message: 'This ESPN league is private.',
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(importFailure(privateLeague, 'fallback')).toEqual({
      kind: 'private',
      message: 'This ESPN league is private.',
    });
  });
});

describe('logLoadFailure', () => {
  it('logs the failure and passes it on', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('down');
    expect(() => logLoadFailure('the leagues')(error)).toThrow(error);
    expect(log).toHaveBeenCalledWith('[import] Failed to load the leagues', error);
    log.mockRestore();
  });
});
