/**
 * ESPN leagues made from the generated DEMO season, so a fresh server (which loads that season:
 * `start-demo-season.ts`) matches their players: the demo catalogue's names, positions and teams,
 * with ESPN's own player ids (`demo-league-players.ts`), a D/ST by its team. Served by
 * `fake-espn.ts` in ESPN's shapes (the fixtures' `ESPN_PUBLIC_LEAGUE` is the template) for the
 * browser suite.
 *
 * - `Monday Night Mayhem` (public, 4 teams, PPR, ESPN's standard slots): Demo Dana's team 1
 *   `Taco Tuesday`, Rival Riley's team 2;
 * - `Superflex Sundays` (private: opened by `cookies` only; 4 teams, half-PPR, an OP slot that our
 *   nine do not have): Dana's team 1 `Fourth Down Tacos` (ten starters, her OP a second QB, a
 *   bench of five of which one invented rookie no catalogue has), Riley's team 2.
 *   `trade` swaps one of Dana's bench players for one of Riley's (what a sync then adds and drops);
 *   `renewedCookies` are what ESPN's cookies become when the old ones expire.
 *
 * Every league is of the season asked for: give the season the server's calendar is in
 * (`nflSeasonAt(now)`), as the import page offers it.
 */
import { nflSeasonAt } from '@lineup-lab/core';
import {
  DEMO_NFL_TEAMS,
  type DemoLeaguePlayer,
  type DemoNflTeam,
  demoPicker,
  demoSeasonPlayers,
  unknownPlayer,
} from './demo-league-players.js';
import { ESPN_PUBLIC_LEAGUE, type EspnPlayerFixture, espnRosterEntry } from './espn-fixtures.js';
import type { FakeEspn, FakeEspnAnswer, FakeEspnData } from './fake-espn.js';

/** ESPN's `defaultPositionId` by our position. */
const POSITION_IDS: Readonly<Record<string, number>> = { QB: 1, RB: 2, WR: 3, TE: 4, K: 5, 'D/ST': 16 };
/** ESPN's `eligibleSlots` by `defaultPositionId`, as real players carry them. */
const ELIGIBLE: Readonly<Record<number, number[]>> = {
  1: [0, 7, 20, 21],
  2: [2, 3, 7, 20, 21, 23],
  3: [3, 4, 5, 7, 20, 21, 23],
  4: [5, 6, 7, 20, 21, 23],
  5: [17, 20, 21],
  16: [16, 20, 21],
};
/** ESPN's lineup slot ids. */
const SLOT = { QB: 0, RB: 2, WR: 4, TE: 6, OP: 7, DST: 16, K: 17, BENCH: 20, IR: 21, FLEX: 23 } as const;

/** A demo player as ESPN rosters him: his ESPN id and the lineup slot he is in. */
interface DemoEspnPlayer extends DemoLeaguePlayer {
  readonly espnId: number;
  readonly lineupSlotId: number;
}

/** A demo ESPN league, for tests to name what they expect. */
interface DemoEspnLeague {
  readonly leagueId: string;
  readonly name: string;
  /** The league's address as the browser shows it (with `leagueId` and `seasonId`), to paste. */
  readonly address: string;
  /** Demo Dana's team (team 1): its name and players (starters in ESPN's order, then the bench). */
  readonly teamName: string;
  readonly starters: readonly DemoEspnPlayer[];
  readonly bench: readonly DemoEspnPlayer[];
  /** The cookies that open it (`null`: public). */
  readonly cookies: { readonly espnS2: string; readonly swid: string } | null;
}

/** What the demo ESPN data holds. */
export interface DemoEspnWorld {
  /** The season of every league (the one asked for). */
  readonly season: number;
  /** What `startFakeEspn` serves. */
  readonly data: FakeEspnData;
  readonly publicLeague: DemoEspnLeague;
  readonly privateLeague: DemoEspnLeague & {
    readonly cookies: { readonly espnS2: string; readonly swid: string };
    /** The cookies once the first have expired (`fake.setCookies(…)`): Dana's SWID, a new espn_s2. */
    readonly renewedCookies: { readonly espnS2: string; readonly swid: string };
    /** Dana's player no catalogue has (on the bench). */
    readonly unknown: DemoEspnPlayer;
  };
  /** In the private league, Dana's bench player `dropped` for Riley's `added`. */
  readonly trade: {
    readonly added: DemoEspnPlayer;
    readonly dropped: DemoEspnPlayer;
    /** Makes the trade at the fake. */
    apply(fake: FakeEspn): void;
    /** Trades them back. */
    undo(fake: FakeEspn): void;
  };
}

const PUBLIC_LEAGUE_ID = '24681357';
const PRIVATE_LEAGUE_ID = '97531864';

/** The members, by their SWIDs (Dana's is her SWID cookie's value). */
const SWIDS = {
  dana: '{D4A7C3E1-2B9F-4C6D-8E5A-1F0B3C7D9E21}',
  riley: '{B2E8F6A4-7C1D-4E3B-9A5F-6D2C8B0E4F13}',
  three: '{C9D1E7B3-5A2F-4B8C-8D6E-3F7A1B9C5D32}',
  four: '{E6F3A9C5-1D7B-4A2E-9C4F-8B5D2E6A7C43}',
} as const;

/** espn_s2 values as a browser holds them, URL-encoded (made up). */
const DANA_ESPN_S2 =
  'AEAdemoDanaLineupLabTestOnly%2Bk3Pq8Wz1Xv6Nb4Rt7Ym2Lc9Hs5Jd0Fg3Ka8Ue1Qi6Ow4Ez7Tr2Yp5As9Df%2FGh1Jk%3D%3D';
const DANA_RENEWED_ESPN_S2 =
  'AEBdemoDanaRenewedTestOnly%2Bm7Xc2Vb9Nq4Wl1Ks6Jh3Gf8Dd5Sa0Pz7Oi2Uy9Tr4Ee1Ww6Qq3Rr8Tt5Yy0Uu%2FIi9Oo%3D%3D';

/** `lineupSlotCounts` as ESPN sends it: every slot id 0–25, zeros included. */
function slotCounts(counts: Readonly<Record<number, number>>): Record<string, number> {
  return Object.fromEntries(Array.from({ length: 26 }, (_, slotId) => [String(slotId), counts[slotId] ?? 0]));
}

/** `playerPoolEntry.player` for a demo player (a D/ST is `<nickname> D/ST`, id −(16000 + team id)). */
function espnPlayerOf(player: DemoEspnPlayer): EspnPlayerFixture {
  const positionId = POSITION_IDS[player.position];
  const team = DEMO_NFL_TEAMS[player.team as DemoNflTeam];
  if (positionId === undefined || !team) throw new Error(`No ESPN player for ${player.name}`);
  const defence = positionId === 16;
  const [first = '', ...rest] = player.name.split(' ');
  return {
    id: player.espnId,
    fullName: defence ? `${team.nickname} D/ST` : player.name,
    firstName: defence ? team.nickname : first,
    lastName: defence ? 'D/ST' : rest.join(' '),
    defaultPositionId: positionId,
    proTeamId: team.espnId,
    eligibleSlots: ELIGIBLE[positionId] ?? [20, 21],
    injured: false,
    injuryStatus: 'ACTIVE',
    active: true,
    droppable: true,
    jersey: '',
    stats: [],
  };
}

/** Gives demo players ESPN ids (from 4_900_001; a D/ST its team's) in the slots given. */
function espnIds() {
  let next = 4_900_000;
  return (player: DemoLeaguePlayer, lineupSlotId: number): DemoEspnPlayer => {
    next += 1;
    const team = DEMO_NFL_TEAMS[player.team as DemoNflTeam];
    const espnId = player.position === 'D/ST' ? -(16_000 + team.espnId) : next;
    return { ...player, espnId, lineupSlotId };
  };
}

type Template = typeof ESPN_PUBLIC_LEAGUE;
type TemplateTeam = Template['teams'][number];

function member(id: string, displayName: string, name: [string, string] | null, manager: boolean) {
  return {
    id,
    displayName,
    ...(name && { firstName: name[0], lastName: name[1] }),
    isLeagueCreator: manager,
    isLeagueManager: manager,
    notificationSettings: [],
  };
}

function team(id: number, name: string, abbrev: string, owner: string, players: readonly DemoEspnPlayer[]) {
  const base = ESPN_PUBLIC_LEAGUE.teams[0] as TemplateTeam;
  return {
    ...structuredClone(base),
    id,
    abbrev,
    name,
    owners: [owner],
    primaryOwner: owner,
    playoffSeed: id,
    logo: `https://g.espncdn.com/lm-static/logo-packs/core/team-${id}.svg`,
    roster: {
      appliedStatTotal: 0,
      entries: players.map((player) => espnRosterEntry(espnPlayerOf(player), player.lineupSlotId, id)),
    },
  };
}

/** A whole league answer (every view's part), the fixtures' public league as its template. */
function leagueAnswer(input: {
  leagueId: string;
  season: number;
  name: string;
  isPublic: boolean;
  slots: Readonly<Record<number, number>>;
  /** Points a reception (ESPN's stat 53). */
  reception: number;
  members: ReturnType<typeof member>[];
  teams: ReturnType<typeof team>[];
}): FakeEspnAnswer {
  const answer = structuredClone(ESPN_PUBLIC_LEAGUE);
  const { settings } = answer;
  return {
    ...answer,
    id: Number(input.leagueId),
    seasonId: input.season,
    status: { ...answer.status, previousSeasons: [], teamsJoined: input.teams.length },
    settings: {
      ...settings,
      name: input.name,
      size: input.teams.length,
      isPublic: input.isPublic,
      rosterSettings: { ...settings.rosterSettings, lineupSlotCounts: slotCounts(input.slots) },
      scoringSettings: {
        ...settings.scoringSettings,
        playerRankType: input.reception === 1 ? 'PPR' : 'STANDARD',
        scoringItems: settings.scoringSettings.scoringItems.map((item) =>
          item.statId === 53 ? { ...item, points: input.reception } : item,
        ),
      },
    },
    members: input.members,
    teams: input.teams,
  } as unknown as FakeEspnAnswer;
}

/**
 * The demo ESPN data for `season`.
 * @example
 * const demo = demoEspnData(2025);
 * const espn = await startFakeEspn(demo.data);
 * demo.trade.apply(espn); // Dana traded a bench player
 */
export function demoEspnData(season: number): DemoEspnWorld {
  const players = demoSeasonPlayers(season);
  const members = [
    member(SWIDS.dana, 'Demo Dana', ['Dana', 'Demo'], true),
    member(SWIDS.riley, 'Rival Riley', ['Riley', 'Rival'], false),
    member(SWIDS.three, 'ESPNFAN4868939003', null, false),
    member(SWIDS.four, 'ESPNFAN4868939004', null, false),
  ];
  const emptyTeams = [
    team(3, 'Hail Marys', 'HM', SWIDS.three, []),
    team(4, 'Blitz Brigade', 'BB', SWIDS.four, []),
  ];
  const address = (leagueId: string, page = 'league') =>
    `https://fantasy.espn.com/football/${page}?leagueId=${leagueId}${page === 'team' ? '&teamId=1' : ''}&seasonId=${season}`;

  // The public league: ESPN's standard slots, PPR.
  const publicPick = demoPicker(players);
  const publicId = espnIds();
  const publicStarters = [
    publicId(publicPick('QB', 'KC'), SLOT.QB),
    publicId(publicPick('RB', 'BAL'), SLOT.RB),
    publicId(publicPick('RB', 'SF'), SLOT.RB),
    publicId(publicPick('WR', 'CIN'), SLOT.WR),
    publicId(publicPick('WR', 'DET'), SLOT.WR),
    publicId(publicPick('TE', 'PHI'), SLOT.TE),
    publicId(publicPick('WR', 'LAR'), SLOT.FLEX),
    publicId(publicPick('D/ST', 'BUF'), SLOT.DST),
    publicId(publicPick('K', 'DAL'), SLOT.K),
  ];
  const publicBench = [
    publicId(publicPick('QB', 'CIN'), SLOT.BENCH),
    publicId(publicPick('RB', 'GB'), SLOT.BENCH),
  ];
  const publicRiley = [
    publicId(publicPick('QB', 'BUF'), SLOT.QB),
    publicId(publicPick('RB', 'ATL'), SLOT.RB),
    publicId(publicPick('WR', 'MIN'), SLOT.WR),
    publicId(publicPick('TE', 'KC'), SLOT.TE),
    publicId(publicPick('K', 'KC'), SLOT.K),
  ];
  const publicLeague: DemoEspnLeague = {
    leagueId: PUBLIC_LEAGUE_ID,
    name: 'Monday Night Mayhem',
    address: address(PUBLIC_LEAGUE_ID),
    teamName: 'Taco Tuesday',
    starters: publicStarters,
    bench: publicBench,
    cookies: null,
  };

  // The private league: an OP slot, half-PPR; Dana's OP is a second QB.
  const pick = demoPicker(players);
  const id = espnIds();
  const starters = [
    id(pick('QB', 'BUF'), SLOT.QB),
    id(pick('RB', 'SF'), SLOT.RB),
    id(pick('RB', 'ATL'), SLOT.RB),
    id(pick('WR', 'MIN'), SLOT.WR),
    id(pick('WR', 'CIN'), SLOT.WR),
    id(pick('TE', 'KC'), SLOT.TE),
    id(pick('RB', 'DET'), SLOT.FLEX),
    id(pick('QB', 'BAL'), SLOT.OP),
    id(pick('D/ST', 'SF'), SLOT.DST),
    id(pick('K', 'KC'), SLOT.K),
  ];
  const unknown = id(
    unknownPlayer(players, { name: 'Rico Valdane', position: 'WR', team: 'CHI' }),
    SLOT.BENCH,
  );
  const bench = [
    id(pick('RB', 'PHI'), SLOT.BENCH),
    id(pick('WR', 'DAL'), SLOT.BENCH),
    id(pick('TE', 'DET'), SLOT.BENCH),
    id(pick('WR', 'MIN', 1), SLOT.BENCH),
    unknown,
  ];
  const riley = [
    id(pick('QB', 'KC'), SLOT.QB),
    id(pick('RB', 'BAL'), SLOT.RB),
    id(pick('RB', 'NYJ'), SLOT.RB),
    id(pick('WR', 'DET'), SLOT.WR),
    id(pick('WR', 'LAR'), SLOT.WR),
    id(pick('TE', 'PHI'), SLOT.TE),
    id(pick('WR', 'SEA'), SLOT.FLEX),
    id(pick('QB', 'CIN'), SLOT.OP),
    id(pick('D/ST', 'DAL'), SLOT.DST),
    id(pick('K', 'DAL'), SLOT.K),
  ];
  const rileyBench = [id(pick('RB', 'GB'), SLOT.BENCH), id(pick('WR', 'HOU'), SLOT.BENCH)];
  const cookies = { espnS2: DANA_ESPN_S2, swid: SWIDS.dana };
  const privateLeague = {
    leagueId: PRIVATE_LEAGUE_ID,
    name: 'Superflex Sundays',
    address: address(PRIVATE_LEAGUE_ID, 'team'),
    teamName: 'Fourth Down Tacos',
    starters,
    bench,
    cookies,
    renewedCookies: { espnS2: DANA_RENEWED_ESPN_S2, swid: SWIDS.dana },
    unknown,
  };

  // The trade: Dana's second bench player (a WR) for Riley's first (an RB).
  const dropped = bench[1] as DemoEspnPlayer;
  const added = rileyBench[0] as DemoEspnPlayer;
  const move = (fake: FakeEspn, player: DemoEspnPlayer, toTeamId: number) =>
    fake.trade(PRIVATE_LEAGUE_ID, season, player.espnId, toTeamId, SLOT.BENCH);

  return {
    season,
    data: {
      leagues: [
        {
          answer: leagueAnswer({
            leagueId: PUBLIC_LEAGUE_ID,
            season,
            name: publicLeague.name,
            isPublic: true,
            slots: { 0: 1, 2: 2, 4: 2, 6: 1, 23: 1, 16: 1, 17: 1, 20: 7, 21: 1 },
            reception: 1,
            members,
            teams: [
              team(1, publicLeague.teamName, 'TACO', SWIDS.dana, [...publicStarters, ...publicBench]),
              team(2, 'Riley Rockets', 'RR', SWIDS.riley, publicRiley),
              ...emptyTeams,
            ],
          }),
          cookies: null,
        },
        {
          answer: leagueAnswer({
            leagueId: PRIVATE_LEAGUE_ID,
            season,
            name: privateLeague.name,
            isPublic: false,
            slots: { 0: 1, 2: 2, 4: 2, 6: 1, 23: 1, 7: 1, 16: 1, 17: 1, 20: 6, 21: 1 },
            reception: 0.5,
            members,
            teams: [
              team(1, privateLeague.teamName, 'FDT', SWIDS.dana, [...starters, ...bench]),
              team(2, 'Riley Rockets', 'RR', SWIDS.riley, [...riley, ...rileyBench]),
              ...emptyTeams,
            ],
          }),
          cookies: { ...cookies },
        },
      ],
    },
    publicLeague,
    privateLeague,
    trade: {
      added,
      dropped,
      apply(fake) {
        move(fake, dropped, 2);
        move(fake, added, 1);
      },
      undo(fake) {
        move(fake, added, 2);
        move(fake, dropped, 1);
      },
    },
  };
}

/** The demo ESPN data for the season the calendar is in at `now` (the season the import page offers first). */
export function demoEspnDataAt(now: Date): DemoEspnWorld {
  return demoEspnData(nflSeasonAt(now));
}
