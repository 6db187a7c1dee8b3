import {
  type GameTimeOptions,
  type LeagueSummary,
  type LeagueSyncResponse,
  type LeaguesResponse,
  SCORING_FORMAT_LABELS,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';
import { HOST_LABELS } from './import-labels.js';
import { bulletLines, unmatchedHeading, unmatchedTable } from './import-preview-view.js';
import { changedAt } from './teams-view.js';

/** The imported leagues as a table: our id (what `leagues sync` takes), host, team, last sync. */
function leaguesTable(leagues: readonly LeagueSummary[], time: GameTimeOptions): TableModel {
  return {
    columns: [
      { header: 'ID' },
      { header: 'League' },
      { header: 'Host' },
      { header: 'Season', align: 'right' },
      { header: 'Teams', align: 'right' },
      { header: 'Scoring' },
      { header: 'Your team' },
      { header: 'Last sync' },
    ],
    rows: leagues.map((league) => [
      { text: league.id, tone: 'muted' },
      { text: league.name, tone: 'strong' },
      { text: HOST_LABELS[league.provider] },
      { text: String(league.season) },
      { text: String(league.teamCount) },
      { text: SCORING_FORMAT_LABELS[league.scoringFormat] },
      { text: league.teamName },
      { text: changedAt(league.lastSyncedAt, time), tone: 'muted' },
    ]),
  };
}

const NO_LEAGUES = 'No imported leagues yet. Import one with `lineup import sleeper|espn|yahoo`.';
const SYNC_HINT = 'Refresh one from its host with `lineup leagues sync ID`.';

/** `lineup leagues` as plain text. */
export function leaguesText(result: LeaguesResponse, time: GameTimeOptions): string {
  if (result.leagues.length === 0) return `${NO_LEAGUES}\n`;
  return `${textTable(leaguesTable(result.leagues, time))}\n${SYNC_HINT}\n`;
}

/** `lineup leagues` on a terminal. */
export function LeaguesScreen({ result, time }: { result: LeaguesResponse; time: GameTimeOptions }) {
  if (result.leagues.length === 0) return <Text dimColor>{NO_LEAGUES}</Text>;
  return (
    <Box flexDirection="column">
      <Table table={leaguesTable(result.leagues, time)} />
      <Box marginTop={1}>
        <Text dimColor>{SYNC_HINT}</Text>
      </Box>
    </Box>
  );
}

/** The sync's title: "Synced 'Pat’s Pickers' with Sunday Funday PPR (Sleeper)." */
function syncTitle({ league, team }: LeagueSyncResponse): string {
  return `Synced '${team.teamName}' with ${league.name} (${HOST_LABELS[league.provider]}).`;
}

/** Who came and went, one line each ('none' when nobody did). */
function changeLines({ added, dropped }: LeagueSyncResponse): string[] {
  const names = (list: readonly string[]) => (list.length === 0 ? 'none' : list.join(', '));
  return [`Added: ${names(added)}`, `Dropped: ${names(dropped)}`];
}

/** `lineup leagues sync` as plain text: the changes, the players not matched, the notes. */
export function syncText(result: LeagueSyncResponse): string {
  const parts = [`${syncTitle(result)}\n`, `${changeLines(result).join('\n')}\n`];
  if (result.unmatched.length > 0) {
    parts.push(
      `\n${unmatchedHeading(result.unmatched.length)}\n`,
      textTable(unmatchedTable(result.unmatched)),
    );
  }
  if (result.notes.length > 0) parts.push(`\nNotes:\n${bulletLines(result.notes).join('\n')}\n`);
  return parts.join('');
}

/** `lineup leagues sync` on a terminal. */
export function SyncScreen({ result }: { result: LeagueSyncResponse }) {
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {syncTitle(result)}
      </Text>
      {changeLines(result).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {result.unmatched.length > 0 && (
        <Box marginTop={1} flexDirection="column">
          <Text color="yellow">{unmatchedHeading(result.unmatched.length)}</Text>
          <Table table={unmatchedTable(result.unmatched)} />
        </Box>
      )}
      {result.notes.length > 0 && (
        <Box marginTop={1} flexDirection="column">
          <Text bold>Notes:</Text>
          {bulletLines(result.notes).map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Box>
      )}
    </Box>
  );
}
