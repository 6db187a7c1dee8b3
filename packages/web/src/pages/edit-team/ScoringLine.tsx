import type { ScoringPreset, TeamScoring } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCORING_LABELS } from '../import/import-view.js';

/** The presets a team typed in by hand may be counted in, in the order the choice lists them. */
const PRESETS: readonly ScoringPreset[] = ['standard', 'half-ppr', 'ppr'];

/**
 * The scoring a team's points are in, under its name: for an imported team one short line ('Scoring:
 * PPR · Sleeper league Sunday Funday PPR': its league decides); for a team made by hand 'Scoring:
 * Half-PPR' with a Change button that opens the choice. Nothing when the server does not say
 * (servers before league import).
 */
export function ScoringLine({ scoring }: { scoring: TeamScoring | undefined }) {
  const [choosing, setChoosing] = useState(false);
  if (!scoring) return null;
  if (scoring.league || !choosing) {
    return (
      <p className="editor-scoring muted">
        <span>{scoringText(scoring)}</span>
        {!scoring.league && (
          <button
            type="button"
            className="button-link"
            aria-label="Change scoring"
            onClick={() => setChoosing(true)}
          >
            Change
          </button>
        )}
      </p>
    );
  }
  return <ScoringChoice format={scoring.format} onDone={() => setChoosing(false)} />;
}

/**
 * Standard, Half-PPR or PPR for a team made by hand, kept by the server (`PUT
 * /api/teams/:teamName/scoring`); then every number of the editor is read again.
 */
function ScoringChoice({ format, onDone }: { format: TeamScoring['format']; onDone: () => void }) {
  const { teamName = '' } = useParams();
  const id = useId();
  const queries = useQueryClient();
  const change = useMutation({
    mutationFn: (preset: ScoringPreset) => api.teams.setScoring(teamName, { format: preset }),
    onSuccess: onDone,
    // Every number follows the scoring: the week, its better options and totals, scenarios, history.
    onSettled: () =>
      Promise.all(
        [
          queryKeys.teamWeek.team(teamName),
          queryKeys.scenarios.team(teamName),
          queryKeys.history.team(teamName),
        ].map((queryKey) => queries.invalidateQueries({ queryKey })),
      ),
  });
  return (
    <p className="editor-scoring muted">
      <label htmlFor={id}>Scoring: </label>
      <select
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the choice opens on the user's Change; the focus goes to it
        autoFocus
        value={format}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as ScoringPreset)}
      >
        {PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {SCORING_LABELS[preset]}
          </option>
        ))}
        {format === 'custom' && <option value="custom">{SCORING_LABELS.custom}</option>}
      </select>
      {change.isError && <span role="alert"> {messageOf(change.error, 'Failed to change the scoring')}</span>}
    </p>
  );
}

/**
 * The line's text. The league's provider is not in the answer; Sleeper is the only one imported
 * from, so the league is named as a Sleeper league.
 */
export function scoringText(scoring: TeamScoring): string {
  const format = `Scoring: ${SCORING_LABELS[scoring.format]}`;
  return scoring.league ? `${format} · Sleeper league ${scoring.league.name}` : format;
}
