import {
  BENCH_MAX,
  formatPoints,
  type GameTimeOptions,
  planningLabel,
  rosterOf,
  STARTING_SLOTS,
  startersOf,
  type UserTeamsResponse,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';

/** When a team last changed, in the viewer's time zone: '2025-10-10 14:05'. */
export function changedAt(iso: string, time: GameTimeOptions): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: time.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(Date.parse(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

type ListedTeam = UserTeamsResponse['teams'][number];

/**
 * A team's planning-week total and its label, as the dashboard card shows them:
 * "Week 12 · Median · Half-PPR"; N/A without predictions, nothing from a server that sends none.
 */
function planningCells(team: ListedTeam): [{ text: string }, { text: string; tone: 'muted' }] {
  const { planning } = team;
  if (!planning) return [{ text: '' }, { text: '', tone: 'muted' }];
  return [{ text: formatPoints(planning.total) }, { text: planningLabel(planning), tone: 'muted' }];
}

/** The teams as a table: name, starters filled, bench, the planning week's total, last change. */
function teamsTable(teams: readonly ListedTeam[], time: GameTimeOptions): TableModel {
  return {
    columns: [
      { header: 'Team' },
      { header: 'Starters', align: 'right' },
      { header: 'Bench', align: 'right' },
      { header: 'Total', align: 'right' },
      { header: 'Planning week' },
      { header: 'Changed' },
    ],
    rows: teams.map((team) => {
      const roster = rosterOf(team);
      const starters = startersOf(roster.lineup).filter(({ player }) => player !== null).length;
      return [
        { text: team.teamName, tone: 'strong' },
        { text: `${starters}/${STARTING_SLOTS.length}` },
        { text: `${roster.bench.length}/${BENCH_MAX}` },
        ...planningCells(team),
        { text: changedAt(team.updatedAt, time), tone: 'muted' },
      ];
    }),
  };
}

const NO_TEAMS = 'No teams yet. Create one with `lineup teams create NAME`.';

/** `lineup teams` as plain text. */
export function teamsText(result: UserTeamsResponse, time: GameTimeOptions): string {
  return result.teams.length === 0 ? `${NO_TEAMS}\n` : textTable(teamsTable(result.teams, time));
}

/** `lineup teams` on a terminal. */
export function TeamsScreen({ result, time }: { result: UserTeamsResponse; time: GameTimeOptions }) {
  if (result.teams.length === 0) return <Text dimColor>{NO_TEAMS}</Text>;
  return (
    <Box flexDirection="column">
      <Table table={teamsTable(result.teams, time)} />
    </Box>
  );
}
