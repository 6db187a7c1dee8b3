import {
  locatePlayer,
  normalizeName,
  type Player,
  type RosterPlace,
  rosterOf,
  rosterPlayers,
  type Team,
} from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { CliError } from '../cli-error.js';

/** A player as a message names him: 'Derrick Henry (RB, BAL)'. */
export function playerLabel(player: Pick<Player, 'playerName' | 'position' | 'teamName'>): string {
  return `${player.playerName} (${player.position}, ${player.teamName})`;
}

/**
 * The one player `wanted` names among `players`: the player with that id; else the one whose name
 * is it; else the one whose name contains it — names compared as the server compares them (core's
 * `normalizeName`: case, accents, punctuation and a generational suffix ignored). `undefined` when none does; several
 * matching names are refused with the candidates listed, so the CLI never picks one by guess.
 */
export function pickPlayer<P extends Player>(
  players: readonly P[],
  wanted: string,
  where: string,
): P | undefined {
  const byId = players.find((player) => player._id === wanted.trim());
  if (byId) return byId;
  const text = normalizeName(wanted);
  if (!text) return undefined;
  const named = players.map((player) => ({ player, name: normalizeName(player.playerName) }));
  const exact = named.filter(({ name }) => name === text);
  const matches = (exact.length > 0 ? exact : named.filter(({ name }) => name.includes(text))).map(
    ({ player }) => player,
  );
  if (matches.length <= 1) return matches[0];
  const candidates = matches.map((player) => `  ${player._id}  ${playerLabel(player)}\n`).join('');
  throw new CliError(
    `'${wanted}' matches ${matches.length} players ${where}; name one by its id:\n${candidates.trimEnd()}`,
  );
}

/** A player of the team, where he stands, and the team (its version for the change). */
export interface TeamPlayer {
  team: Team;
  player: Player;
  place: RosterPlace;
}

/** The team's player named by `wanted` (an id or a name), read with `client.teams.get`. */
export async function teamPlayer(
  client: LineupLabClient,
  teamName: string,
  wanted: string,
): Promise<TeamPlayer> {
  const { team } = await client.teams.get(teamName);
  const roster = rosterOf(team);
  const player = pickPlayer(rosterPlayers(roster), wanted, `on team '${team.teamName}'`);
  const found = player && locatePlayer(roster, player._id);
  if (!found) throw new CliError(`No player '${wanted}' on team '${team.teamName}'.`);
  return { team, player: found.player, place: found.place };
}

/**
 * The catalogue player named by `wanted` for `lineup add`: a name is looked up with
 * `client.players.search` (an exact id or name among the results wins; one result is taken;
 * several are refused with the candidates); what the search does not find is taken as a player id,
 * for the server to accept or refuse.
 */
export async function catalogueId(client: LineupLabClient, wanted: string): Promise<string> {
  const text = wanted.trim();
  if (text.length < 2) return text;
  const { players } = await client.players.search({ q: text, limit: 50 });
  return pickPlayer(players, text, 'in the catalogue')?._id ?? text;
}
