import {
  formatPoints,
  type ListScenariosResponse,
  type ModeTotals,
  type ProjectionMode,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';

/** `lineup scenarios list --json`: the list (`client.scenarios.list`) and the current lineup's totals that week. */
export interface ScenarioListing {
  list: ListScenariosResponse;
  /** `client.teams.week(team, list.week).totals.current`. */
  current: ModeTotals;
}

function signed(value: number): string {
  return value > 0 ? `+${formatPoints(value)}` : value < 0 ? `-${formatPoints(-value)}` : '0.0';
}

/**
 * The scenarios, newest first: name, the week and mode each was saved for with its points then,
 * and its points in the listed week (in `mode`) against the current lineup's.
 */
function scenariosTable(listing: ScenarioListing, mode: ProjectionMode): TableModel {
  const now = listing.current[mode];
  return {
    columns: [
      { header: 'Scenario' },
      { header: 'Saved for' },
      { header: 'Saved pts', align: 'right' },
      { header: `Week ${listing.list.week}`, align: 'right' },
      { header: 'vs current', align: 'right' },
      { header: 'Description' },
    ],
    rows: listing.list.scenarios.map((scenario) => {
      const points = scenario.weekTotals[mode];
      const diff = Math.round((points - now) * 10) / 10;
      return [
        { text: scenario.name, tone: 'strong' },
        { text: `week ${scenario.week}, ${scenario.projectionMode}` },
        { text: formatPoints(scenario.projectedPoints) },
        { text: formatPoints(points) },
        { text: signed(diff), tone: diff > 0 ? 'good' : diff < 0 ? 'bad' : 'muted' },
        { text: scenario.description, tone: 'muted' },
      ];
    }),
  };
}

function headline(listing: ScenarioListing, teamName: string, mode: ProjectionMode): string {
  return `${teamName} — scenarios in week ${listing.list.week} (${mode}); current lineup ${formatPoints(listing.current[mode])}`;
}

function noneText(teamName: string): string {
  return `No saved scenarios for '${teamName}'. Save one with \`lineup scenarios save "${teamName}" NAME\`.`;
}

/** `lineup scenarios list` as plain text. */
export function scenariosText(listing: ScenarioListing, teamName: string, mode: ProjectionMode): string {
  if (listing.list.scenarios.length === 0) return `${noneText(teamName)}\n`;
  return `${headline(listing, teamName, mode)}\n\n${textTable(scenariosTable(listing, mode))}`;
}

/** `lineup scenarios list` on a terminal. */
export function ScenariosScreen({
  listing,
  teamName,
  mode,
}: {
  listing: ScenarioListing;
  teamName: string;
  mode: ProjectionMode;
}) {
  if (listing.list.scenarios.length === 0) return <Text dimColor>{noneText(teamName)}</Text>;
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {headline(listing, teamName, mode)}
      </Text>
      <Box marginTop={1}>
        <Table table={scenariosTable(listing, mode)} />
      </Box>
    </Box>
  );
}
