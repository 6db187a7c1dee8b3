import type { LeagueSummary, ScoringFormat } from '@lineup-lab/core';

/**
 * An imported league as stored (collection `leagues`): one per user and provider league (unique),
 * tied to the team it became (`teamId`; deleting the team deletes it). `rosterId` is which of the
 * league's rosters is the user's, so a sync reads the same one.
 */
export interface LeagueRecord {
  _id: string;
  ownerId: string;
  provider: 'sleeper';
  providerLeagueId: string;
  rosterId: number;
  name: string;
  season: number;
  teamCount: number;
  teamId: string;
  teamName: string;
  scoringFormat: ScoringFormat;
  importedAt: string;
  lastSyncedAt: string;
  /**
   * Our catalogue's ids of the players on any roster of the league at its last import or sync
   * (absent on leagues recorded before they were kept: a sync records them).
   */
  rosteredPlayerIds?: string[];
}

/** An imported league as the API answers it. */
export function leagueSummaryOf(record: LeagueRecord): LeagueSummary {
  const {
    _id,
    ownerId: _owner,
    rosterId: _roster,
    teamId: _team,
    rosteredPlayerIds: _rostered,
    ...summary
  } = record;
  return { id: _id, ...summary };
}
