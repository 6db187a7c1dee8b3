/**
 * ESPN answers for tests, in the shapes ESPN's fantasy API answers (`docs/hosts/espn-protocol.md`:
 * cwendt94/espn-api's captured answers and a captured 2026 league's scoring items), each the whole
 * answer to `view=mSettings&view=mTeam&view=mRoster` (the fake serves each view's part of it):
 * - `ESPN_PUBLIC_LEAGUE` (13579246, 2026): a public 10-team PPR league with ESPN's standard slots
 *   (QB, 2 RB, 2 WR, TE, FLEX, D/ST, K, 7 bench, 1 IR) and ESPN's default scoring with 1 a reception;
 * - `ESPN_PRIVATE_LEAGUE` (86420975, 2026): a private 12-team half-PPR league with an OP (superflex)
 *   slot and an LB (IDP) slot, passing yards scored per 25, a 300-yard bonus, a TE premium
 *   (pointsOverrides on slot 6) and IDP tackles and sacks, opened by `ESPN_PRIVATE_COOKIES`;
 * - `ESPN_PUBLIC_LEAGUE_2017`: the public league's 2017 season, served by `leagueHistory` only, in
 *   the older form (team names as `location` + `nickname`), complete.
 * Players are the test catalogue's (`players.ts`), with ESPN's ids and team ids, plus two that the
 * catalogue does not have (Jayden Reed, Jaxon Smith-Njigba) and an IDP linebacker (Fred Warner);
 * Christian McCaffrey is on injured reserve (slot 21) in both 2026 leagues.
 */

export const ESPN_FIXTURE_SEASON = 2026;
export const ESPN_PUBLIC_LEAGUE_ID = '13579246';
export const ESPN_PRIVATE_LEAGUE_ID = '86420975';

/** The private league's cookies, as a browser signed in to ESPN holds them (made up). */
export const ESPN_PRIVATE_COOKIES = {
  espnS2:
    'AEBlineupLabTestOnly%2Bq7Yt9mZ4kW1xN8cR3vF6hJ0pL5sD2gB7uE%2FaK9wQ4nT1yM6zC3xV8bH5jG2fS0dR7eU4iO1lP9oI6uY3tA%3D%3D',
  swid: '{4C1D2E3F-5A6B-4C7D-8E9F-0A1B2C3D4E5F}',
} as const;

/** Members' ids are SWIDs. */
const SWIDS = {
  pat: '{A1B2C3D4-0001-4000-8000-000000000001}',
  chris: '{A1B2C3D4-0002-4000-8000-000000000002}',
  sam: ESPN_PRIVATE_COOKIES.swid,
} as const;
const otherSwid = (n: number) =>
  `{A1B2C3D4-${String(n).padStart(4, '0')}-4000-8000-${String(n).padStart(12, '0')}}`;

/** ESPN's slots each kind of player may fill (`eligibleSlots`, as real players carry them). */
const ELIGIBLE: Record<number, number[]> = {
  1: [0, 7, 20, 21],
  2: [2, 3, 7, 20, 21, 23],
  3: [3, 4, 5, 7, 20, 21, 23],
  4: [5, 6, 7, 20, 21, 23],
  5: [17, 20, 21],
  11: [10, 15, 20, 21],
  16: [16, 20, 21],
};

function espnPlayer(
  id: number,
  fullName: string,
  defaultPositionId: number,
  proTeamId: number,
  injuryStatus = 'ACTIVE',
) {
  const [firstName, ...rest] = fullName.split(' ');
  return {
    id,
    fullName,
    firstName,
    lastName: rest.join(' '),
    defaultPositionId,
    proTeamId,
    eligibleSlots: ELIGIBLE[defaultPositionId] ?? [20, 21],
    injured: injuryStatus !== 'ACTIVE',
    injuryStatus,
    active: true,
    droppable: true,
    jersey: '',
    stats: [],
  };
}
export type EspnPlayerFixture = ReturnType<typeof espnPlayer>;

/** `playerPoolEntry.player` of every player the fixtures roster, by a short key. */
export const ESPN_PLAYERS = {
  mahomes: espnPlayer(3139477, 'Patrick Mahomes', 1, 12),
  allen: espnPlayer(3918298, 'Josh Allen', 1, 2),
  hurts: espnPlayer(4040715, 'Jalen Hurts', 1, 21),
  lamar: espnPlayer(3916387, 'Lamar Jackson', 1, 33),
  cmc: espnPlayer(3117251, 'Christian McCaffrey', 2, 25, 'INJURY_RESERVE'),
  barkley: espnPlayer(3929630, 'Saquon Barkley', 2, 21),
  bijan: espnPlayer(4430807, 'Bijan Robinson', 2, 1),
  henry: espnPlayer(3043078, 'Derrick Henry', 2, 33),
  hall: espnPlayer(4427366, 'Breece Hall', 2, 20),
  chase: espnPlayer(4362628, "Ja'Marr Chase", 3, 4),
  jefferson: espnPlayer(4262921, 'Justin Jefferson', 3, 16),
  lamb: espnPlayer(4241389, 'CeeDee Lamb', 3, 6),
  hill: espnPlayer(3116406, 'Tyreek Hill', 3, 15, 'QUESTIONABLE'),
  stbrown: espnPlayer(4374302, 'Amon-Ra St. Brown', 3, 8),
  ajbrown: espnPlayer(4047646, 'A.J. Brown', 3, 21),
  kelce: espnPlayer(15847, 'Travis Kelce', 4, 12),
  andrews: espnPlayer(3116365, 'Mark Andrews', 4, 33, 'OUT'),
  laporta: espnPlayer(4430027, 'Sam LaPorta', 4, 8),
  kittle: espnPlayer(3040151, 'George Kittle', 4, 25),
  tucker: espnPlayer(15683, 'Justin Tucker', 5, 33),
  butker: espnPlayer(3055899, 'Harrison Butker', 5, 12),
  elliott: espnPlayer(3050478, 'Jake Elliott', 5, 21),
  // D/ST pseudo-players: id -(16000 + proTeamId).
  sfDst: espnPlayer(-16025, '49ers D/ST', 16, 25),
  balDst: espnPlayer(-16033, 'Ravens D/ST', 16, 33),
  // Not in the test catalogue.
  reed: espnPlayer(4362249, 'Jayden Reed', 3, 9),
  jsn: espnPlayer(4430878, 'Jaxon Smith-Njigba', 3, 26),
  // A linebacker (IDP): a position Lineup Lab does not project.
  warner: espnPlayer(3915416, 'Fred Warner', 11, 25),
} as const;

/** A roster entry (`teams[].roster.entries[]`) for `player` in lineup slot `lineupSlotId`. */
export function espnRosterEntry(
  player: EspnPlayerFixture,
  lineupSlotId: number,
  onTeamId: number,
  acquisitionType = 'DRAFT',
) {
  return {
    playerId: player.id,
    lineupSlotId,
    acquisitionType,
    acquisitionDate: 1_756_684_800_000,
    injuryStatus: player.injuryStatus,
    status: 'NORMAL',
    pendingTransactionIds: null,
    playerPoolEntry: {
      id: player.id,
      onTeamId,
      appliedStatTotal: 0,
      keeperValue: 0,
      keeperValueFuture: 0,
      lineupLocked: false,
      rosterLocked: false,
      tradeLocked: false,
      status: 'ONTEAM',
      player,
    },
  };
}
export type EspnRosterEntryFixture = ReturnType<typeof espnRosterEntry>;

/** `lineupSlotCounts` as ESPN sends it: every slot id 0–25, zeros included. */
function slotCounts(counts: Record<number, number>): Record<string, number> {
  return Object.fromEntries(Array.from({ length: 26 }, (_, slotId) => [String(slotId), counts[slotId] ?? 0]));
}

/** A scoring item in ESPN's full form. */
function item(statId: number, points: number, pointsOverrides: Record<string, number> = {}) {
  return { statId, points, isReverseItem: false, leagueRanking: 0, leagueTotal: 0, pointsOverrides };
}
const dst = (statId: number, points: number) => item(statId, 0, { '16': points });

/**
 * ESPN's default scoring as a captured 2026 league has it, with `reception` points a catch: D/ST
 * items under the D/ST slot's override, FG by distance (0–39, 40–49, 50–59, 60+), −1 a missed FG,
 * points- and yards-allowed tiers, return TDs and a 1-point safety.
 */
function espnDefaultItems(reception: number) {
  return [
    item(3, 0.04),
    item(4, 4),
    item(19, 2),
    item(20, -2),
    item(24, 0.1),
    item(25, 6),
    item(26, 2),
    item(42, 0.1),
    item(43, 6),
    item(44, 2),
    item(53, reception),
    item(63, 6),
    item(72, -2),
    item(77, 4),
    item(80, 3),
    item(85, -1),
    item(86, 1),
    dst(89, 5),
    dst(90, 4),
    dst(91, 3),
    dst(92, 1),
    item(93, 6, { '16': 6 }),
    dst(95, 2),
    dst(96, 2),
    dst(97, 2),
    dst(98, 2),
    dst(99, 1),
    item(101, 6, { '16': 6 }),
    item(102, 6, { '16': 6 }),
    item(103, 6, { '16': 6 }),
    item(104, 6, { '16': 6 }),
    dst(123, -1),
    dst(124, -3),
    dst(125, -5),
    dst(128, 5),
    dst(129, 3),
    dst(130, 2),
    dst(132, -1),
    dst(133, -3),
    dst(134, -5),
    dst(135, -6),
    dst(136, -7),
    item(198, 5),
    item(201, 6),
    item(206, 2, { '16': 2 }),
    item(209, 1, { '16': 1 }),
  ];
}

/** The private league's: half-PPR with a TE premium, passing per 25 yards, a 300-yard bonus, IDP. */
function privateLeagueItems() {
  return espnDefaultItems(0.5).flatMap((one) => {
    if (one.statId === 3) return [item(8, 1)]; // 1 point per whole 25 passing yards
    if (one.statId === 53) return [item(53, 0.5, { '6': 1 })]; // TE premium: 1 a catch in the TE slot
    if (one.statId === 99) return [item(99, 2, { '16': 1 })]; // an IDP sack 2, a D/ST sack 1
    if (one.statId === 4) return [one, item(17, 3)]; // a 300–399 yard passing game +3
    if (one.statId === 104) return [one, item(109, 1)]; // 1 a tackle (IDP)
    return [one];
  });
}

function member(id: string, displayName: string, name: [string, string] | null, manager = false) {
  return {
    id,
    displayName,
    ...(name && { firstName: name[0], lastName: name[1] }),
    isLeagueCreator: manager,
    isLeagueManager: manager,
    notificationSettings: [],
  };
}

function team(id: number, name: string, abbrev: string, owner: string, entries: EspnRosterEntryFixture[]) {
  return {
    id,
    abbrev,
    name,
    owners: [owner],
    primaryOwner: owner,
    divisionId: 0,
    playoffSeed: id,
    logo: `https://g.espncdn.com/lm-static/logo-packs/core/team-${id}.svg`,
    logoType: 'VECTOR',
    transactionCounter: { acquisitions: 0, drops: 0, trades: 0, moveToActive: 0, moveToIR: 0 },
    record: {
      overall: {
        wins: 6,
        losses: 5,
        ties: 0,
        pointsFor: 1201.4,
        pointsAgainst: 1188.2,
        streakLength: 1,
        streakType: 'WIN',
      },
    },
    roster: { appliedStatTotal: 0, entries },
  };
}

interface LeagueAnswerInput {
  id: string;
  season: number;
  name: string;
  isPublic: boolean;
  slots: Record<number, number>;
  scoringItems: ReturnType<typeof item>[];
  members: ReturnType<typeof member>[];
  teams: ReturnType<typeof team>[];
  active: boolean;
}

/** A whole league answer, every view's part included. */
function leagueAnswer(input: LeagueAnswerInput) {
  return {
    gameId: 1,
    id: Number(input.id),
    seasonId: input.season,
    segmentId: 0,
    scoringPeriodId: input.active ? 12 : 17,
    status: {
      activatedDate: 1_751_328_000_000,
      currentMatchupPeriod: input.active ? 12 : 17,
      firstScoringPeriod: 1,
      finalScoringPeriod: 17,
      latestScoringPeriod: input.active ? 12 : 17,
      isActive: input.active,
      isExpired: false,
      isFull: true,
      isPlayoffMatchupEdited: false,
      isToBeDeleted: false,
      isViewable: true,
      isWaiverOrderEdited: false,
      previousSeasons: input.season > 2017 ? [2017, 2024, 2025] : [],
      standingsUpdateDate: 1_764_000_000_000,
      teamsJoined: input.teams.length,
      waiverLastExecutionDate: 1_764_100_000_000,
      waiverProcessStatus: {},
    },
    draftDetail: { drafted: true, inProgress: false },
    settings: {
      name: input.name,
      size: input.teams.length,
      isPublic: input.isPublic,
      rosterSettings: {
        isBenchUnlimited: false,
        isUsingUndroppableList: true,
        lineupLocktimeType: 'INDIVIDUAL_GAME',
        lineupSlotCounts: slotCounts(input.slots),
        lineupSlotStatLimits: {},
        moveLimit: -1,
        positionLimits: slotCounts({}),
        rosterLocktimeType: 'SOFT',
        universeIds: [1],
      },
      scoringSettings: {
        allowOutOfPositionScoring: false,
        homeTeamBonus: 0,
        matchupTieRule: 'NONE',
        matchupTieRuleBy: 0,
        playerRankType: 'PPR',
        playoffHomeTeamBonus: 0,
        playoffMatchupTieRule: 'NONE',
        playoffMatchupTieRuleBy: 0,
        scoringEnhancementType: 'NONE',
        scoringItems: input.scoringItems,
        scoringType: 'H2H_POINTS',
      },
      scheduleSettings: { matchupPeriodCount: 14, playoffTeamCount: 4, divisions: [] },
      draftSettings: { type: 'SNAKE', keeperCount: 0, pickOrder: [] },
      acquisitionSettings: { isUsingAcquisitionBudget: false, acquisitionBudget: 100 },
      tradeSettings: { vetoVotesRequired: 4 },
    },
    members: input.members,
    teams: input.teams,
  };
}

const P = ESPN_PLAYERS;
const OTHER_TEAM_NAMES = [
  'Fourth and Long',
  'Hail Marys',
  'Red Zone Raiders',
  'Blitz Brigade',
  'Pick Six Pack',
  'Sunday Scaries',
  'Waiver Wire Wizards',
  'Bye Week Blues',
  'Play Action',
  'Two-Minute Drill',
];
/** Teams `from`…`to` with empty rosters, each owned by its own member. */
function otherTeams(from: number, to: number) {
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return {
    members: numbers.map((n) => member(otherSwid(n), `ESPNFAN${4_868_939_000 + n}`, null)),
    teams: numbers.map((n) => team(n, OTHER_TEAM_NAMES[n - from] ?? `Team ${n}`, `T${n}`, otherSwid(n), [])),
  };
}

const publicOthers = otherTeams(3, 10);
/** Public league 13579246 in 2026: 10 teams, PPR, QB/2RB/2WR/TE/FLEX/D-ST/K, 7 bench, 1 IR. */
export const ESPN_PUBLIC_LEAGUE = leagueAnswer({
  id: ESPN_PUBLIC_LEAGUE_ID,
  season: ESPN_FIXTURE_SEASON,
  name: 'Sunday Funday PPR',
  isPublic: true,
  slots: { 0: 1, 2: 2, 4: 2, 6: 1, 16: 1, 17: 1, 20: 7, 21: 1, 23: 1 },
  scoringItems: espnDefaultItems(1),
  // Public leagues' members carry no first and last names.
  members: [
    member(SWIDS.pat, 'PPR Pat', null, true),
    member(SWIDS.chris, 'Chris', null),
    ...publicOthers.members,
  ],
  teams: [
    team(1, 'Gridiron Gurus', 'GG', SWIDS.pat, [
      espnRosterEntry(P.mahomes, 0, 1),
      espnRosterEntry(P.bijan, 2, 1),
      espnRosterEntry(P.chase, 4, 1),
      espnRosterEntry(P.kelce, 6, 1),
      espnRosterEntry(P.barkley, 2, 1),
      espnRosterEntry(P.jefferson, 4, 1),
      espnRosterEntry(P.stbrown, 23, 1),
      espnRosterEntry(P.sfDst, 16, 1),
      espnRosterEntry(P.butker, 17, 1),
      espnRosterEntry(P.hall, 20, 1),
      espnRosterEntry(P.hill, 20, 1),
      espnRosterEntry(P.reed, 20, 1, 'ADD'),
      espnRosterEntry(P.cmc, 21, 1),
    ]),
    // One RB slot and the FLEX left empty.
    team(2, 'Ravens Nest', 'RN', SWIDS.chris, [
      espnRosterEntry(P.allen, 0, 2),
      espnRosterEntry(P.henry, 2, 2),
      espnRosterEntry(P.lamb, 4, 2),
      espnRosterEntry(P.ajbrown, 4, 2),
      espnRosterEntry(P.laporta, 6, 2),
      espnRosterEntry(P.balDst, 16, 2),
      espnRosterEntry(P.tucker, 17, 2),
      espnRosterEntry(P.hurts, 20, 2),
      espnRosterEntry(P.andrews, 20, 2),
    ]),
    ...publicOthers.teams,
  ],
  active: true,
});

const privateOthers = otherTeams(3, 12);
/**
 * Private league 86420975 in 2026: 12 teams, half-PPR with a TE premium, QB/2RB/2WR/TE/FLEX/OP/
 * D-ST/K/LB, 6 bench, 1 IR; ESPN answers 401 unless `ESPN_PRIVATE_COOKIES` are sent.
 */
export const ESPN_PRIVATE_LEAGUE = leagueAnswer({
  id: ESPN_PRIVATE_LEAGUE_ID,
  season: ESPN_FIXTURE_SEASON,
  name: 'Superflex Dynasty',
  isPublic: false,
  slots: { 0: 1, 2: 2, 4: 2, 6: 1, 7: 1, 10: 1, 16: 1, 17: 1, 20: 6, 21: 1, 23: 1 },
  scoringItems: privateLeagueItems(),
  members: [
    member(SWIDS.sam, 'superflex_sam', ['Sam', 'Rivera'], true),
    member(SWIDS.chris, 'Chris', ['Chris', 'Okafor']),
    ...privateOthers.members,
  ],
  teams: [
    // ESPN's order of entries is not the slots' order.
    team(1, 'Two QBs', 'QB2', SWIDS.sam, [
      espnRosterEntry(P.hurts, 7, 1),
      espnRosterEntry(P.lamar, 0, 1),
      espnRosterEntry(P.andrews, 20, 1),
      espnRosterEntry(P.barkley, 2, 1),
      espnRosterEntry(P.warner, 10, 1),
      espnRosterEntry(P.chase, 4, 1),
      espnRosterEntry(P.hall, 2, 1),
      espnRosterEntry(P.hill, 4, 1),
      espnRosterEntry(P.kittle, 6, 1),
      espnRosterEntry(P.bijan, 23, 1),
      espnRosterEntry(P.sfDst, 16, 1),
      espnRosterEntry(P.elliott, 17, 1),
      espnRosterEntry(P.ajbrown, 20, 1),
      espnRosterEntry(P.jsn, 20, 1, 'ADD'),
      espnRosterEntry(P.cmc, 21, 1),
    ]),
    // A second RB and the LB slot left empty.
    team(2, 'Kicker Nation', 'KN', SWIDS.chris, [
      espnRosterEntry(P.mahomes, 0, 2),
      espnRosterEntry(P.allen, 7, 2),
      espnRosterEntry(P.henry, 2, 2),
      espnRosterEntry(P.lamb, 4, 2),
      espnRosterEntry(P.stbrown, 4, 2),
      espnRosterEntry(P.laporta, 6, 2),
      espnRosterEntry(P.jefferson, 23, 2),
      espnRosterEntry(P.balDst, 16, 2),
      espnRosterEntry(P.tucker, 17, 2),
      espnRosterEntry(P.kelce, 20, 2),
      espnRosterEntry(P.butker, 20, 2),
    ]),
    ...privateOthers.teams,
  ],
  active: true,
});

/** The public league's 2017 season as `leagueHistory` answers it: older team names, standard scoring, over. */
export const ESPN_PUBLIC_LEAGUE_2017 = (() => {
  const answer = leagueAnswer({
    id: ESPN_PUBLIC_LEAGUE_ID,
    season: 2017,
    name: 'Sunday Funday',
    isPublic: true,
    slots: { 0: 1, 2: 2, 4: 2, 6: 1, 16: 1, 17: 1, 20: 7, 23: 1 },
    scoringItems: espnDefaultItems(0),
    members: [member(SWIDS.pat, 'PPR Pat', null, true)],
    teams: [team(1, '', 'GG', SWIDS.pat, [espnRosterEntry(P.kelce, 6, 1), espnRosterEntry(P.tucker, 17, 1)])],
    active: false,
  });
  // Before ESPN moved team names into `name` (about 2023), answers had `location` and `nickname`.
  const teams = answer.teams.map(({ name: _name, ...rest }) => ({
    ...rest,
    location: 'Gridiron',
    nickname: 'Gurus',
  }));
  return { ...answer, teams };
})();
