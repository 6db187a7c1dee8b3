import { formatPoints, type Player } from '@lineup-lab/core';
import type { BenchRow } from './editor-model.js';
import { PlayerMeta } from './PlayerFacts.js';

export interface BenchListProps {
  rows: readonly BenchRow[];
  busy: boolean;
  onSwap: (player: Player) => void;
  onDrop: (player: Player) => void;
}

/** The seven bench places: each player with a swap (into the lineup) and a drop button. */
export function BenchList({ rows, busy, onSwap, onDrop }: BenchListProps) {
  return (
    <ol className="bench-list">
      {rows.map(({ index, line }) =>
        line ? (
          <li key={line.player._id} className="bench-row">
            <div className="bench-player">
              <p className="bench-name">{line.player.playerName}</p>
              <PlayerMeta line={line} />
            </div>
            <p className="bench-points">
              <span className="bench-points-value">{line.loading ? '…' : formatPoints(line.points)}</span>
              <span className="bench-points-label">median</span>
            </p>
            <div className="bench-actions">
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                onClick={() => onSwap(line.player)}
              >
                Swap <span className="visually-hidden">{line.player.playerName} into the lineup</span>
              </button>
              <button
                type="button"
                className="button button-small button-danger-outline"
                disabled={busy}
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
