import {
  formatGameTime,
  formatPoints,
  type GameTimeOptions,
  OUT_STATUSES,
  type TeamWeekResponse,
  type WeekPlayer,
  type WeekSlot,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type Cell, type Column, columnWidths, type TableModel, textTable } from '../render/text-table.js';

/** The columns of the week's lineup and bench. */
const WEEK_COLUMNS: readonly Column[] = [
  { header: 'Slot' },
  { header: 'Player' },
  { header: 'Pos' },
  { header: 'NFL' },
  { header: 'Opp' },
  { header: 'Kickoff' },
  { header: 'Floor', align: 'right' },
  { header: 'Median', align: 'right' },
  { header: 'Ceiling', align: 'right' },
  { header: 'Injury' },
  { header: 'Better options' },
];

/** The opponent as the editor shows it: '@ BUF' away, 'vs BUF' at home, BYE, or blank when unknown. */
function opponentText(entry: WeekPlayer): string {
  if (entry.isByeWeek) return 'BYE';
  if (entry.opponent === null) return '';
  if (entry.isHomeGame === null) return entry.opponent;
  return `${entry.isHomeGame ? 'vs' : '@'} ${entry.opponent}`;
}

const OUT: ReadonlySet<string> = new Set(OUT_STATUSES);

function injuryCell(entry: WeekPlayer): Cell {
  if (entry.injuryStatus === null) return { text: '' };
  return { text: entry.injuryStatus, tone: OUT.has(entry.injuryStatus) ? 'bad' : 'warn' };
}

/** Where a player's row stands: its place (a slot, or BN) and the slot's better options. */
interface RowPlace {
  place: string;
  better: string;
}

/** A player's row: the figures are the points that count (0 for a player out or on a bye). */
function playerRow(entry: WeekPlayer, { place, better }: RowPlace, time: GameTimeOptions): Cell[] {
  const countsZero = entry.out || entry.isByeWeek;
  const figure = (value: number | null): Cell => ({
    text: formatPoints(value),
    tone: countsZero ? 'muted' : undefined,
  });
  return [
    { text: place, tone: 'strong' },
    { text: entry.player.playerName },
    { text: entry.player.position },
    { text: entry.player.teamName },
    { text: opponentText(entry), tone: entry.isByeWeek ? 'muted' : undefined },
    { text: entry.isByeWeek ? '' : formatGameTime(entry.gameTime, time) },
    figure(entry.points.conservative),
    { ...figure(entry.points.median), tone: countsZero ? 'muted' : 'strong' },
    figure(entry.points.aggressive),
    injuryCell(entry),
    { text: better, tone: 'good' },
  ];
}

/** The better options of a slot: 'Name +2.3', best first. */
function betterText(slot: WeekSlot): string {
  return slot.betterOptions
    .map((option) => `${option.playerName} +${formatPoints(option.improvement)}`)
    .join(', ');
}

function slotRow(slot: WeekSlot, time: GameTimeOptions): Cell[] {
  if (!slot.player) {
    return WEEK_COLUMNS.map((_, index) => {
      if (index === 0) return { text: slot.slot, tone: 'strong' as const };
      if (index === 1) return { text: '(empty)', tone: 'muted' as const };
      if (index === WEEK_COLUMNS.length - 1) return { text: betterText(slot), tone: 'good' as const };
      return { text: '' };
    });
  }
  return playerRow(slot.player, { place: slot.slot, better: betterText(slot) }, time);
}

/** The week's two tables, lined up: the starters in slot order, and the bench ('BN'). */
function weekTables(
  week: TeamWeekResponse,
  time: GameTimeOptions,
): { lineup: TableModel; bench: TableModel; widths: number[] } {
  const lineup = { columns: WEEK_COLUMNS, rows: week.slots.map((slot) => slotRow(slot, time)) };
  const bench = {
    columns: WEEK_COLUMNS,
    rows: week.bench.map((entry) => playerRow(entry, { place: 'BN', better: '' }, time)),
  };
  return { lineup, bench, widths: columnWidths(lineup, bench) };
}

/** The title: team, week, season and mode. */
function weekTitle(week: TeamWeekResponse): string {
  const season = week.season === null ? '' : ` of ${week.season}`;
  return `${week.team.teamName} — week ${week.week}${season} (${week.mode})`;
}

/** The lines under the tables: the total in the week's mode and the others, and what Optimize would gain. */
function weekSummary(week: TeamWeekResponse): string[] {
  const { current, optimal } = week.totals;
  const others = (['conservative', 'median', 'aggressive'] as const)
    .filter((mode) => mode !== week.mode)
    .map((mode) => `${mode} ${formatPoints(current[mode])}`)
    .join(', ');
  const lines = [`Total (${week.mode}): ${formatPoints(current[week.mode])}  (${others})`];
  lines.push(
    week.optimal.gain > 0
      ? `Optimal lineup: ${formatPoints(optimal[week.mode])} (+${formatPoints(week.optimal.gain)} with ${week.optimal.moves.length} move${week.optimal.moves.length === 1 ? '' : 's'})`
      : 'The lineup is already optimal.',
  );
  if (!week.predicted) lines.push(`Week ${week.week} has no projections yet: figures show N/A.`);
  return lines;
}

/** `lineup show` as plain text. */
export function weekText(week: TeamWeekResponse, time: GameTimeOptions): string {
  const { lineup, bench, widths } = weekTables(week, time);
  const benchText = week.bench.length > 0 ? textTable(bench, widths) : 'No players on the bench.\n';
  return `${weekTitle(week)}\n\n${textTable(lineup, widths)}\nBench\n${benchText}\n${weekSummary(week).join('\n')}\n`;
}

/** `lineup show` on a terminal. */
export function TeamWeekScreen({ week, time }: { week: TeamWeekResponse; time: GameTimeOptions }) {
  const { lineup, bench, widths } = weekTables(week, time);
  const [total, ...rest] = weekSummary(week);
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {weekTitle(week)}
      </Text>
      <Box marginTop={1}>
        <Table table={lineup} widths={widths} />
      </Box>
      <Box marginTop={1} flexDirection="column">
        <Text bold>Bench</Text>
        {week.bench.length > 0 ? (
          <Table table={bench} widths={widths} />
        ) : (
          <Text dimColor>No players on the bench.</Text>
        )}
      </Box>
      <Box marginTop={1} flexDirection="column">
        <Text bold>{total}</Text>
        {rest.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Box>
    </Box>
  );
}
