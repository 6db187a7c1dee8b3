import type { Player, ProjectionMode } from '@lineup-lab/core';
import { ActionsMenu } from './ActionsMenu.js';
import type { BenchRow } from './editor-model.js';
import { LOCKED_LABEL } from './game-day-view.js';
import { PlayerMeta, ProjectionFigures } from './PlayerFacts.js';

export interface BenchListProps {
  rows: readonly BenchRow[];
  /** The mode the points are in (the team's own); the three figures show, the mode's in bold. */
  mode?: ProjectionMode;
  busy: boolean;
  onSwap: (player: Player) => void;
  onDrop: (player: Player) => void;
}

/**
 * The seven bench places, each player one compact row as a slot's: name, NFL team, matchup, the
 * three projections as they count (0 when out or on a bye), his game's result, and his actions
 * behind one button (swap into the lineup, drop), none once his game has kicked off.
 */
export function BenchList({ rows, busy, onSwap, onDrop }: BenchListProps) {
  return (
    <ol className="bench-list">
      {rows.map(({ index, line }) =>
        line ? (
          <li key={line.player._id} className="player-row bench-row">
            <p className="slot-title">
              <span className="slot-name" aria-hidden="true">
                BN
              </span>{' '}
              <span className="bench-name slot-player">{line.player.playerName}</span>
            </p>
            <div className="row-facts">
              <PlayerMeta line={line} />
            </div>
            <ProjectionFigures line={line} />
            <ActionsMenu
              playerName={line.player.playerName}
              disabled={busy || line.locked}
              disabledReason={line.locked ? LOCKED_LABEL : undefined}
              actions={[
                {
                  name: `Swap ${line.player.playerName} into the lineup`,
                  label: 'Swap into the lineup',
                  onSelect: () => onSwap(line.player),
                },
                {
                  name: `Drop ${line.player.playerName}`,
                  label: 'Drop',
                  onSelect: () => onDrop(line.player),
                },
              ]}
            />
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
