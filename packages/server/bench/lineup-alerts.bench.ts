/**
 * `pnpm --filter @lineup-lab/server exec tsx --conditions=@lineup-lab/source bench/lineup-alerts.bench.ts`:
 * what lineup alerts cost after an injury write, on the embedded store, at the HTTP benchmark's
 * numbers of users (5,000, and 100,000), each with one full team, as `bench/bench-server.ts` fills
 * them (BENCH_ALERT_TEAMS=5000,100000 to choose). Every team starts the same 8 players and one of
 * 100 wide receivers at WR1 (so each of those is started by 1% of the teams), with a bench of 7.
 * Prints, per size: the search for the teams starting a player no team starts (the scan every
 * injury write pays: median of 5), one round of alerts for a WR1 ruled Out (1% of the teams
 * mailed, to the store's outbox: median of 3, each round a new status so that it mails again), and
 * at 5,000 one round for the quarterback every team starts (every owner mailed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyLineup, type InjuryStatus, type LineupOf, type Position } from '@lineup-lab/core';
import type { Game } from '@lineup-lab/engine';
import { createStoreMailer } from '../src/adapters/mail/store-mailer.js';
import { openStore } from '../src/adapters/store/open-store.js';
import { silentLogger } from '../src/logger.js';
import { COLLECTIONS, ensureIndexes } from '../src/ports/collections.js';
import type { Store } from '../src/ports/store.js';
import type { PlayerRecord } from '../src/records/player-record.js';
import type { PlayerRef, TeamRecord } from '../src/records/team-record.js';
import { newUserRecord } from '../src/records/user-record.js';
import { createSeasonCalendar } from '../src/season/season-calendar.js';
import { sendLineupAlerts } from '../src/use-cases/alerts/send-lineup-alerts.js';
import { teamsToAlert } from '../src/use-cases/alerts/teams-to-alert.js';

const SIZES = (process.env.BENCH_ALERT_TEAMS ?? '5000,100000').split(',').map(Number);
const SEASON = 2025;
/** The Friday before week 6 of the schedule below: users plan week 6. */
const NOW = new Date('2025-10-10T12:00:00.000Z');
const WEEK = 6;
const NFL = [
  'KC',
  'BUF',
  'PHI',
  'DAL',
  'SF',
  'MIA',
  'CIN',
  'BAL',
  'DET',
  'MIN',
  'ATL',
  'NYJ',
  'LAR',
  'GB',
  'HOU',
  'PIT',
];
const RECEIVERS = 100;
const CHUNK = 1_000;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

const ref = (_id: string, position: Position, i: number): PlayerRef => ({
  _id,
  playerName: `Player ${_id}`,
  teamName: NFL[i % NFL.length] ?? 'KC',
  position,
});
const core = {
  qb: ref('qb', 'QB', 0),
  rb1: ref('rb-1', 'RB', 1),
  rb2: ref('rb-2', 'RB', 2),
  wr2: ref('wr-core', 'WR', 3),
  te: ref('te', 'TE', 4),
  flex: ref('rb-3', 'RB', 5),
  dst: ref('dst', 'D/ST', 6),
  k: ref('k', 'K', 7),
};
const bench = [
  ref('qb-2', 'QB', 8),
  ref('rb-4', 'RB', 9),
  ref('rb-5', 'RB', 10),
  ref('wr-b1', 'WR', 11),
  ref('wr-b2', 'WR', 12),
  ref('te-2', 'TE', 13),
  ref('k-2', 'K', 14),
];
const receivers = Array.from({ length: RECEIVERS }, (_, i) => ref(`wr-${i}`, 'WR', i));

/** A team's lineup with the i-th receiver at WR1. */
function lineupOf(i: number): LineupOf<PlayerRef> {
  return {
    ...emptyLineup<PlayerRef>(),
    quarterback: core.qb,
    runningBacks: [core.rb1, core.rb2],
    wideReceivers: [receivers[i % RECEIVERS] ?? core.wr2, core.wr2],
    tightEnd: core.te,
    flex: core.flex,
    defenseST: core.dst,
    kicker: core.k,
  };
}

/** The 2025 regular season, every NFL team above in a game each Sunday from September 7th. */
function schedule(): Game[] {
  const games: Game[] = [];
  for (let week = 1; week <= 18; week++) {
    for (let g = 0; g < NFL.length / 2; g++) {
      const [home, away] = [NFL[2 * g] ?? 'KC', NFL[2 * g + 1] ?? 'BUF'];
      const kickoff = new Date(Date.UTC(2025, 8, 7, 17) + (week - 1) * 7 * 86_400_000).toISOString();
      games.push({
        _id: `${SEASON}_${week}_${away}_${home}`,
        season: SEASON,
        week,
        gameType: 'REG',
        kickoff,
        homeTeam: home,
        awayTeam: away,
        spreadLine: null,
        totalLine: null,
        homeScore: week < WEEK ? 24 : null,
        awayScore: week < WEEK ? 17 : null,
      });
    }
  }
  return games;
}

async function fill(store: Store, teams: number): Promise<void> {
  await COLLECTIONS.nflGames.of(store).insertMany(schedule());
  const players: PlayerRecord[] = [...Object.values(core), ...bench, ...receivers].map((player, i) => ({
    ...player,
    projections: { conservative: 5 + (i % 9), median: 9 + (i % 11), aggressive: 14 + (i % 13) },
  }));
  await COLLECTIONS.players.of(store).insertMany(players);
  const createdAt = NOW.toISOString();
  for (let from = 0; from < teams; from += CHUNK) {
    const ids = Array.from({ length: Math.min(CHUNK, teams - from) }, (_, k) => from + k);
    await COLLECTIONS.users.of(store).insertMany(
      ids.map((i) => ({
        ...newUserRecord({ _id: `user-${i}`, sub: `sub-${i}`, email: `user-${i}@bench.test`, createdAt }),
        teamCount: 1,
      })),
    );
    await COLLECTIONS.teams.of(store).insertMany(
      ids.map(
        (i): TeamRecord => ({
          _id: `team-${i}`,
          ownerId: `user-${i}`,
          teamName: 'Benchmark Bandits',
          teamKey: 'benchmark bandits',
          lineups: [lineupOf(i)],
          bench,
          version: 0,
          createdAt,
          updatedAt: createdAt,
        }),
      ),
    );
  }
}

/** Rules a player `status` for week 6, as an injury write stores it. */
async function rule(store: Store, playerId: string, status: InjuryStatus): Promise<void> {
  const version = {
    report: { status, bodyPart: 'Knee', description: null, practice: null },
    updatedAt: NOW.toISOString(),
    updatedBy: 'bench',
    updatedBySub: null,
    source: 'admin' as const,
  };
  await COLLECTIONS.injuryReports.of(store).updateOne(
    { _id: `${SEASON}:${WEEK}:${playerId}` },
    {
      $set: { ...version, playerName: `Player ${playerId}` },
      $push: { history: version },
      $setOnInsert: { playerId, season: SEASON, week: WEEK },
    },
    { upsert: true },
  );
}

for (const size of SIZES) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lineup-alerts-bench-'));
  try {
    const store = await openStore({ dataDir, mongodbUri: undefined });
    await ensureIndexes(store);
    let started = performance.now();
    await fill(store, size);
    const filled = performance.now() - started;
    const clock = { now: () => NOW };
    const ctx = {
      store,
      clock,
      calendar: createSeasonCalendar({ store, clock }),
      lineupAlerts: {
        mailer: createStoreMailer({ store, clock, logger: silentLogger }),
        appUrl: 'http://localhost:5005',
      },
    };
    const scans: number[] = [];
    for (let round = 0; round < 5; round++) {
      started = performance.now();
      const found = await teamsToAlert(ctx, {
        season: SEASON,
        week: WEEK,
        playerIds: ['nobody'],
        byeTeams: [],
      });
      scans.push(performance.now() - started);
      if (found.length !== 0) throw new Error('A team starts nobody?');
    }
    const rounds: number[] = [];
    let mailed = 0;
    for (const status of ['Out', 'Doubtful', 'Questionable'] as const) {
      await rule(store, 'wr-7', status);
      started = performance.now();
      const report = await sendLineupAlerts(ctx, {
        changed: [{ playerId: 'wr-7', season: SEASON, week: WEEK }],
        byes: false,
      });
      rounds.push(performance.now() - started);
      mailed = report.mailed;
    }
    const line = [
      `${size.toLocaleString('en')} teams (filled in ${(filled / 1000).toFixed(1)} s):`,
      `search ${median(scans).toFixed(1)} ms;`,
      `alerts for a player 1% start ${median(rounds).toFixed(0)} ms (${mailed} mails)`,
    ];
    if (size <= 5_000) {
      await rule(store, 'qb', 'Out');
      started = performance.now();
      const everyone = await sendLineupAlerts(ctx, {
        changed: [{ playerId: 'qb', season: SEASON, week: WEEK }],
        byes: false,
      });
      line.push(
        `; for one every team starts ${(performance.now() - started).toFixed(0)} ms (${everyone.mailed} mails)`,
      );
    }
    console.log(line.join(' '));
    await store.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
