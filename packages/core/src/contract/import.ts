import { ZTeamName } from '../validation/team-name.js';
import { trimmedText } from '../validation/trimmed-text.js';
import { z } from '../zod.js';

/** League providers (spec §2): Sleeper (in development), Yahoo (coming soon), ESPN (planned). */
export const LEAGUE_PROVIDERS = ['sleeper', 'yahoo', 'espn'] as const;
export const ZLeagueProvider = z.enum(LEAGUE_PROVIDERS);
export type LeagueProvider = z.infer<typeof ZLeagueProvider>;

/**
 * An imported league, as `GET /api/import/leagues` lists it (the spec does not show the items; our
 * design): our id, the provider, the league's name and season, and how many teams it has.
 */
export const ZLeagueSummary = z.object({
  id: z.string().check(z.minLength(1)),
  provider: ZLeagueProvider,
  name: z.string(),
  season: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
  teamCount: z.number().check(z.int(), z.nonnegative()),
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
  provider: z._default(ZLeagueProvider, 'sleeper'),
  leagueId: trimmedText(1, 64, {
    tooShort: 'League id is required',
    tooLong: 'League id must be at most 64 characters',
  }),
  claimTeamName: z.optional(ZTeamName),
});
export type LeagueImportForm = z.infer<typeof ZLeagueImportForm>;
export type LeagueImportFormInput = z.input<typeof ZLeagueImportForm>;
