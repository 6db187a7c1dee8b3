import { formatPoints, type Player, type ProjectionMode } from '@lineup-lab/core';
import type { BenchRow } from './editor-model.js';
import { GameResult, PlayerMeta } from './PlayerFacts.js';

export interface BenchListProps {
  rows: readonly BenchRow[];
  /** The mode the points are in (the team's own). */
  mode?: ProjectionMode;
  busy: boolean;
  onSwap: (player: Player) => void;
  onDrop: (player: Player) => void;
}

/**
 * The seven bench places: each player with his points in the team's mode (0 when out or on a bye),
 * his game's result, and a swap (into the lineup) and a drop button, both disabled once his game has
 * kicked off.
 */
export function BenchList({ rows, mode = 'median', busy, onSwap, onDrop }: BenchListProps) {
  return (
    <ol className="bench-list">
      {rows.map(({ index, line }) =>
        line ? (
          <li key={line.player._id} className="bench-row">
            <div className="bench-player">
              <p className="bench-name">{line.player.playerName}</p>
              <PlayerMeta line={line} />
              <GameResult line={line} />
            </div>
            <p className="bench-points">
              <span className="bench-points-value">{line.loading ? '…' : formatPoints(line.points)}</span>
              <span className="bench-points-label">{mode}</span>
            </p>
            <div className="bench-actions">
              <button
                type="button"
                className="button button-small"
                disabled={busy || line.locked}
                onClick={() => onSwap(line.player)}
              >
                Swap <span className="visually-hidden">{line.player.playerName} into the lineup</span>
              </button>
              <button
                type="button"
                className="button button-small button-danger-outline"
                disabled={busy || line.locked}
                onClick={() => onDrop(line.player)}
              >
                Drop <span className="visually-hidden">{line.player.playerName}</span>
              </button>
            </div>
          </li>
        ) : (
          <li key={`open-${index}`} className="bench-row bench-row-open">
            <span className="muted">Open bench spot</span>
          </li>
        ),
      )}
    </ol>
  );
}
