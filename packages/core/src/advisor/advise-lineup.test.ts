import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECTION_MODES } from '../contract/entities.js';
import { BENCH, type Position, STARTING_SLOTS } from '../positions.js';
import { adviseLineup } from './advise-lineup.js';
import { numbersIn, numbersNotIn } from './numbers-in.js';
import { TEAM, type TestRow, testWeek } from './test-week.js';

const week = testWeek(TEAM);

const QUESTIONS = [
  'Start Chase or Hill?',
  "I'm the underdog: Hall or A.J. Brown?",
  'Should I start Bijan?',
  'Who should I play at FLEX?',
  "I'm the underdog this week",
  'We are the favourite, protect the lead',
  'Safe floor or big ceiling?',
  'Any injuries or byes?',
  'Is my lineup optimal?',
  'What is the weather in Green Bay?',
  'Start Brown or Hill?',
  'Lamar, Hurts or Hall?',
];

describe('adviseLineup', () => {
  it.each([
    ['Start Chase or Hill?', 'startOrSit', "Start Ja'Marr Chase over Tyreek Hill: median 19.8 against 15.1."],
    [
      "i'm the underdog — hall or aj brown?",
      'startOrSit',
      'Start A.J. Brown over Breece Hall: ceiling 26.9 against 20.7.',
    ],
    [
      'protect a lead: HALL or a.j. brown?',
      'startOrSit',
      'Start Breece Hall over A.J. Brown: floor 12.1 against 9.0.',
    ],
    [
      'Who should I play at FLEX?',
      'flex',
      "Put Ja'Marr Chase at FLEX instead of Tyreek Hill: median 19.8 against 15.1.",
    ],
    ["I'm the underdog this week", 'floorOrCeiling', 'start A.J. Brown at WR1 for Justin Jefferson'],
    [
      'We are the favourite, protect the lead',
      'floorOrCeiling',
      'start Bijan Robinson at RB1 for Christian McCaffrey',
    ],
    ['Any injuries or byes?', 'injuriesAndByes', 'At RB1, start Bijan Robinson instead (median 19.6).'],
    [
      'Is my lineup optimal?',
      'optimal',
      'the optimal lineup projects 143.6 on the median, 44.6 more than yours (99.0)',
    ],
    [
      'What is the weather in Green Bay?',
      'overview',
      'your starters project 99.0 (floor 74.3, ceiling 129.5)',
    ],
  ] as const)('%s → %s', (question, topic, cited) => {
    const answer = adviseLineup(question, week);
    expect(answer.topic).toBe(topic);
    expect(answer.advice).toContain(cited);
    expect(answer.facts.length).toBeGreaterThan(0);
  });

  it('fills change with the one lineup move it suggests, ready for move-player; none for a started player', () => {
    const chase = { playerId: 'p-chase', playerName: "Ja'Marr Chase", from: 'BENCH', to: 'FLEX', gain: 4.7 };
    expect(adviseLineup('Start Chase or Hill?', week).change).toEqual(chase);
    expect(adviseLineup('Who should I play at FLEX?', week).change).toEqual(chase);
    // The optimal lineup's best single move on the median: Chase (19.8) into WR1, where Jefferson is on a bye (0).
    expect(adviseLineup('Is my lineup optimal?', week).change).toEqual({ ...chase, to: 'WR1', gain: 19.8 });
    expect(adviseLineup('Any injuries or byes?', week).change).toBeUndefined();
    const sunday = testWeek(TEAM);
    const hill = sunday.slots.find((s) => s.slot === 'FLEX')?.player;
    if (!hill) throw new Error('no FLEX');
    Object.assign(hill, { locked: true });
    const locked = adviseLineup('Start Chase or Hill?', sunday);
    expect(locked.advice).toContain("Start Ja'Marr Chase over Tyreek Hill");
    expect(locked.change).toBeUndefined();
  });

  it('asks for the full name when a word names two players', () => {
    expect(adviseLineup('Start Brown or Hill?', week).advice.split('\n')[0]).toBe(
      '"brown" names more than one of your players: use the full name.',
    );
  });

  it('answers in the request’s mode unless the question asks for the floor or the ceiling', () => {
    const ceilingWeek = testWeek(TEAM, 'aggressive');
    expect(adviseLineup('Start Hall or A.J. Brown?', ceilingWeek).advice).toContain(
      'ceiling 26.9 against 20.7',
    );
    expect(adviseLineup('Start Hall or A.J. Brown? I want the safe floor', ceilingWeek).advice).toContain(
      'floor 12.1 against 9.0',
    );
  });

  it('states only numbers its facts hold, and only players of the team, for every kind of question', () => {
    const names = TEAM.map((row) => row.name);
    for (const question of QUESTIONS) {
      const answer = adviseLineup(question, week);
      expect({ question, extra: numbersNotIn(answer.advice, answer.facts.flatMap(numbersIn)) }).toEqual({
        question,
        extra: [],
      });
      for (const fact of answer.facts)
        expect(names.some((name) => fact.includes(name)) || /total|lineup/.test(fact)).toBe(true);
    }
  });

  it('never states a number its facts do not hold, on any team in any mode (property)', () => {
    const positions: Position[] = ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'K', 'D/ST', 'RB', 'WR', 'TE'];
    const figure = fc.double({ min: 0, max: 40, noNaN: true }).map((x) => Math.round(x * 100) / 100);
    const row = fc.record({
      figures: fc.option(
        fc.tuple(figure, figure, figure).map((t) => [...t].sort((a, b) => a - b) as [number, number, number]),
        { nil: null },
      ),
      bye: fc.boolean(),
      injury: fc.constantFrom(undefined, ['Out', 'Knee'] as const, ['Questionable', 'Ankle'] as const),
    });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 4, maxLength: 16 }),
        fc.constantFrom(...PROJECTION_MODES),
        fc.constantFrom(...QUESTIONS),
        (rows, mode, question) => {
          const slots = STARTING_SLOTS;
          const team: TestRow[] = rows.map((r, i) => {
            const position = positions[i % positions.length] as Position;
            return {
              place:
                i < slots.length && i % positions.length === i
                  ? ((['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'K', 'D/ST', 'FLEX'] as const)[i] ?? BENCH)
                  : BENCH,
              id: `p${i}`,
              name:
                [
                  'Jalen Hurts',
                  'Breece Hall',
                  'Bijan Robinson',
                  "Ja'Marr Chase",
                  'Tyreek Hill',
                  'Sam LaPorta',
                  'Jake Elliott',
                  '49ers D/ST',
                  'A.J. Brown',
                  'Amon-Ra St. Brown',
                  'Mark Andrews',
                  'Derrick Henry',
                  'Lamar Jackson',
                  'CeeDee Lamb',
                  'Ravens D/ST',
                  'Justin Tucker',
                ][i] ?? `Player ${i}`,
              team: 'KC',
              position,
              figures: r.figures,
              bye: r.bye,
              ...(r.injury ? { injury: [...r.injury] as [never, string] } : {}),
            };
          });
          const answer = adviseLineup(question, testWeek(team, mode));
          expect(numbersNotIn(answer.advice, answer.facts.flatMap(numbersIn))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
