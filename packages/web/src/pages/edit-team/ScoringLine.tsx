import type { TeamScoring } from '@lineup-lab/core';
import { SCORING_LABELS } from '../import/import-view.js';

/**
 * The scoring a team's points are in, in one short line under its name: 'Scoring: PPR · Sleeper
 * league Sunday Funday PPR' for an imported team, 'Scoring: Half-PPR' for one made by hand. Nothing
 * when the server does not say (servers before league import).
 */
export function ScoringLine({ scoring }: { scoring: TeamScoring | undefined }) {
  if (!scoring) return null;
  return <p className="editor-scoring muted">{scoringText(scoring)}</p>;
}

/**
 * The line's text. The league's provider is not in the answer; Sleeper is the only one imported
 * from, so the league is named as a Sleeper league.
 */
export function scoringText(scoring: TeamScoring): string {
  const format = `Scoring: ${SCORING_LABELS[scoring.format]}`;
  return scoring.league ? `${format} · Sleeper league ${scoring.league.name}` : format;
}
