import { formatPoints, type ProjectionMode } from '@lineup-lab/core';
import type { Mail } from '../../ports/mailer.js';
import type { LineupAlertStatus } from '../../records/lineup-alert-record.js';
import type { AlertPlayer, LineupAlertItem } from './lineup-alert-items.js';

/** What a lineup alert mail's subject starts with. */
const LINEUP_ALERT_SUBJECT = 'Lineup alert:';

/** A status in the mail's words: the designation as the reports name it, or "on a bye". */
const statusWords = (status: LineupAlertStatus) => (status === 'bye' ? 'on a bye' : status);

/** The editor's address for a team, opened on a week (the web app's `/edit-team/:teamName?week=N`). */
export function editorUrl(appUrl: string, teamName: string, week: number): string {
  return `${appUrl}/edit-team/${encodeURIComponent(teamName)}?week=${week}`;
}

const who = (player: AlertPlayer) => `${player.playerName} (${player.position}, ${player.teamName})`;
/** Text from the store on one line: no line break can reach the subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One starter's lines: slot, player, status (with the body part), then the replacement or why none. */
function itemLines(item: LineupAlertItem, mode: ProjectionMode): string[] {
  const status = statusWords(item.status);
  const about = item.bodyPart ? ` (${oneLine(item.bodyPart)})` : '';
  const { replacement } = item;
  return [
    `- ${item.slot} ${who(item.player)}: ${status}${about}.`,
    replacement
      ? `  Best replacement on your bench: ${who(replacement.player)}, ${formatPoints(replacement.points)} points (${mode}).`
      : `  No bench player can take his place in ${item.slot} (none eligible is healthy, off a bye and not yet kicked off).`,
  ];
}

/**
 * The lineup alert mail of a team and week: the subject "Lineup alert: <team> week N"; each starter
 * named (slot, player, status: Out, Doubtful, Questionable, IR …, or on a bye) with the best legal
 * replacement on the bench and what he is projected for in the team's mode and scoring (or that
 * there is none); a link to the editor on that week; and where to turn the alerts off. Nothing in it
 * but the team's own facts and the server's public addresses.
 * @example
 * composeLineupAlert({ to: 'fan@example.com', teamName: 'Gridiron Gang', season: 2025, week: 6,
 *   mode: 'median', items, appUrl: 'https://lineup.example.com' })
 * // { to: 'fan@example.com', subject: 'Lineup alert: Gridiron Gang week 6', text: '…' }
 */
export function composeLineupAlert(input: {
  to: string;
  teamName: string;
  season: number;
  week: number;
  mode: ProjectionMode;
  items: readonly LineupAlertItem[];
  appUrl: string;
}): Mail {
  const { teamName, season, week, mode } = input;
  const starters = input.items.length === 1 ? 'a starter' : 'starters';
  return {
    to: input.to,
    subject: `${LINEUP_ALERT_SUBJECT} ${oneLine(teamName)} week ${week}`,
    text: [
      `News about ${starters} of ${teamName} for week ${week} of ${season}:`,
      '',
      ...input.items.flatMap((item) => itemLines(item, mode)),
      '',
      `Change your lineup in the editor: ${editorUrl(input.appUrl, teamName, week)}`,
      '',
      `Points are projections in ${teamName}'s mode (${mode}) and scoring.`,
      `You get these mails because lineup alerts are on; turn them off on your dashboard: ${input.appUrl}/dashboard`,
    ].join('\n'),
  };
}
