import { describe, expect, it } from 'vitest';
import { citedFacts } from './cited-facts.js';

const FACTS = [
  "Starters' total in week 6: floor 74.3, median 99.0, ceiling 129.5",
  'Optimal lineup (median): 144.2, 45.2 more than 99.0',
  'Optimal lineup (median) at FLEX: Breece Hall (now Tyreek Hill)',
  'FLEX Tyreek Hill (MIA WR) vs NYJ: floor 10.7, median 15.1, ceiling 20.6; Questionable (Wrist)',
  "Bench Ja'Marr Chase (CIN WR) at NYJ: floor 15.1, median 19.8, ceiling 25.5",
  "Better option at FLEX: Ja'Marr Chase, median 19.8 (+4.7)",
];
const playerNames = ['Tyreek Hill', "Ja'Marr Chase", 'Breece Hall'];

describe('citedFacts', () => {
  it('gives the players’ own facts for the players an answer names and the numbers it states', () => {
    expect(
      citedFacts({ answer: 'Start Chase over Hill: 19.8 against 15.1.', facts: FACTS, playerNames }),
    ).toEqual([FACTS[3], FACTS[4]]);
  });

  it('gives the first fact holding a stated number, and none for an answer with neither', () => {
    expect(citedFacts({ answer: 'Your starters project 99.0.', facts: FACTS, playerNames })).toEqual([
      FACTS[0],
    ]);
    expect(citedFacts({ answer: 'The optimal lineup gains 45.2.', facts: FACTS, playerNames })).toEqual([
      FACTS[1],
    ]);
    expect(citedFacts({ answer: 'Good luck this week!', facts: FACTS, playerNames })).toEqual([]);
  });
});
