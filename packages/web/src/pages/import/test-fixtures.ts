import {
  HALF_PPR,
  type ImportPreview,
  type ImportResponse,
  type LeagueChoice,
  type LeagueSummary,
  PPR,
  type RostersResponse,
  type SleeperLeaguesResponse,
  STARTING_SLOTS,
  type UnmatchedPlayer,
  type YahooLeaguesResponse,
} from '@lineup-lab/core';
import { player, team } from '../../test-support/fixtures.js';

/**
 * The import screens' test answers: Pat's 12-team PPR league on Sleeper, and the team it becomes;
 * Ellis's private 10-team ESPN league; Yuri's Yahoo leagues.
 */

const SUNDAY_FUNDAY: LeagueChoice = {
  provider: 'sleeper',
  leagueId: '1100000000000000001',
  name: 'Sunday Funday PPR',
  season: 2025,
  size: 12,
  scoringType: 'ppr',
  status: 'in_season',
  rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF', 'BN', 'BN'],
  alreadyImported: false,
};

const DYNASTY: LeagueChoice = {
  ...SUNDAY_FUNDAY,
  leagueId: '1100000000000000002',
  name: 'Superflex Dynasty',
  size: 10,
  scoringType: 'custom',
  status: 'pre_draft',
  alreadyImported: true,
};

export const PAT_LEAGUES: SleeperLeaguesResponse = {
  user: { userId: '700000000000000001', username: 'ppr_pat', displayName: 'PPR Pat' },
  season: 2025,
  leagues: [SUNDAY_FUNDAY, DYNASTY],
};

export const PAT_ROSTERS: RostersResponse = {
  league: SUNDAY_FUNDAY,
  rosters: [
    { rosterId: 1, ownerName: 'PPR Pat', teamName: 'Pat’s Pickers', playerCount: 14 },
    { rosterId: 2, ownerName: 'Superflex Sam', teamName: null, playerCount: 13 },
  ],
};

const ROOKIE: UnmatchedPlayer = {
  hostPlayerId: '99001',
  sleeperId: '99001',
  name: 'Zeke Quinto',
  position: 'RB',
  team: 'CHI',
  message: "Zeke Quinto (RB, CHI) is not among Lineup Lab's players.",
};

const qb = player('QB', 'Avery Abbott', 'BUF');
const rb = player('RB', 'Blake Barlow', 'SF');
const benchWr = player('WR', 'Cam Castillo', 'MIN');

export const PAT_PREVIEW: ImportPreview = {
  league: SUNDAY_FUNDAY,
  scoring: { format: 'ppr', settings: PPR, notes: ['Bonus points for 40+ yard touchdowns are not applied.'] },
  roster: PAT_ROSTERS.rosters[0] as ImportPreview['roster'],
  teamName: 'Pat’s Pickers',
  slots: STARTING_SLOTS.map((slot) => ({
    slot,
    player: slot === 'QB' ? qb : slot === 'RB1' ? rb : null,
    from: slot === 'QB' ? 'QB' : slot === 'RB1' ? 'RB' : null,
  })),
  bench: [benchWr],
  unmatched: [ROOKIE],
  notes: ['The league starts a second TE; Lineup Lab has one TE slot, so he is on the bench.'],
};

export const PAT_LEAGUE: LeagueSummary = {
  id: 'league-1',
  provider: 'sleeper',
  providerLeagueId: SUNDAY_FUNDAY.leagueId,
  name: 'Sunday Funday PPR',
  season: 2025,
  teamCount: 12,
  teamName: 'Pat’s Pickers',
  scoringFormat: 'ppr',
  importedAt: '2025-09-17T19:00:00.000Z',
  lastSyncedAt: '2025-09-17T19:00:00.000Z',
};

export const PAT_IMPORT: ImportResponse = {
  league: PAT_LEAGUE,
  team: team({ QB: qb, RB1: rb }, [benchWr], { teamName: 'Pat’s Pickers' }),
  unmatched: [ROOKIE],
  notes: [],
};

/** Ellis's private ESPN league (id 24681357, the 2026 season), and Ellis's team in it. */
const GRIDIRON_GUILD: LeagueChoice = {
  provider: 'espn',
  leagueId: '24681357',
  name: 'Gridiron Guild',
  season: 2026,
  size: 10,
  scoringType: 'half-ppr',
  status: 'in_season',
  rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'SUPER_FLEX', 'K', 'DEF', 'BN'],
  alreadyImported: false,
};

export const ELLIS_ROSTERS: RostersResponse = {
  league: GRIDIRON_GUILD,
  rosters: [
    { rosterId: 4, ownerName: 'Ellis Espinoza', teamName: 'Ellis Enforcers', playerCount: 16 },
    { rosterId: 7, ownerName: 'Morgan Mills', teamName: 'Mills Machine', playerCount: 16 },
  ],
};

export const ELLIS_PREVIEW: ImportPreview = {
  league: GRIDIRON_GUILD,
  scoring: { format: 'half-ppr', settings: HALF_PPR, notes: [] },
  roster: { rosterId: 4, ownerName: 'Ellis Espinoza', teamName: 'Ellis Enforcers', playerCount: 16 },
  teamName: 'Ellis Enforcers',
  slots: STARTING_SLOTS.map((slot) => ({
    slot,
    player: slot === 'QB' ? qb : null,
    from: slot === 'QB' ? 'QB' : null,
  })),
  bench: [],
  unmatched: [],
  notes: ['The league starts a superflex (OP); Lineup Lab has no such slot, so he is on the bench.'],
};

export const ELLIS_LEAGUE: LeagueSummary = {
  id: 'league-2',
  provider: 'espn',
  providerLeagueId: GRIDIRON_GUILD.leagueId,
  name: 'Gridiron Guild',
  season: 2026,
  teamCount: 10,
  teamName: 'Ellis Enforcers',
  scoringFormat: 'half-ppr',
  importedAt: '2026-10-01T18:00:00.000Z',
  lastSyncedAt: '2026-10-01T18:00:00.000Z',
};

export const ELLIS_IMPORT: ImportResponse = {
  league: ELLIS_LEAGUE,
  team: team({ QB: qb }, [], { teamName: 'Ellis Enforcers' }),
  unmatched: [],
  notes: [],
};

/** Yuri's Yahoo leagues of the 2026 season (league keys `461.l.…`). */
const YAHOO_LEAGUE: LeagueChoice = {
  provider: 'yahoo',
  leagueId: '461.l.135790',
  name: 'Yahoo Yardbirds',
  season: 2026,
  size: 12,
  scoringType: 'ppr',
  status: 'in_season',
  rosterPositions: ['QB', 'WR', 'WR', 'WR', 'RB', 'RB', 'TE', 'FLEX', 'K', 'DEF', 'BN'],
  alreadyImported: false,
};

export const YURI_LEAGUES: YahooLeaguesResponse = {
  season: 2026,
  leagues: [
    YAHOO_LEAGUE,
    { ...YAHOO_LEAGUE, leagueId: '461.l.246802', name: 'Office Pool', alreadyImported: true },
  ],
};

export const YURI_ROSTERS: RostersResponse = {
  league: YAHOO_LEAGUE,
  rosters: [
    { rosterId: 3, ownerName: 'Yuri', teamName: 'Yuri’s Yodelers', playerCount: 15 },
    { rosterId: 8, ownerName: 'Quinn', teamName: 'Quinn’s Quakes', playerCount: 15 },
  ],
};

export const YURI_PREVIEW: ImportPreview = {
  ...ELLIS_PREVIEW,
  league: YAHOO_LEAGUE,
  scoring: { format: 'ppr', settings: PPR, notes: [] },
  roster: { rosterId: 3, ownerName: 'Yuri', teamName: 'Yuri’s Yodelers', playerCount: 15 },
  teamName: 'Yuri’s Yodelers',
  notes: [],
};

export const YURI_IMPORT: ImportResponse = {
  league: {
    ...ELLIS_LEAGUE,
    id: 'league-3',
    provider: 'yahoo',
    providerLeagueId: YAHOO_LEAGUE.leagueId,
    name: 'Yahoo Yardbirds',
    teamCount: 12,
    teamName: 'Yuri’s Yodelers',
    scoringFormat: 'ppr',
  },
  team: team({ QB: qb }, [], { teamName: 'Yuri’s Yodelers' }),
  unmatched: [],
  notes: [],
};
