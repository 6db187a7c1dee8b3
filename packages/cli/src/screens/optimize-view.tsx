import {
  BENCH,
  formatPoints,
  type OptimizeLineupResponse,
  type TeamWeekResponse,
  type WeekPlayer,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';

/** `lineup optimize --json`: the preview read and, once applied, the optimize call's answer. */
export interface OptimizeResult {
  preview: TeamWeekResponse;
  applied: OptimizeLineupResponse | null;
}

/** The points that count for a player in the week's mode, found in the preview's slots or bench. */
function pointsOf(week: TeamWeekResponse, playerId: string): number | null {
  const players: WeekPlayer[] = [
    ...week.slots.flatMap((slot) => (slot.player ? [slot.player] : [])),
    ...week.bench,
  ];
  const found = players.find((entry) => entry.player._id === playerId);
  return found ? found.points[week.mode] : null;
}

/** The optimal lineup's moves as a table: player, from, to, his points in the week's mode. */
function movesTable(week: TeamWeekResponse): TableModel {
  return {
    columns: [
      { header: 'Player' },
      { header: 'From' },
      { header: 'To' },
      { header: week.mode, align: 'right' },
    ],
    rows: week.optimal.moves.map((move) => [
      { text: move.playerName, tone: 'strong' },
      { text: move.from, tone: move.from === BENCH ? 'muted' : undefined },
      { text: move.to, tone: move.to === BENCH ? 'muted' : 'good' },
      { text: formatPoints(pointsOf(week, move.playerId)) },
    ]),
  };
}

/** The preview's title and its gain line. */
function previewLines(week: TeamWeekResponse): { title: string; gain: string } {
  const { current, optimal } = week.totals;
  const season = week.season === null ? '' : ` of ${week.season}`;
  return {
    title: `${week.team.teamName} — optimal lineup for week ${week.week}${season} (${week.mode})`,
    gain: `Gain: +${formatPoints(week.optimal.gain)} (${formatPoints(current[week.mode])} → ${formatPoints(optimal[week.mode])})`,
  };
}

/** Whether the preview has anything to change. */
export function hasMoves(week: TeamWeekResponse): boolean {
  return week.optimal.moves.length > 0 && week.optimal.gain > 0;
}

const ALREADY = 'The lineup is already optimal.';

/** The preview as plain text: the moves, in order, and the gain. */
export function previewText(week: TeamWeekResponse): string {
  const { title, gain } = previewLines(week);
  if (!hasMoves(week)) return `${title}\n${ALREADY}\n`;
  return `${title}\n\n${textTable(movesTable(week))}\n${gain}\n`;
}

/** The preview on a terminal. */
export function OptimizePreviewScreen({ week }: { week: TeamWeekResponse }) {
  const { title, gain } = previewLines(week);
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {title}
      </Text>
      {hasMoves(week) ? (
        <>
          <Box marginTop={1}>
            <Table table={movesTable(week)} />
          </Box>
          <Box marginTop={1}>
            <Text bold color="green">
              {gain}
            </Text>
          </Box>
        </>
      ) : (
        <Text>{ALREADY}</Text>
      )}
    </Box>
  );
}

/**
 * What `lineup optimize` says once the server has applied the optimal lineup, and who it kept where
 * they stood because their game has started.
 */
export function appliedText(applied: OptimizeLineupResponse): string {
  const count = applied.moves.length;
  const kept = applied.kept.map((player) => `${player.playerName} (${player.place})`);
  return (
    `Applied ${count} move${count === 1 ? '' : 's'} to '${applied.team.teamName}': week ${applied.week} total ${formatPoints(applied.total)} (${applied.mode}, +${formatPoints(applied.gain)}).\n` +
    (kept.length > 0 ? `Kept where they are, their games have started: ${kept.join(', ')}.\n` : '')
  );
}
