import {
  type ImportPreview,
  type LeagueSummary,
  PPR,
  type SleeperImportResponse,
  type SleeperLeagueChoice,
  type SleeperLeaguesResponse,
  type SleeperRostersResponse,
  STARTING_SLOTS,
  type UnmatchedPlayer,
} from '@lineup-lab/core';
import { player, team } from '../../test-support/fixtures.js';

/** The import screens' test answers: Pat's 12-team PPR league on Sleeper, and the team it becomes. */

const SUNDAY_FUNDAY: SleeperLeagueChoice = {
  leagueId: '1100000000000000001',
  name: 'Sunday Funday PPR',
  season: 2025,
  size: 12,
  scoringType: 'ppr',
  status: 'in_season',
  rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF', 'BN', 'BN'],
  alreadyImported: false,
};

const DYNASTY: SleeperLeagueChoice = {
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

export const PAT_ROSTERS: SleeperRostersResponse = {
  league: SUNDAY_FUNDAY,
  rosters: [
    { rosterId: 1, ownerName: 'PPR Pat', teamName: 'Pat’s Pickers', playerCount: 14 },
    { rosterId: 2, ownerName: 'Superflex Sam', teamName: null, playerCount: 13 },
  ],
};

const ROOKIE: UnmatchedPlayer = {
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

export const PAT_IMPORT: SleeperImportResponse = {
  league: PAT_LEAGUE,
  team: team({ QB: qb, RB1: rb }, [benchWr], { teamName: 'Pat’s Pickers' }),
  unmatched: [ROOKIE],
  notes: [],
};
