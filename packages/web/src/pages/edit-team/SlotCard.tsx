import { formatPoints, type Player, type StartingSlot } from '@lineup-lab/core';
import { useId } from 'react';
import type { SlotRow, SwapOption } from './editor-model.js';
import { PlayerMeta, ProjectionFigures } from './PlayerFacts.js';

export interface SlotCardProps {
  row: SlotRow;
  /** A change is on its way to the server: actions wait. */
  busy: boolean;
  onMoveToBench: (player: Player, slot: StartingSlot) => void;
  onSwapIn: (option: SwapOption) => void;
  onFill: (slot: StartingSlot) => void;
}

/** The id of a slot's card, to move focus to it after a change. */
export function slotCardId(slot: StartingSlot): string {
  return `slot-card-${slot.replace('/', '')}`;
}

/**
 * One starting slot: the player (name, NFL team, matchup, the three projections, his game's result),
 * up to three better bench options, and move-to-bench (disabled once his game has kicked off); an
 * empty slot says so and offers to fill it.
 */
export function SlotCard({ row, busy, onMoveToBench, onSwapIn, onFill }: SlotCardProps) {
  const titleId = useId();
  const { slot, line, options } = row;
  return (
    <article
      id={slotCardId(slot)}
      className={line ? 'slot-card card' : 'slot-card slot-card-empty card'}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 id={titleId} className="slot-title">
        <span className="slot-name">{slot}</span>
        <span className="slot-player">{line ? line.player.playerName : 'Empty'}</span>
      </h3>
      {line ? (
        <>
          <PlayerMeta line={line} />
          <ProjectionFigures line={line} />
        </>
      ) : (
        <p className="muted slot-empty-text">No player in this slot.</p>
      )}
      {options.length > 0 && (
        <div className="better-options">
          <p className="better-options-title">Better options</p>
          <ul aria-label={`Better options for ${slot}`}>
            {options.map((option) => (
              <li key={option.playerId}>
                <button
                  type="button"
                  className="button button-small button-suggest"
                  disabled={busy || line?.locked}
                  onClick={() => onSwapIn(option)}
                >
                  Swap in {option.playerName} (+{formatPoints(option.improvement)})
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="slot-actions">
        {line ? (
          <button
            type="button"
            className="button button-small"
            disabled={busy || line.locked}
            onClick={() => onMoveToBench(line.player, slot)}
          >
            Move <span className="visually-hidden">{line.player.playerName} </span>to bench
          </button>
        ) : (
          <button
            type="button"
            className="button button-small button-primary"
            disabled={busy}
            onClick={() => onFill(slot)}
          >
            Fill {slot}
          </button>
        )}
      </div>
    </article>
  );
}
