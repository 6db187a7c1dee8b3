import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse, WeekPlayer } from '../contract/team-week.js';
import type { TradeResponse } from '../contract/trades.js';
import type { WaiverPick } from '../contract/waivers.js';
import type { Position } from '../positions.js';
import { labelledFact } from './week-facts.js';
import type { WeekEntry } from './week-roster.js';

/**
 * A catalogue player who is not on the team, with his week in the team's mode and scoring (as the
 * team week shows its own players): what a pickup or a trade question may name.
 */
export interface CataloguePlayer {
  readonly _id: string;
  readonly position: Position;
  readonly week: WeekPlayer;
  /**
   * On a roster of the team's imported league at its last sync (`false`: a free agent there);
   * `null` when the team is not imported from a league (the whole catalogue is open).
   */
  readonly rostered: boolean | null;
}

/**
 * What the server tells the analyst beyond the team's week, for pickup and trade questions: the
 * catalogue players the question may name, the imported league (when the team is one's), and the
 * names the question seems to give that are neither on the team nor in the catalogue.
 */
export interface AdviceCatalogue {
  readonly players: readonly CataloguePlayer[];
  readonly league: { readonly name: string } | null;
  readonly unknownNames: readonly string[];
  /**
   * The waiver assistant's weighing of the pickups the question names (with the drop it names, when
   * the team may drop him) over `weeks` (the weeks left), when the server worked it out: a pickup is
   * then answered from it.
   */
  readonly pickups?: { readonly weeks: readonly number[]; readonly picks: readonly WaiverPick[] };
  /**
   * The trade analyzer's answer for the trade the question names, or why it refused the trade (a
   * player not in the league …), when the server worked it out: a trade is then answered from it.
   */
  readonly trade?: TradeResponse | { readonly refused: string };
}

/**
 * What a pickup or a trade question is answered from: the team's week, the players it names from
 * the team (`named`) and from outside it (`outside`), the catalogue, and the projection to judge on.
 */
export interface CatalogueQuestion {
  readonly week: TeamWeekResponse;
  readonly named: readonly WeekEntry[];
  readonly outside: readonly CataloguePlayer[];
  readonly catalogue: AdviceCatalogue;
  readonly need: ProjectionMode;
}

/** How a catalogue player's fact is labelled: a free agent of the league, rostered in it, or of the catalogue. */
export function catalogueFact(player: CataloguePlayer): string {
  const label = player.rostered === null ? 'Catalogue' : player.rostered ? 'Rostered' : 'Available';
  return labelledFact(label, player);
}
