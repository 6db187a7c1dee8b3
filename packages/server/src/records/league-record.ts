import type { LeagueProvider, LeagueSummary, ScoringFormat } from '@lineup-lab/core';
import type { SealedSecret } from '../ports/secret-box.js';

/**
 * An imported league as stored (collection `leagues`): one per user and provider league (unique),
 * tied to the team it became (`teamId`; deleting the team deletes it, its sealed credentials with
 * it). `rosterId` is which of the league's rosters is the user's, so a sync reads the same one.
 */
export interface LeagueRecord {
  _id: string;
  ownerId: string;
  provider: LeagueProvider;
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
  /**
   * A private ESPN league's `espn_s2` and `SWID` (JSON), sealed by the secret box for this record
   * (context `espn:<_id>`): kept only when the import was given them, replaced by
   * `PUT /api/import/leagues/:id/credentials`, never answered nor logged.
   */
  credentials?: SealedSecret;
}

/**
 * An imported league as the API answers it: the summary's fields picked one by one, so that no
 * other field of the record (its credentials, owner, team id) is ever answered.
 */
export function leagueSummaryOf(record: LeagueRecord): LeagueSummary {
  return {
    id: record._id,
    provider: record.provider,
    providerLeagueId: record.providerLeagueId,
    name: record.name,
    season: record.season,
    teamCount: record.teamCount,
    teamName: record.teamName,
    scoringFormat: record.scoringFormat,
    importedAt: record.importedAt,
    lastSyncedAt: record.lastSyncedAt,
  };
}
