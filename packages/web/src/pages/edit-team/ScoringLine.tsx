import type { ScoringPreset, ScoringSettings, TeamScoring } from '@lineup-lab/core';
import { SCORING_FORMAT_LABELS, scoringNote } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { queryKeys } from '../../api/query-keys.js';
import { CustomScoringForm } from './CustomScoringForm.js';

/** The presets a team may be counted in, in the order the choice lists them. */
const PRESETS: readonly ScoringPreset[] = ['standard', 'half-ppr', 'ppr'];

/** What `PUT /api/teams/:teamName/scoring` takes: a preset, or custom settings. */
type ScoringChange = { format: ScoringPreset } | { format: 'custom'; settings: ScoringSettings };

/**
 * The scoring a team's points are in, under its name: 'Scoring: Half-PPR' for a team made by hand,
 * 'Scoring: PPR · League Sunday Funday PPR' for an imported one, with a Change button that
 * opens the choice (an imported team's with a note that its league counts in its own settings).
 * Until the week's answer says it (or from servers before league import, which never do), an
 * empty line of the same height, so that the page does not move down when it comes.
 */
export function ScoringLine({ scoring }: { scoring: TeamScoring | undefined }) {
  const [choosing, setChoosing] = useState(false);
  if (!scoring) {
    return (
      <p className="editor-scoring" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  }
  if (!choosing) {
    return (
      <p className="editor-scoring muted">
        <span>{scoringText(scoring)}</span>
        <button
          type="button"
          className="button-link"
          aria-label="Change scoring"
          onClick={() => setChoosing(true)}
        >
          Change
        </button>
      </p>
    );
  }
  return <ScoringChoice scoring={scoring} onDone={() => setChoosing(false)} />;
}

/**
 * Standard, Half-PPR, PPR or Custom… (the common settings), kept by the server (`PUT
 * /api/teams/:teamName/scoring`); then every number of the editor is read again.
 */
function ScoringChoice({ scoring, onDone }: { scoring: TeamScoring; onDone: () => void }) {
  const { teamName = '' } = useParams();
  const id = useId();
  const [custom, setCustom] = useState(false);
  const change = useScoringChange(teamName, onDone);
  return (
    <div className="editor-scoring-choice">
      <p className="editor-scoring muted">
        <label htmlFor={id}>Scoring: </label>
        <select
          id={id}
          // biome-ignore lint/a11y/noAutofocus: the choice opens on the user's Change; the focus goes to it
          autoFocus
          value={custom ? 'custom' : scoring.format}
          disabled={change.isPending}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'custom') setCustom(true);
            else change.mutate({ format: value as ScoringPreset });
          }}
        >
          {PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {SCORING_FORMAT_LABELS[preset]}
            </option>
          ))}
          <option value="custom">Custom…</option>
        </select>{' '}
        <button type="button" className="button-link" onClick={onDone} disabled={change.isPending}>
          Cancel
        </button>
      </p>
      {scoring.league && (
        <p className="muted editor-scoring-note">
          Your league {scoring.league.name} counts {SCORING_FORMAT_LABELS[scoring.format]}; a scoring chosen
          here counts this team's numbers in Lineup Lab only, not in the league.
        </p>
      )}
      {custom && (
        <CustomScoringForm
          format={scoring.format}
          pending={change.isPending}
          onSave={(settings) => change.mutate({ format: 'custom', settings })}
          onCancel={() => setCustom(false)}
        />
      )}
      {change.isError && (
        <p className="notice notice-error" role="alert">
          {messageOf(change.error, 'Failed to change the scoring')}
        </p>
      )}
    </div>
  );
}

/** The scoring change, and every answer that counts in the team's scoring read again after it. */
function useScoringChange(teamName: string, onDone: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoringChange) => api.teams.setScoring(teamName, body),
    onSuccess: onDone,
    // Every number follows the scoring: the week, its better options and totals, scenarios, history,
    // the season record and the dashboard's totals.
    onSettled: () =>
      Promise.all(
        [
          queryKeys.teamWeek.team(teamName),
          queryKeys.scenarios.team(teamName),
          queryKeys.history.team(teamName),
          queryKeys.teamRecord(teamName),
          queryKeys.teams.all,
        ].map((queryKey) => queries.invalidateQueries({ queryKey })),
      ),
  });
}

/**
 * The line's text, with core's note when an imported team is counted otherwise than its league
 * ("League scores PPR; counted here in Half-PPR"). The league is named by its name alone (the
 * answer does not say which host it was imported from).
 */
export function scoringText(scoring: TeamScoring): string {
  const format = `Scoring: ${SCORING_FORMAT_LABELS[scoring.format]}`;
  if (!scoring.league) return format;
  const note = scoringNote(scoring);
  return `${format} · League ${scoring.league.name}${note ? ` · ${note}` : ''}`;
}
