import { z } from 'zod';

/**
 * The parts of ESPN's league answer (`view=mSettings&view=mTeam&view=mRoster`) the import reads,
 * as loose objects: other fields pass through untouched, optional ones may be missing or `null`
 * (ESPN leaves `firstName`/`lastName` out in public leagues, older answers lack `name`). Field
 * names from cwendt94/espn-api (`base_settings.py`, `football/team.py`, `football/player.py`) and
 * captured answers; see `docs/hosts/espn-protocol.md` §5.
 */

const optionalText = z.string().nullish();
const optionalNumber = z.number().nullish();

/** `settings.scoringSettings.scoringItems[]`. */
const ZEspnScoringItem = z.looseObject({
  statId: z.number().int(),
  points: z
    .number()
    .nullish()
    .transform((points) => points ?? 0),
  /** Points by lineup slot id (`"16"` for the D/ST). */
  pointsOverrides: z.record(z.string(), z.number()).nullish(),
});

/** `playerPoolEntry.player`. */
const ZEspnPlayer = z.looseObject({
  id: z.number().int(),
  fullName: z.string().min(1),
  defaultPositionId: optionalNumber,
  proTeamId: optionalNumber,
});

/** `teams[].roster.entries[]` (from `view=mRoster`). */
const ZEspnRosterEntry = z.looseObject({
  playerId: z.number().int(),
  /** Where he is in the lineup: 20 bench, 21 injured reserve, others starting slots. */
  lineupSlotId: z.number().int(),
  playerPoolEntry: z.looseObject({ player: ZEspnPlayer }).nullish(),
});

/** `teams[]` (from `view=mTeam`, with `roster` from `view=mRoster`). */
const ZEspnTeam = z.looseObject({
  id: z.number().int().nonnegative(),
  name: optionalText,
  location: optionalText,
  nickname: optionalText,
  abbrev: optionalText,
  /** Member ids (SWIDs, `{…}`). */
  owners: z.array(z.string()).nullish(),
  primaryOwner: optionalText,
  roster: z.looseObject({ entries: z.array(ZEspnRosterEntry).nullish() }).nullish(),
});

/** `members[]` (from `view=mTeam`). */
const ZEspnMember = z.looseObject({
  id: z.string(),
  displayName: optionalText,
  firstName: optionalText,
  lastName: optionalText,
});

/** One season of a league, as `/seasons/{y}/segments/0/leagues/{id}` answers it. */
export const ZEspnLeague = z.looseObject({
  id: z.number().int().nonnegative(),
  seasonId: optionalNumber,
  /** The current NFL week. */
  scoringPeriodId: optionalNumber,
  status: z
    .looseObject({
      isActive: z.boolean().nullish(),
      latestScoringPeriod: optionalNumber,
      finalScoringPeriod: optionalNumber,
    })
    .nullish(),
  draftDetail: z.looseObject({ drafted: z.boolean().nullish(), inProgress: z.boolean().nullish() }).nullish(),
  settings: z.looseObject({
    name: z.string(),
    size: z.number().int().nonnegative().nullish(),
    rosterSettings: z.looseObject({ lineupSlotCounts: z.record(z.string(), z.number()) }),
    scoringSettings: z.looseObject({ scoringItems: z.array(ZEspnScoringItem) }),
  }),
  members: z
    .array(ZEspnMember)
    .nullish()
    .transform((members) => members ?? []),
  teams: z.array(ZEspnTeam),
});
export type EspnLeague = z.infer<typeof ZEspnLeague>;
export type EspnTeam = z.infer<typeof ZEspnTeam>;
export type EspnMember = z.infer<typeof ZEspnMember>;
export type EspnRosterEntry = z.infer<typeof ZEspnRosterEntry>;

/** `/leagueHistory/{id}?seasonId=` answers a list of seasons, not one. */
export const ZEspnLeagueHistory = z.array(ZEspnLeague);
