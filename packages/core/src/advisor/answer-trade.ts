import type { ProjectionMode } from '../contract/entities.js';
import { emptyLineup } from '../contract/entities.js';
import type { TeamWeekResponse } from '../contract/team-week.js';
import type { TradeResponse } from '../contract/trades.js';
import { type Roster, setSlot, startersOf } from '../lineup/roster.js';
import { optimalLineup } from '../optimizer/optimal-lineup.js';
import { BENCH } from '../positions.js';
import { roundPoints } from '../projections/points.js';
import { signedPoints } from '../waivers/pickup-reason.js';
import { type CataloguePlayer, type CatalogueQuestion, catalogueFact } from './advice-catalogue.js';
import { type AnalystAdvice, listOf, MODE_LABEL, NO_GAIN, paragraphs, pts } from './advice-text.js';
import { availabilityNote } from './answer-start-or-sit.js';
import { playerFact } from './week-facts.js';
import { nameOf, type WeekEntry, weekRoster } from './week-roster.js';

/** A player in the lineup after a trade: the team's own, or one received (on the bench to start with). */
type TradeEntry = WeekEntry | (CataloguePlayer & { readonly place: typeof BENCH });

const quoted = (names: readonly string[]) => listOf(names.map((name) => `"${name}"`));

/** The side's players by name with their figure, and its sum: "Chase (19.8) and Hall (15.9), 35.7 together". */
function sideWords(
  players: ReadonlyArray<{ readonly week: TeamWeekResponse['bench'][number] }>,
  need: ProjectionMode,
) {
  const sum = roundPoints(players.reduce((total, p) => total + (p.week.points[need] ?? 0), 0));
  const each = players.map((p) => `${nameOf(p)} (${pts(p.week.points[need])})`);
  return { sum, words: players.length === 1 ? (each[0] ?? '') : `${listOf(each)}, ${pts(sum)} together` };
}

/** A band as a sentence gives it: "band -3.2 to +29.9". */
const bandWords = (band: { floor: number | null; ceiling: number | null }, signed = false) =>
  `band ${signed ? signedPoints(band.floor ?? 0) : pts(band.floor)} to ${signed ? signedPoints(band.ceiling ?? 0) : pts(band.ceiling)}`;

/**
 * A side of the analysed trade with its rest-of-season value: "Bijan Robinson (230.4, band 199.5 to
 * 268.5)", or each player's median and the side's total: "A (120.0) and B (80.0), 200.0 together
 * (band 170.2 to 236.1)".
 */
function analysedSide(side: TradeResponse['give']): string {
  const [only] = side.players;
  if (side.players.length === 1 && only) {
    return `${only.playerName} (${pts(only.season.median)}, ${bandWords(side.total)})`;
  }
  const names = side.players.map((p) => `${p.playerName} (${pts(p.season.median)})`);
  return `${listOf(names)}, ${pts(side.total.median)} together (${bandWords(side.total)})`;
}

/**
 * A trade answered from the trade analyzer (`catalogue.trade`): its verdict and summary (the change
 * to the team's optimal lineups over the weeks left, with its band and the threshold of "even"),
 * each side's rest-of-season value, the other team's change in an imported league, and the players
 * the team would have to release. Every number is one of the facts'.
 */
function fromTradeAnalyzer(trade: TradeResponse, input: CatalogueQuestion): AnalystAdvice {
  const { named: give, outside: get, catalogue } = input;
  const span =
    trade.weeks.length === 0
      ? 'the weeks left'
      : trade.weeks.length === 1
        ? `week ${trade.weeks[0]}`
        : `weeks ${trade.weeks[0]}–${trade.weeks.at(-1)}`;
  const sides = `You would give ${analysedSide(trade.give)} for ${analysedSide(trade.get)}, rest-of-season medians over ${span}.`;
  const other = trade.otherTeam
    ? `For ${trade.otherTeam.name}, the other team: ${signedPoints(trade.otherTeam.effect.change.median)} to its optimal lineups (${bandWords(trade.otherTeam.effect.change, true)}).`
    : trade.otherTeamNote;
  const drops = trade.team.drops.map((p) => p.playerName);
  const free = get.filter((player) => player.rostered === false).map(nameOf);
  return {
    topic: 'trade',
    advice: paragraphs(
      trade.summary,
      sides,
      other ?? undefined,
      drops.length > 0 && `To make room you would release ${listOf(drops)}.`,
      free.length > 0 &&
        `${listOf(free)} ${free.length === 1 ? 'is a free agent' : 'are free agents'} in ${catalogue.league?.name ?? 'your league'} (at its last sync): you could pick ${free.length === 1 ? 'him' : 'them'} up without a trade.`,
      ...get.map(availabilityNote),
    ),
    facts: [
      ...give.map(playerFact),
      ...get.map(catalogueFact),
      `Trade analyzer: ${trade.summary}`,
      `Trade over ${span}: give ${trade.give.players.map((p) => `${p.playerName} ${pts(p.season.median)}`).join(', ')} (together ${pts(trade.give.total.median)}, ${bandWords(trade.give.total)}); receive ${trade.get.players.map((p) => `${p.playerName} ${pts(p.season.median)}`).join(', ')} (together ${pts(trade.get.total.median)}, ${bandWords(trade.get.total)})`,
      `Your optimal lineups over ${span}: ${pts(trade.team.before)} now, ${pts(trade.team.after)} after the trade (${signedPoints(trade.team.change.median)}, ${bandWords(trade.team.change, true)}; even within ±${pts(trade.threshold)})`,
      ...(trade.otherTeam
        ? [
            `${trade.otherTeam.name}'s optimal lineups over ${span}: ${pts(trade.otherTeam.effect.before)} now, ${pts(trade.otherTeam.effect.after)} after (${signedPoints(trade.otherTeam.effect.change.median)}, ${bandWords(trade.otherTeam.effect.change, true)})`,
          ]
        : trade.otherTeamNote
          ? [`Other team: ${trade.otherTeamNote}`]
          : []),
    ],
  };
}

/**
 * "Trade X for Y?": the players named from the team are given, those named from the catalogue
 * received. Each side's sum on the `need` figure this week, and what the team's best lineup this
 * week (core's optimiser) becomes with the received players starting where they fit. An honest
 * "I can't judge this trade" when a name is found nowhere or a side is not named. When the server
 * gave the trade analyzer's answer (`catalogue.trade`), the answer is that instead (the rest of the
 * season, with its band and verdict), or the analyzer's refusal.
 */
export function answerTrade(input: CatalogueQuestion): AnalystAdvice {
  const { week, named: give, outside: get, catalogue, need } = input;
  const label = MODE_LABEL[need];
  const cannot = (why: string): AnalystAdvice => ({
    topic: 'trade',
    advice: `I can't judge this trade: ${why}`,
    facts: [...give.map(playerFact), ...get.map(catalogueFact)],
  });
  if (catalogue.unknownNames.length > 0) {
    return cannot(
      `I find no player named ${quoted(catalogue.unknownNames)} on your team or in the player catalogue. Name every player of the trade as the catalogue spells him.`,
    );
  }
  if (give.length === 0) {
    return cannot('it names none of your players to give. Ask, for example, "Trade Chase for Barkley?"');
  }
  if (get.length === 0) {
    return cannot('it names no player outside your team to receive that I could find in the catalogue.');
  }
  if (catalogue.trade && 'refused' in catalogue.trade) return cannot(catalogue.trade.refused);
  if (catalogue.trade) return fromTradeAnalyzer(catalogue.trade, input);
  const given = new Set(give.map((entry) => entry._id));
  const roster = weekRoster(week);
  const pointsOf = (entry: TradeEntry) => entry.week.points[need];
  const before = optimalLineup<TradeEntry>(roster, pointsOf);
  let lineup = emptyLineup<TradeEntry>();
  for (const { slot, player } of startersOf(roster.lineup)) {
    if (player && !given.has(player._id)) lineup = setSlot(lineup, slot, player);
  }
  const after: Roster<TradeEntry> = {
    lineup,
    bench: [
      ...roster.bench.filter((entry) => !given.has(entry._id)),
      ...get.map((player) => ({ ...player, place: BENCH })),
    ],
  };
  const best = optimalLineup(after, pointsOf);
  const difference = roundPoints(best.total - before.total);
  const starting = startersOf(best.lineup).flatMap(({ slot, player }) =>
    player && get.some((p) => p._id === player._id) ? [`${nameOf(player)} at ${slot}`] : [],
  );
  const gave = sideWords(give, need);
  const got = sideWords(get, need);
  const verdict =
    Math.abs(difference) < NO_GAIN
      ? `On week ${week.week}'s numbers the trade changes nothing: your best lineup stays at ${pts(before.total)} on the ${label}.`
      : difference > 0
        ? `On week ${week.week}'s numbers the trade helps: your best lineup goes from ${pts(before.total)} to ${pts(best.total)} on the ${label} (+${pts(difference)}).`
        : `On week ${week.week}'s numbers the trade costs you: your best lineup goes from ${pts(before.total)} to ${pts(best.total)} on the ${label} (${pts(difference)}).`;
  const free = get.filter((player) => player.rostered === false).map(nameOf);
  return {
    topic: 'trade',
    advice: paragraphs(
      `You would give ${gave.words} for ${got.words}, on the ${label} this week.`,
      `${verdict}${starting.length > 0 ? ` ${listOf(starting)} would start.` : ' None of them would start.'}`,
      free.length > 0 &&
        `${listOf(free)} ${free.length === 1 ? 'is a free agent' : 'are free agents'} in ${catalogue.league?.name ?? 'your league'} (at its last sync): you could pick ${free.length === 1 ? 'him' : 'them'} up without a trade.`,
      ...get.map(availabilityNote),
      `This weighs week ${week.week}'s projections only: the rest of the season is not in these numbers.`,
    ),
    facts: [
      ...give.map(playerFact),
      ...get.map(catalogueFact),
      `Trade on the ${label}: give ${pts(gave.sum)}, receive ${pts(got.sum)}`,
      `Best lineup on the ${label} in week ${week.week}: ${pts(before.total)} now, ${pts(best.total)} after the trade (${difference >= 0 ? '+' : ''}${pts(difference)})`,
    ],
  };
}
