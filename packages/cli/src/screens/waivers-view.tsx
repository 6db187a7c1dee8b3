import { formatPoints, signedPoints, type WaiversResponse } from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';

/** The weeks a season gain sums over: "Weeks 6–17", or "Week 17". */
function span({ weeks, week }: Pick<WaiversResponse, 'weeks' | 'week'>): string {
  const [first] = weeks;
  const last = weeks.at(-1);
  if (first === undefined || last === undefined) return `Week ${week}`;
  return first === last ? `Week ${first}` : `Weeks ${first}–${last}`;
}

/** The list's title: whose team, the week, the mode and where the free agents come from. */
function headline(list: WaiversResponse): string {
  const pool =
    list.pool.kind === 'league'
      ? `free agents of ${list.pool.leagueName} at its last sync`
      : 'the whole catalogue (not imported from a league)';
  const position = list.position ? ` ${list.position}` : '';
  return `${list.teamName} — best${position} pickups for week ${list.week} (${list.mode}), from ${pool}`;
}

/** The picks: the player, this week's and the season's gain, his own season total, the drop. */
function picksTable(list: WaiversResponse): TableModel {
  return {
    columns: [
      { header: '#', align: 'right' },
      { header: 'Player' },
      { header: 'Pos' },
      { header: `Week ${list.week}`, align: 'right' },
      { header: span(list), align: 'right' },
      { header: 'His season', align: 'right' },
      { header: 'Drop' },
    ],
    rows: list.picks.map((pick, i) => [
      { text: String(i + 1), tone: 'muted' },
      { text: `${pick.player.playerName} (${pick.player.teamName})`, tone: 'strong' },
      { text: pick.player.position },
      { text: pick.joinsAfterThisWeek ? 'locked' : signedPoints(pick.week.gain), tone: 'muted' },
      { text: signedPoints(pick.season.gain), tone: pick.season.gain > 0 ? 'good' : undefined },
      { text: formatPoints(pick.season.total.median) },
      { text: pick.drop ? `${pick.drop.playerName} (${pick.drop.position})` : '—' },
    ]),
  };
}

const reasons = (list: WaiversResponse) => list.picks.map((pick, i) => `${i + 1}. ${pick.reason}`);
const NONE = 'No free agent to pick up.';
const counted = (list: WaiversResponse) =>
  `${list.freeAgents} free agent${list.freeAgents === 1 ? '' : 's'}, ${list.evaluated} weighed with the optimiser.`;

/** `lineup waivers` as plain text. */
export function waiversText(list: WaiversResponse): string {
  if (list.picks.length === 0) return `${headline(list)}\n\n${NONE}\n`;
  return `${headline(list)}\n\n${textTable(picksTable(list))}\n${reasons(list).join('\n')}\n\n${counted(list)}\n`;
}

/** `lineup waivers` on a terminal. */
export function WaiversScreen({ list }: { list: WaiversResponse }) {
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {headline(list)}
      </Text>
      {list.picks.length === 0 ? (
        <Text dimColor>{NONE}</Text>
      ) : (
        <>
          <Box marginTop={1}>
            <Table table={picksTable(list)} />
          </Box>
          <Box marginTop={1} flexDirection="column">
            {reasons(list).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Box>
          <Text dimColor>{counted(list)}</Text>
        </>
      )}
    </Box>
  );
}
