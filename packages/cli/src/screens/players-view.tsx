import { formatPoints, type PlayerSearchResponse } from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';
import { opponentText } from './team-week-view.js';

/**
 * The players found, best match first: name, position, NFL team, the week's opponent and projection
 * (the answer's facts: blank before any season), and the id (what `lineup add` takes).
 */
function playersTable(result: PlayerSearchResponse): TableModel {
  return {
    columns: [
      { header: 'Player' },
      { header: 'Pos' },
      { header: 'NFL' },
      { header: 'Opp' },
      { header: 'Proj', align: 'right' },
      { header: 'Id' },
    ],
    rows: result.players.map(({ facts, ...player }) => [
      { text: player.playerName, tone: 'strong' },
      { text: player.position },
      { text: player.teamName },
      { text: facts ? opponentText(facts) : '', tone: facts?.isByeWeek ? 'muted' : undefined },
      { text: facts?.points == null ? '' : formatPoints(facts.points) },
      { text: player._id, tone: 'muted' },
    ]),
  };
}

/** How many were found: "Showing 20 of 143 (week 6)" when the limit cut them, else "3 players (week 6)". */
function countLine(result: PlayerSearchResponse): string {
  const week = result.week === null ? '' : ` (week ${result.week})`;
  const shown = result.players.length;
  return shown < result.total
    ? `Showing ${shown} of ${result.total}${week}`
    : `${result.total} player${result.total === 1 ? '' : 's'}${week}`;
}

/** `lineup players search` as plain text. */
export function playersText(result: PlayerSearchResponse, query: string): string {
  return result.players.length === 0
    ? `No players match '${query}'.\n`
    : `${textTable(playersTable(result))}${countLine(result)}\n`;
}

/** `lineup players search` on a terminal. */
export function PlayersScreen({ result, query }: { result: PlayerSearchResponse; query: string }) {
  if (result.players.length === 0) return <Text dimColor>{`No players match '${query}'.`}</Text>;
  return (
    <Box flexDirection="column">
      <Table table={playersTable(result)} />
      <Text dimColor>{countLine(result)}</Text>
    </Box>
  );
}
