import {
  type BandVerdict,
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

/** The result column, shown once a game of the week has kicked off. */
const RESULT_COLUMN: Column = { header: 'Result' };

/** A band verdict as the editor's chip says it. */
export const BAND_TEXT: Readonly<Record<BandVerdict, string>> = {
  below: 'below floor',
  within: 'within band',
  above: 'above ceiling',
};

/** What the week says while a game has no stats yet. */
const IN_PROGRESS = 'In progress — scores after the next data sync';

/** Whether a player's game has kicked off (in progress or final). */
const kickedOff = (entry: WeekPlayer | null | undefined) =>
  entry?.game?.state === 'in-progress' || entry?.game?.state === 'final';

/** Every player of the week, starters then bench. */
const weekPlayers = (week: TeamWeekResponse): WeekPlayer[] => [
  ...week.slots.flatMap((slot) => (slot.player ? [slot.player] : [])),
  ...week.bench,
];

/** A player's result: 'Final: 21.4 pts, within band', 'In progress', or nothing before kickoff. */
function resultCell(entry: WeekPlayer): Cell {
  const game = entry.game;
  if (game?.state === 'in-progress') return { text: 'In progress', tone: 'warn' };
  if (game?.state !== 'final') return { text: '' };
  const band = game.band === null ? '' : `, ${BAND_TEXT[game.band]}`;
  const tone = game.band === 'below' ? 'bad' : game.band === 'above' ? 'good' : undefined;
  return { text: `Final: ${formatPoints(game.actual)} pts${band}`, tone };
}

/** The opponent as the editor shows it: '@ BUF' away, 'vs BUF' at home, BYE, or blank when unknown. */
export function opponentText(entry: Pick<WeekPlayer, 'isByeWeek' | 'opponent' | 'isHomeGame'>): string {
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
  /** Whether the week shows the result column. */
  results: boolean;
}

/** A player's row: the figures are the points that count (0 for a player out or on a bye). */
function playerRow(entry: WeekPlayer, { place, better, results }: RowPlace, time: GameTimeOptions): Cell[] {
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
    ...(results ? [resultCell(entry)] : []),
    { text: better, tone: 'good' },
  ];
}

/** The better options of a slot: 'Name +2.3', best first. */
function betterText(slot: WeekSlot): string {
  return slot.betterOptions
    .map((option) => `${option.playerName} +${formatPoints(option.improvement)}`)
    .join(', ');
}

function slotRow(
  slot: WeekSlot,
  columns: readonly Column[],
  results: boolean,
  time: GameTimeOptions,
): Cell[] {
  if (!slot.player) {
    return columns.map((_, index) => {
      if (index === 0) return { text: slot.slot, tone: 'strong' as const };
      if (index === 1) return { text: '(empty)', tone: 'muted' as const };
      if (index === columns.length - 1) return { text: betterText(slot), tone: 'good' as const };
      return { text: '' };
    });
  }
  return playerRow(slot.player, { place: slot.slot, better: betterText(slot), results }, time);
}

/** The week's columns: with the result column once a game of the week has kicked off. */
function weekColumns(results: boolean): readonly Column[] {
  return results ? [...WEEK_COLUMNS.slice(0, -1), RESULT_COLUMN, ...WEEK_COLUMNS.slice(-1)] : WEEK_COLUMNS;
}

/** The week's two tables, lined up: the starters in slot order, and the bench ('BN'). */
function weekTables(
  week: TeamWeekResponse,
  time: GameTimeOptions,
): { lineup: TableModel; bench: TableModel; widths: number[] } {
  const results = weekPlayers(week).some(kickedOff);
  const columns = weekColumns(results);
  const lineup = { columns, rows: week.slots.map((slot) => slotRow(slot, columns, results, time)) };
  const bench = {
    columns,
    rows: week.bench.map((entry) => playerRow(entry, { place: 'BN', better: '', results }, time)),
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
  lines.push(...gameDayLines(week));
  lines.push(
    week.optimal.gain > 0
      ? `Optimal lineup: ${formatPoints(optimal[week.mode])} (+${formatPoints(week.optimal.gain)} with ${week.optimal.moves.length} move${week.optimal.moves.length === 1 ? '' : 's'})`
      : 'The lineup is already optimal.',
  );
  if (!week.predicted) lines.push(`Week ${week.week} has no projections yet: figures show N/A.`);
  return lines;
}

/**
 * What game day adds under the total: the starters' actual points ('Actual 47.0 pts (in progress)',
 * or with the band once complete), the players whose stats are not in yet, and which lineup a week
 * that is over shows.
 */
function gameDayLines(week: TeamWeekResponse): string[] {
  const lines: string[] = [];
  const actual = week.totals.actual;
  if (actual) {
    const how = actual.complete
      ? actual.band === null
        ? ''
        : ` (${BAND_TEXT[actual.band]})`
      : ' (in progress)';
    lines.push(`Actual ${formatPoints(actual.points)} pts${how}`);
  }
  const waiting = weekPlayers(week).filter((entry) => entry.game?.state === 'in-progress');
  if (waiting.length > 0) {
    lines.push(`${IN_PROGRESS}: ${waiting.map((entry) => entry.player.playerName).join(', ')}.`);
  }
  if (week.standing === 'at-kickoff')
    lines.push(`The lineup that stood at the kickoffs of week ${week.week}.`);
  if (week.standing === 'not-kept')
    lines.push(`This lineup was not kept for week ${week.week}: the current one is shown.`);
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
