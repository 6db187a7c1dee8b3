import { z } from 'zod';
import { ZTeamName } from '../validation/team-name.js';

/** League providers (spec §2): Sleeper (in development), Yahoo (coming soon), ESPN (planned). */
export const LEAGUE_PROVIDERS = ['sleeper', 'yahoo', 'espn'] as const;
export const ZLeagueProvider = z.enum(LEAGUE_PROVIDERS);
export type LeagueProvider = z.infer<typeof ZLeagueProvider>;

/**
 * An imported league, as `GET /api/import/leagues` lists it (the spec does not show the items; our
 * design): our id, the provider, the league's name and season, and how many teams it has.
 */
export const ZLeagueSummary = z.object({
  id: z.string().min(1),
  provider: ZLeagueProvider,
  name: z.string(),
  season: z.number().int().min(2000).max(2100),
  teamCount: z.number().int().nonnegative(),
});
export type LeagueSummary = z.infer<typeof ZLeagueSummary>;

/** `GET /api/import/leagues` response: the user's imported leagues (empty until import exists). */
export const ZLeaguesResponse = z.object({ leagues: z.array(ZLeagueSummary) });
export type LeaguesResponse = z.infer<typeof ZLeaguesResponse>;

/**
 * The league-import form (spec §3; unused in the UI, and no call takes it yet): the provider
 * (default 'sleeper'), the provider's league id, and optionally which team in that league is the
 * user's (`claimTeamName`, the same rule as a team name).
 */
export const ZLeagueImportForm = z.object({
  provider: ZLeagueProvider.default('sleeper'),
  leagueId: z
    .string({ error: 'League id is required' })
    .trim()
    .min(1, 'League id is required')
    .max(64, 'League id must be at most 64 characters'),
  claimTeamName: ZTeamName.optional(),
});
export type LeagueImportForm = z.infer<typeof ZLeagueImportForm>;
export type LeagueImportFormInput = z.input<typeof ZLeagueImportForm>;
