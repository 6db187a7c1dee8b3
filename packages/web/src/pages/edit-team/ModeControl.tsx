import { MODE_LABELS, PROJECTION_MODES, type ProjectionMode } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { queryKeys } from '../../api/query-keys.js';

export interface ModeControlProps {
  teamName: string;
  /** The team's mode as the server last said (`team.mode` of the week answer); `null` until it has. */
  mode: ProjectionMode | null;
  /** A lineup change is on its way, or the week is read-only: the mode waits. */
  disabled?: boolean;
}

/**
 * The team's projection mode (conservative, median or aggressive), kept by the server (`PUT
 * /api/teams/:teamName/mode`): the total, better options, Optimize, scenarios' totals and the
 * advisor's default follow it, so every answer that depends on it is read again after a change.
 */
export function ModeControl({ teamName, mode, disabled = false }: ModeControlProps) {
  const labelId = useId();
  const name = useId();
  const queries = useQueryClient();
  const change = useMutation({
    mutationFn: (next: ProjectionMode) => api.teams.setMode(teamName, { mode: next }),
    onSettled: () =>
      Promise.all(
        [
          queryKeys.teamWeek.team(teamName),
          queryKeys.scenarios.team(teamName),
          queryKeys.history.team(teamName),
          queryKeys.teams.all,
        ].map((queryKey) => queries.invalidateQueries({ queryKey })),
      ),
  });
  // The choice shows at once; the server's answer (and the week read again) then confirms it.
  const shown = change.isPending ? change.variables : mode;
  return (
    <div className="mode-control">
      <span id={labelId} className="mode-control-label">
        Projection mode
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="mode-control-options">
        {PROJECTION_MODES.map((option) => (
          <label key={option} className="mode-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={shown === option}
              disabled={disabled || mode === null || change.isPending}
              onChange={() => change.mutate(option)}
            />
            {MODE_LABELS[option]}
          </label>
        ))}
      </div>
      {change.isError && (
        <p className="notice notice-error" role="alert">
          {messageOf(change.error, 'Failed to change the projection mode')}
        </p>
      )}
    </div>
  );
}
