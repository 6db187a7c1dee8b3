import { type LeagueChoice, type RostersResponse, SCORING_FORMAT_LABELS } from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';
import { leagueLine, leagueStatusText, rosterPositionsText } from './import-labels.js';

/** A list of leagues to pick from: its title, the leagues, and the command that picks one. */
export interface LeagueChoices {
  /** 'PPR Pat (ppr_pat) on Sleeper: NFL leagues of 2025'. */
  title: string;
  leagues: readonly LeagueChoice[];
  /** What to run next, with `ID` for the league's id: 'lineup import sleeper --league ID'. */
  next: string;
  /** Said when there are no leagues. */
  none: string;
}

/** The leagues as a table: id, name, size, scoring, status, roster positions, imported already. */
function leaguesTable(leagues: readonly LeagueChoice[]): TableModel {
  return {
    columns: [
      { header: 'League ID' },
      { header: 'League' },
      { header: 'Teams', align: 'right' },
      { header: 'Scoring' },
      { header: 'Status' },
      { header: 'Roster' },
      { header: 'Imported' },
    ],
    rows: leagues.map((league) => [
      { text: league.leagueId },
      { text: league.name, tone: 'strong' },
      { text: String(league.size) },
      { text: SCORING_FORMAT_LABELS[league.scoringType] },
      { text: leagueStatusText(league.status), tone: 'muted' },
      { text: rosterPositionsText(league.rosterPositions), tone: 'muted' },
      { text: league.alreadyImported ? 'yes' : '', tone: 'warn' },
    ]),
  };
}

function pickLine(choices: LeagueChoices): string {
  return `List a league's teams with \`${choices.next}\`.`;
}

/** The leagues to pick from, as plain text. */
export function leagueChoicesText(choices: LeagueChoices): string {
  if (choices.leagues.length === 0) return `${choices.title}\n${choices.none}\n`;
  return `${choices.title}\n\n${textTable(leaguesTable(choices.leagues))}\n${pickLine(choices)}\n`;
}

/** The leagues to pick from, on a terminal. */
export function LeagueChoicesScreen({ choices }: { choices: LeagueChoices }) {
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {choices.title}
      </Text>
      {choices.leagues.length === 0 ? (
        <Text dimColor>{choices.none}</Text>
      ) : (
        <>
          <Box marginY={1}>
            <Table table={leaguesTable(choices.leagues)} />
          </Box>
          <Text dimColor>{pickLine(choices)}</Text>
        </>
      )}
    </Box>
  );
}

/** A league's teams as a table: the host's number for each, its name, owner and player count. */
function rostersTable(result: RostersResponse): TableModel {
  return {
    columns: [
      { header: 'Team ID', align: 'right' },
      { header: 'Team' },
      { header: 'Owner' },
      { header: 'Players', align: 'right' },
    ],
    rows: result.rosters.map((roster) => [
      { text: String(roster.rosterId) },
      { text: roster.teamName ?? '', tone: 'strong' },
      { text: roster.ownerName ?? '(no owner)', tone: roster.ownerName ? undefined : 'muted' },
      { text: String(roster.playerCount) },
    ]),
  };
}

const ALREADY_IMPORTED = 'You have already imported this league: refresh it with `lineup leagues sync ID`.';

/** What to run next, with `ID` for the team's id. */
function teamPickLine(next: string): string {
  return `Preview and import yours with \`${next}\`.`;
}

/** A league's teams, as plain text; `next` is the command that picks one ('… --team ID'). */
export function rostersText(result: RostersResponse, next: string): string {
  const lines = [
    leagueLine(result.league),
    `Roster: ${rosterPositionsText(result.league.rosterPositions)}`,
    ...(result.league.alreadyImported ? [ALREADY_IMPORTED] : []),
    '',
    textTable(rostersTable(result)),
    teamPickLine(next),
    '',
  ];
  return lines.join('\n');
}

/** A league's teams, on a terminal. */
export function RostersScreen({ result, next }: { result: RostersResponse; next: string }) {
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {leagueLine(result.league)}
      </Text>
      <Text dimColor>Roster: {rosterPositionsText(result.league.rosterPositions)}</Text>
      {result.league.alreadyImported && <Text color="yellow">{ALREADY_IMPORTED}</Text>}
      <Box marginY={1}>
        <Table table={rostersTable(result)} />
      </Box>
      <Text dimColor>{teamPickLine(next)}</Text>
    </Box>
  );
}
