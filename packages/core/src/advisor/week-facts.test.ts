import { describe, expect, it } from 'vitest';
import { TEAM, testWeek } from './test-week.js';
import { lineupChanges, playerFact, weekFacts } from './week-facts.js';
import { nameOf, weekEntries } from './week-roster.js';

const week = testWeek(TEAM);
const entry = (id: string) => {
  const found = weekEntries(week).find((e) => e._id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('playerFact', () => {
  it('gives where he stands, his team, the game and the floor, median and ceiling he counts for', () => {
    expect(playerFact(entry('p-hurts'))).toBe(
      'QB Jalen Hurts (PHI QB) vs NYJ: floor 18.0, median 22.4, ceiling 27.3',
    );
    expect(playerFact(entry('p-hall'))).toBe(
      'RB2 Breece Hall (NYJ RB) at DAL: floor 12.1, median 15.9, ceiling 20.7',
    );
    expect(playerFact(entry('p-chase'))).toBe(
      "Bench Ja'Marr Chase (CIN WR) vs NYJ: floor 15.1, median 19.8, ceiling 25.5",
    );
  });

  it('says why a player counts 0 (a bye, an OUT designation) and names any other designation', () => {
    expect(playerFact(entry('p-jefferson'))).toBe('WR1 Justin Jefferson (MIN WR): on a bye, counts 0.0');
    expect(playerFact(entry('p-cmc'))).toBe(
      'RB1 Christian McCaffrey (SF RB) vs NYJ: IR (Achilles), will not play, counts 0.0',
    );
    expect(playerFact(entry('p-hill'))).toBe(
      'FLEX Tyreek Hill (MIA WR) at NYJ: floor 10.7, median 15.1, ceiling 20.6; Questionable (Wrist)',
    );
  });

  it('says when a player has no projection', () => {
    const none = testWeek([
      { place: 'K', id: 'k', name: 'New Kicker', team: 'KC', position: 'K', figures: null },
    ]);
    expect(playerFact(weekEntries(none)[0] as never)).toBe('K New Kicker (KC K) vs NYJ: no projection');
  });
});

describe('weekFacts', () => {
  it('gives the totals, the optimal lineup, every slot, the bench and the better options', () => {
    const facts = weekFacts(week);
    expect(facts.slice(0, 3)).toEqual([
      "Starters' total in week 6: floor 74.3, median 99.0, ceiling 129.5",
      'Optimal lineup (median): 143.6, 44.6 more than 99.0',
      'Optimal lineup (median) at QB: Lamar Jackson (now Jalen Hurts)',
    ]);
    expect(facts).toContain('Optimal lineup (median) at FLEX: A.J. Brown (now Tyreek Hill)');
    expect(facts.filter((f) => / \((?:[A-Z]{2,3}) (?:QB|RB|WR|TE|K|D\/ST)\)/.test(f))).toHaveLength(16);
    expect(facts).toContain("Better option at FLEX: Ja'Marr Chase, median 19.8 (+4.7)");
    expect(facts).toContain('Better option at QB: Lamar Jackson, median 23.1 (+0.7)');
  });

  it('names an empty slot, and says when the lineup is optimal', () => {
    const small = testWeek([
      { place: 'QB', id: 'qb', name: 'Only Quarterback', team: 'KC', position: 'QB', figures: [10, 20, 30] },
    ]);
    const facts = weekFacts(small);
    expect(facts).toContain('Optimal lineup (median): your starters, 20.0');
    expect(facts).toContain('FLEX: empty');
  });
});

describe('lineupChanges', () => {
  it('lists the slots the optimal lineup fills with someone else, whatever order the moves take', () => {
    expect(
      lineupChanges(week, week.optimal.lineup).map((c) => [
        c.slot,
        nameOf(c.incoming),
        c.outgoing && nameOf(c.outgoing),
      ]),
    ).toEqual([
      ['QB', 'Lamar Jackson', 'Jalen Hurts'],
      ['RB1', 'Bijan Robinson', 'Christian McCaffrey'],
      ['RB2', 'Derrick Henry', 'Breece Hall'],
      ['WR1', "Ja'Marr Chase", 'Justin Jefferson'],
      ['FLEX', 'A.J. Brown', 'Tyreek Hill'],
    ]);
  });
});
