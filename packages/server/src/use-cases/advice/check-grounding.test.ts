import { describe, expect, it } from 'vitest';
import { checkGrounding, isPartOfName, nameCandidates } from './check-grounding.js';

const FACTS = [
  "Starters' total in week 6: floor 74.3, median 99.0, ceiling 129.5",
  'FLEX Tyreek Hill (MIA WR) vs NYJ: floor 10.7, median 15.1, ceiling 20.6; Questionable (Wrist)',
  "Bench Ja'Marr Chase (CIN WR) at NYJ: floor 15.1, median 19.8, ceiling 25.5",
  'Bench Amon-Ra St. Brown (DET WR) vs NYJ: floor 14.2, median 16.0, ceiling 18.1',
];
const TEAM = ['Tyreek Hill', "Ja'Marr Chase", 'Amon-Ra St. Brown', '49ers D/ST'];

const check = (answer: string, catalogue: readonly string[] = []) =>
  checkGrounding({
    answer,
    facts: FACTS,
    knownNames: [...TEAM, 'Gridiron Gang'],
    inCatalogue: async (name) => catalogue.includes(name),
  });

describe('nameCandidates', () => {
  it('finds runs of capitalised words, not common words, codes or the first word of a sentence', () => {
    expect(nameCandidates('Start Zachary Phantom over Breece Hall at RB2. Phantom has the upside.')).toEqual([
      'Zachary Phantom',
      'Breece Hall',
    ]);
    expect(
      nameCandidates("I'd start Ja'Marr Chase: his Median beats Amon-Ra St. Brown's against NYJ."),
    ).toEqual(["Ja'Marr Chase", "Amon-Ra St. Brown's"]);
    expect(nameCandidates('Both play Sunday against the Dallas Cowboys; the 49ers D/ST is steady.')).toEqual(
      [],
    );
    expect(nameCandidates('Consider benching him. Keep Hill, though.')).toEqual(['Hill']);
  });
});

describe('isPartOfName', () => {
  it('holds for words standing together in the name, in order', () => {
    expect(isPartOfName(['st', 'brown'], ['amonra', 'st', 'brown'])).toBe(true);
    expect(isPartOfName(['amonra', 'brown'], ['amonra', 'st', 'brown'])).toBe(false);
    expect(isPartOfName([], ['hill'])).toBe(false);
  });
});

describe('checkGrounding', () => {
  it('accepts an answer whose players are the team’s and whose numbers are the facts’', async () => {
    expect(
      await check("Start Ja'Marr Chase over Hill: median 19.8 against 15.1, and St. Brown's floor is 14.2."),
    ).toEqual({
      grounded: true,
      unknownNames: [],
      unknownNumbers: [],
    });
  });

  it('accepts one-decimal rounding, words of the facts and players of the catalogue', async () => {
    expect(
      (await check('Your starters project 99 (Hill is Questionable with a Wrist issue).')).grounded,
    ).toBe(true);
    expect((await check('Chase (19.8) is no Patrick Mahomes.', ['Patrick Mahomes'])).grounded).toBe(true);
  });

  it('refuses an invented player and a number the facts do not hold', async () => {
    expect(await check('Start Zachary Phantom over Tyreek Hill: median 21.3 against 15.1.')).toEqual({
      grounded: false,
      unknownNames: ['Zachary Phantom'],
      unknownNumbers: [21.3],
    });
    expect((await check('Chase scores 3 touchdowns.')).unknownNumbers).toEqual([3]);
  });

  it('refuses two real name words put together as one player', async () => {
    expect((await check('Start Tyreek Chase.')).unknownNames).toEqual(['Tyreek Chase']);
  });
});
