import { BENCH, getSlot, locatePlayer, type RosterPlace, rosterOf, STARTING_SLOTS } from '@lineup-lab/core';
import { type Command, InvalidArgumentError } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { movedText } from './moved-text.js';
import { teamPlayer } from './resolve-player.js';

const PLACES: readonly RosterPlace[] = [...STARTING_SLOTS, BENCH];

/** SLOT: a starting slot (QB, RB1 … K; any case, DST for D/ST) or BENCH, else a usage error. */
function parsePlace(value: string): RosterPlace {
  const upper = value.trim().toUpperCase();
  const place = PLACES.find((each) => each === upper || each.replace('/', '') === upper);
  if (!place) throw new InvalidArgumentError(`SLOT must be one of ${PLACES.join(', ')}.`);
  return place;
}

/**
 * `lineup move TEAM PLAYER SLOT`: moves a player of the team to a starting slot or the bench
 * (`client.lineups.movePlayer`, from where the team read saw him and with its version). The
 * slot's occupant swaps places with him, as in the editor.
 */
export function moveCommand(program: Command, io: CliIo): void {
  const command = withServerOptions(
    program
      .command('move')
      .description('move a player to a starting slot or the bench')
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<player>', 'the player: an id, or (part of) a name on the team')
      .argument('<slot>', `${PLACES.join(', ')}`, parsePlace),
    'print { team } (client.lineups.movePlayer) as JSON',
  );
  // Positional: commander calls an action with the command's arguments in order, then its options.
  command.action((teamName: string, wanted: string, slot: RosterPlace, options: ServerOptions) =>
    movePlayerTo(io, { teamName, wanted, place: slot, options }),
  );
}

/**
 * Moves a player of the team (found by id or name in a team read) to `place` with
 * `client.lineups.movePlayer`, from where that read saw him and with its version; prints what moved
 * and, when a slot's occupant swapped places with him, where the occupant went. `move` and `bench`.
 */
export async function movePlayerTo(
  io: CliIo,
  input: { teamName: string; wanted: string; place: RosterPlace; options: ServerOptions },
): Promise<void> {
  const { teamName, wanted, place, options } = input;
  const server = serverUrl(options.server, io.env);
  const client = await signedInClient(io, server);
  const before = await onServer(server, () => teamPlayer(client, teamName, wanted));
  const result = await onServer(server, () =>
    client.lineups.movePlayer({
      teamName,
      playerId: before.player._id,
      fromPosition: before.place,
      toPosition: place,
      expectedVersion: before.team.version,
    }),
  );
  const occupant = place === BENCH ? null : getSlot(rosterOf(before.team).lineup, place);
  present(io, options, {
    result,
    text: ({ team }) => {
      const displaced =
        occupant && occupant._id !== before.player._id
          ? { player: occupant, place: locatePlayer(rosterOf(team), occupant._id)?.place }
          : undefined;
      return movedText({ team, moved: before, to: place, displaced });
    },
  });
}
