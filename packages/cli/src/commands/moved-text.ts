import { BENCH, type Player, type RosterPlace, type Team } from '@lineup-lab/core';
import { playerLabel } from './resolve-player.js';

function placeText(place: RosterPlace): string {
  return place === BENCH ? 'the bench' : place;
}

/** What `lineup move` and `lineup bench` say: who went where, and where the slot's occupant went. */
export function movedText(change: {
  team: Team;
  moved: { player: Player; place: RosterPlace };
  to: RosterPlace;
  displaced?: { player: Player; place: RosterPlace | undefined } | undefined;
}): string {
  const { team, moved, to, displaced } = change;
  const lines =
    moved.place === to
      ? [`${playerLabel(moved.player)} is already at ${placeText(to)} in '${team.teamName}'.`]
      : [
          `Moved ${playerLabel(moved.player)} from ${placeText(moved.place)} to ${placeText(to)} in '${team.teamName}'.`,
        ];
  if (displaced?.place) lines.push(`${displaced.player.playerName} went to ${placeText(displaced.place)}.`);
  return lines.map((line) => `${line}\n`).join('');
}
