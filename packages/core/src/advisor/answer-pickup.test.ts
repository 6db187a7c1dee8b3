import { describe, expect, it } from 'vitest';
import type { WaiverPick } from '../contract/waivers.js';
import { BENCH } from '../positions.js';
import type { AdviceCatalogue, CataloguePlayer } from './advice-catalogue.js';
import { adviseLineup } from './advise-lineup.js';
import { numbersIn, numbersNotIn } from './numbers-in.js';
import { TEAM, type TestRow, testWeek, weekPlayerOf } from './test-week.js';

/** A catalogue player from a test row (his place is not used). */
function outsider(row: Omit<TestRow, 'place'>, rostered: boolean | null = null): CataloguePlayer {
  const full = { ...row, place: BENCH } as TestRow;
  return { _id: row.id, position: row.position, week: weekPlayerOf(full), rostered };
}

const garrity = outsider({
  id: 'p-garrity',
  name: 'Dante Garrity Jr.',
  team: 'NYJ',
  position: 'WR',
  figures: [9.1, 13.2, 18.4],
});
const zeller: TestRow = {
  place: 'WR2',
  id: 'p-zeller',
  name: 'Luca Zeller',
  team: 'SEA',
  position: 'WR',
  figures: [6.2, 9.4, 13.0],
};
const lockett: TestRow = {
  place: BENCH,
  id: 'p-lockett',
  name: 'Isaiah Lockett II',
  team: 'SEA',
  position: 'WR',
  figures: [8.0, 12.5, 17.1],
};
/** The issue's team: Luca Zeller at WR2, Isaiah Lockett II on the bench (who beats him). */
const week = testWeek([...TEAM.filter((row) => row.place !== 'WR2'), zeller, lockett]);
const open = (players: CataloguePlayer[], unknownNames: string[] = []): AdviceCatalogue => ({
  players,
  league: null,
  unknownNames,
});
const QUESTION = 'Should I pick up Dante Garrity Jr. and drop Luca Zeller?';

describe('pickup questions', () => {
  it("answers the issue's question about those two players, never 'Start A over B'", () => {
    const answer = adviseLineup(QUESTION, week, open([garrity]));
    expect(answer.topic).toBe('pickup');
    expect(answer.advice.split('\n')[0]).toBe(
      'Pick up Dante Garrity Jr. and drop Luca Zeller: median 13.2 against 9.4 in week 6 (+3.8).',
    );
    expect(answer.advice).not.toMatch(/^Start /m);
    expect(answer.advice).not.toContain('Lockett');
    expect(answer.advice).toContain("I can't tell whether Dante Garrity Jr. is a free agent");
    expect(answer.advice).toContain("This compares week 6's projections only");
    expect(answer.change).toBeUndefined();
    expect(numbersNotIn(answer.advice, answer.facts.flatMap(numbersIn))).toEqual([]);
    expect(answer.facts[0]).toBe(
      'Catalogue Dante Garrity Jr. (NYJ WR) vs NYJ: floor 9.1, median 13.2, ceiling 18.4',
    );
  });

  it('says keep the drop when he projects more, and whether the pickup is free in the imported league', () => {
    const strong = adviseLineup('Should I drop Hall for Garrity?', week, {
      players: [
        outsider(
          {
            id: 'p-garrity',
            name: 'Dante Garrity Jr.',
            team: 'NYJ',
            position: 'RB',
            figures: [9.1, 13.2, 18.4],
          },
          true,
        ),
      ],
      league: { name: 'Sunday Funday PPR' },
      unknownNames: [],
    });
    expect(strong.advice.split('\n')[0]).toBe(
      'Keep Breece Hall: median 15.9 against 13.2 for Dante Garrity Jr. in week 6 (2.7 more).',
    );
    expect(strong.advice).toContain(
      'Dante Garrity Jr. is on another roster in Sunday Funday PPR (at its last sync): he is not a free agent, so you would have to trade for him.',
    );
    const free = adviseLineup(QUESTION, week, {
      players: [{ ...garrity, rostered: false }],
      league: { name: 'Sunday Funday PPR' },
      unknownNames: [],
    });
    expect(free.advice).toContain(
      'Dante Garrity Jr. is a free agent in Sunday Funday PPR (at its last sync).',
    );
    expect(free.facts[0]).toMatch(/^Available Dante Garrity Jr\./);
  });

  it('compares with the weakest player at his position when no drop is named', () => {
    const answer = adviseLineup('Should I pick up Dante Garrity Jr.?', week, open([garrity]));
    // Jefferson is on a bye this week (0): the weakest receiver of the week.
    expect(answer.advice.split('\n')[0]).toBe(
      'Pick up Dante Garrity Jr. and drop Justin Jefferson: median 13.2 against 0.0 in week 6 (+13.2). You did not say whom to drop: Justin Jefferson is your weakest WR.',
    );
  });

  it("answers from the waiver assistant when the server weighed the pickup: the season's gain, the drop, the reason", () => {
    const pick = (dropId: string, dropName: string): WaiverPick => ({
      player: { _id: 'p-garrity', playerName: 'Dante Garrity Jr.', teamName: 'NYJ', position: 'WR' },
      week: { points: 13.2, gain: 3.8, slot: 'WR2' },
      season: { gain: 41.3, startsIn: 11, total: { floor: 120.4, median: 151.2, ceiling: 188.9 } },
      drop: { _id: dropId, playerName: dropName, teamName: 'SEA', position: 'WR' },
      joinsAfterThisWeek: false,
      reason: `Starts at WR2 in week 6 (+3.8); +41.3 over weeks 6–17, starting 11 of 12; drop ${dropName}.`,
    });
    const weeks = Array.from({ length: 12 }, (_, i) => 6 + i);
    const answer = adviseLineup(QUESTION, week, {
      ...open([{ ...garrity, rostered: false }]),
      league: { name: 'Sunday Funday PPR' },
      pickups: { weeks, picks: [pick('p-zeller', 'Luca Zeller')] },
    });
    expect(answer.topic).toBe('pickup');
    expect(answer.advice.split('\n')).toEqual([
      'Pick up Dante Garrity Jr. and drop Luca Zeller: your optimal lineups gain +41.3 over weeks 6–17 (+3.8 in week 6).',
      'The waiver assistant: Starts at WR2 in week 6 (+3.8); +41.3 over weeks 6–17, starting 11 of 12; drop Luca Zeller.',
      'Dante Garrity Jr. projects 151.2 over weeks 6–17 (band 120.4 to 188.9).',
      'Dante Garrity Jr. is a free agent in Sunday Funday PPR (at its last sync).',
    ]);
    expect(numbersNotIn(answer.advice, answer.facts.flatMap(numbersIn))).toEqual([]);
    // The drop named could not be dropped: the assistant's own is said, and why.
    const other = adviseLineup(QUESTION, week, {
      ...open([garrity]),
      pickups: { weeks, picks: [pick('p-lockett', 'Isaiah Lockett II')] },
    });
    expect(other.advice.split('\n')[1]).toBe(
      'You named Luca Zeller, but he cannot be dropped now: Isaiah Lockett II is the one to drop.',
    );
  });

  it('says plainly what it cannot judge: a name found nowhere, or no player outside the team', () => {
    expect(adviseLineup(QUESTION, week, open([], ['Dante Garrity Jr'])).advice).toBe(
      'I can\'t judge this pickup: I find no player named "Dante Garrity Jr" on your team or in the player catalogue. Check the spelling, or search for him in the editor.',
    );
    const onTeam = adviseLineup('Should I pick up Chase?', week, open([]));
    expect(onTeam).toMatchObject({ topic: 'pickup' });
    expect(onTeam.advice).toBe(
      "I can't judge this pickup: Ja'Marr Chase is already on your team, and the question names no player outside it to pick up.",
    );
    const unknownDrop = adviseLineup(
      'Pick up Garrity and drop Zach Phantom?',
      week,
      open([garrity], ['Zach Phantom']),
    );
    expect(unknownDrop.advice).toBe(
      'I can\'t judge this pickup: I find no player named "Zach Phantom" on your team, so I can\'t compare Dante Garrity Jr. with him.',
    );
  });
});

describe('trade questions', () => {
  const barkley = outsider(
    { id: 'p-barkley', name: 'Saquon Barkley', team: 'PHI', position: 'RB', figures: [15.7, 20.2, 25.8] },
    false,
  );

  it('weighs both sides this week and the best lineup after the trade, the received player starting where he fits', () => {
    const answer = adviseLineup('Trade Chase and Hall for Barkley?', week, {
      players: [barkley],
      league: { name: 'Sunday Funday PPR' },
      unknownNames: [],
    });
    expect(answer.topic).toBe('trade');
    const [sides, verdict] = answer.advice.split('\n');
    expect(sides).toBe(
      "You would give Ja'Marr Chase (19.8) and Breece Hall (15.9), 35.7 together for Saquon Barkley (20.2), on the median this week.",
    );
    expect(verdict).toMatch(/^On week 6's numbers the trade (helps|costs you|changes nothing)/);
    expect(verdict).toContain('Saquon Barkley at RB');
    expect(answer.advice).toContain('Saquon Barkley is a free agent in Sunday Funday PPR (at its last sync)');
    expect(answer.advice).toContain('the rest of the season is not in these numbers');
    expect(numbersNotIn(answer.advice, answer.facts.flatMap(numbersIn))).toEqual([]);
  });

  it("says it can't judge a trade that does not name both sides, or names someone unknown", () => {
    expect(adviseLineup('Should I accept this trade?', week, open([barkley])).advice).toBe(
      'I can\'t judge this trade: it names none of your players to give. Ask, for example, "Trade Chase for Barkley?"',
    );
    expect(adviseLineup('Trade Chase for a kicker?', week, open([])).advice).toBe(
      "I can't judge this trade: it names no player outside your team to receive that I could find in the catalogue.",
    );
    expect(adviseLineup('Trade Chase for Zach Phantom?', week, open([], ['Zach Phantom'])).advice).toMatch(
      /^I can't judge this trade: I find no player named "Zach Phantom"/,
    );
  });
});
