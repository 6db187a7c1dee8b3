import type { PlayerSearchResponse } from '@lineup-lab/core';
import { Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';

/** The players found, best match first: name, position, NFL team, id (what `lineup add` takes). */
function playersTable(result: PlayerSearchResponse): TableModel {
  return {
    columns: [{ header: 'Player' }, { header: 'Pos' }, { header: 'NFL' }, { header: 'Id' }],
    rows: result.players.map((player) => [
      { text: player.playerName, tone: 'strong' },
      { text: player.position },
      { text: player.teamName },
      { text: player._id, tone: 'muted' },
    ]),
  };
}

/** `lineup players search` as plain text. */
export function playersText(result: PlayerSearchResponse, query: string): string {
  return result.players.length === 0 ? `No players match '${query}'.\n` : textTable(playersTable(result));
}

/** `lineup players search` on a terminal. */
export function PlayersScreen({ result, query }: { result: PlayerSearchResponse; query: string }) {
  if (result.players.length === 0) return <Text dimColor>{`No players match '${query}'.`}</Text>;
  return <Table table={playersTable(result)} />;
}
