import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { arbRoster, type TestPlayer, testPlayer } from '../test-support/arbitraries.js';
import { rosterProblems } from '../test-support/invariants.js';
import {
  arbLineupCommand,
  arbReplaceCommand,
  runCommand,
  runReplaceCommand,
} from '../test-support/lineup-commands.js';
import { brokenLock, lockedSince, lockMessage, weekKickoffs } from './kickoff-locks.js';
import { locatePlayer, type Roster, rosterPlayers, setSlot, startersOf } from './roster.js';

type Lockable = TestPlayer & { playerName: string; teamName: string };

/** Week 12: KC and BUF kicked off Sunday 1 pm ET, DAL plays Monday night; MIA has a bye. */
const WEEK = weekKickoffs(12, [
  { homeTeam: 'KC', awayTeam: 'BUF', kickoff: '2026-11-29T18:00:00.000Z' },
  { homeTeam: 'DAL', awayTeam: 'NYG', kickoff: '2026-12-01T01:15:00.000Z' },
]);
const SUNDAY_AFTERNOON = new Date('2026-11-29T20:30:00.000Z');
const TEAMS = ['KC', 'DAL', 'MIA', 'BUF'] as const;

/** Each test player on an NFL team of its own (by its id), so some are locked and some are not. */
const lockable = (player: TestPlayer): Lockable => ({
  ...player,
  playerName: `Player ${player._id}`,
  teamName: TEAMS[[...player._id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TEAMS.length] ?? 'MIA',
});
const lockableRoster = (roster: Roster<TestPlayer>): Roster<Lockable> => ({
  lineup: startersOf(roster.lineup).reduce(
    (lineup, { slot, player }) => setSlot(lineup, slot, player && lockable(player)),
    emptyLineup<Lockable>(),
  ),
  bench: roster.bench.map(lockable),
});

const qb = (teamName: string, id: string): Lockable => ({
  ...testPlayer('QB', 20, { _id: id }),
  playerName: `QB of ${teamName}`,
  teamName,
});
const withQb = (player: Lockable | null, bench: Lockable[] = []): Roster<Lockable> => ({
  lineup: setSlot(emptyLineup<Lockable>(), 'QB', player),
  bench,
});

describe('kickoff locks', () => {
  it('locks a player from his game’s kickoff; a later game or a bye does not', () => {
    expect(lockedSince({ teamName: 'KC' }, WEEK, SUNDAY_AFTERNOON)).toBe('2026-11-29T18:00:00.000Z');
    expect(lockedSince({ teamName: 'KC' }, WEEK, new Date('2026-11-29T17:59:59.999Z'))).toBeUndefined();
    expect(lockedSince({ teamName: 'DAL' }, WEEK, SUNDAY_AFTERNOON)).toBeUndefined();
    expect(lockedSince({ teamName: 'MIA' }, WEEK, SUNDAY_AFTERNOON)).toBeUndefined();
  });

  it('refuses moving a started starter, benching him, dropping him, starting a started bench player or adding a started one', () => {
    const mahomes = qb('KC', 'mahomes');
    const allen = qb('BUF', 'allen');
    const dak = qb('DAL', 'dak');
    const started = withQb(mahomes, [allen, dak]);
    const cases: Array<[Roster<Lockable>, Roster<Lockable>, string]> = [
      [
        started,
        withQb(dak, [allen, mahomes]),
        "QB of KC's game has started (Sun 1:00 PM ET): he stays in QB",
      ],
      [started, withQb(null, [allen, dak]), "QB of KC's game has started (Sun 1:00 PM ET): he stays in QB"],
      [
        withQb(dak, [allen]),
        withQb(allen, [dak]),
        "QB of BUF's game has started (Sun 1:00 PM ET): he stays on the bench",
      ],
      [withQb(dak), withQb(dak, [allen]), 'he cannot join the team before week 12 is over'],
    ];
    for (const [before, after, words] of cases) {
      const broken = brokenLock(before, after, WEEK, SUNDAY_AFTERNOON);
      expect(broken, words).toBeDefined();
      expect(broken && lockMessage(broken), words).toContain(words);
    }
    expect(
      brokenLock(withQb(dak, [mahomes]), withQb(null, [mahomes, dak]), WEEK, SUNDAY_AFTERNOON),
    ).toBeUndefined();
  });

  it('says who, since when in Eastern time, and where he stays', () => {
    const broken = brokenLock(withQb(qb('KC', 'mahomes')), withQb(null), WEEK, SUNDAY_AFTERNOON);
    expect(broken && lockMessage(broken)).toBe(
      "QB of KC's game has started (Sun 1:00 PM ET): he stays in QB for week 12",
    );
  });

  it('no sequence of guarded changes, scenario loads and restores moves a locked player (any roster, any commands)', () => {
    const commands = fc.oneof(arbLineupCommand(TEAMS), arbReplaceCommand());
    fc.assert(
      fc.property(
        arbRoster(),
        fc.array(arbLineupCommand(TEAMS), { maxLength: 15 }),
        fc.array(commands, { maxLength: 25 }),
        (start, earlier, ops) => {
          // Before the kickoffs: changes nothing refuses, each a version (or a scenario) to go back to.
          let roster = lockableRoster(start);
          const history: Roster<Lockable>[] = [roster];
          for (const [step, op] of earlier.entries()) {
            const result = runCommand(roster, op, ({ position, team }) => ({
              ...testPlayer(position, 1, { _id: `early-${step}` }),
              playerName: 'Early',
              teamName: team,
            }));
            if (result.ok) roster = result.value;
            history.push(roster);
          }
          const first = roster;
          for (const [step, op] of ops.entries()) {
            if (op.kind === 'load' || op.kind === 'restore') {
              // Loads and restores are not refused: they place around the locks, moving no locked player.
              const result = runReplaceCommand(roster, op, { history, week: WEEK, now: SUNDAY_AFTERNOON });
              if (result.ok) {
                expect(brokenLock(roster, result.value, WEEK, SUNDAY_AFTERNOON)).toBeUndefined();
                expect(rosterProblems(result.value)).toEqual([]);
                roster = result.value;
              }
            } else {
              const result = runCommand(roster, op, ({ position, team }) => ({
                ...testPlayer(position, 1, { _id: `new-${step}` }),
                playerName: 'New',
                teamName: team,
              }));
              // What the server does on every other lineup call: refuse a change that breaks a lock.
              if (result.ok && !brokenLock(roster, result.value, WEEK, SUNDAY_AFTERNOON))
                roster = result.value;
            }
            history.push(roster);
          }
          for (const player of rosterPlayers(first)) {
            if (!lockedSince(player, WEEK, SUNDAY_AFTERNOON)) continue;
            expect(locatePlayer(roster, player._id)?.place).toBe(locatePlayer(first, player._id)?.place);
          }
          for (const player of rosterPlayers(roster)) {
            if (lockedSince(player, WEEK, SUNDAY_AFTERNOON))
              expect(locatePlayer(first, player._id)).toBeDefined();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
