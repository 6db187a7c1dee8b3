import { type LeagueChoice, type LeagueProvider, SCORING_FORMAT_LABELS } from '@lineup-lab/core';

/** Each league host by the name its users know it by. */
export const HOST_LABELS: Readonly<Record<LeagueProvider, string>> = {
  sleeper: 'Sleeper',
  espn: 'ESPN',
  yahoo: 'Yahoo',
};

/**
 * A league's roster positions, counted in the order they first appear:
 * `['QB', 'RB', 'RB', 'FLEX', 'BN', 'BN']` → 'QB, 2 RB, FLEX, 2 BN'.
 */
export function rosterPositionsText(positions: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const position of positions) counts.set(position, (counts.get(position) ?? 0) + 1);
  return [...counts].map(([position, count]) => (count === 1 ? position : `${count} ${position}`)).join(', ');
}

/** A host's league status in words: Sleeper's `in_season` → 'in season'. */
export function leagueStatusText(status: string): string {
  return status.replaceAll('_', ' ');
}

/** A league in one line: 'Sunday Funday PPR — Sleeper, 2025 season, 4 teams, PPR'. */
export function leagueLine(league: LeagueChoice): string {
  return `${league.name} — ${HOST_LABELS[league.provider]}, ${league.season} season, ${league.size} teams, ${SCORING_FORMAT_LABELS[league.scoringType]}`;
}
