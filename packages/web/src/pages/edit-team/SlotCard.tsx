import { formatPoints, type Player, type StartingSlot } from '@lineup-lab/core';
import { useId } from 'react';
import { ActionsMenu, type MenuAction } from './ActionsMenu.js';
import type { SlotRow, SwapOption } from './editor-model.js';
import { LOCKED_LABEL } from './game-day-view.js';
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
 * One starting slot as one compact row: the slot, the player (name, NFL team, matchup, lock and
 * injury), the three projections and his game's result, and his actions behind one button (move
 * to the bench, and up to three better bench options, whose best gain the row shows); none once
 * his game has kicked off. An empty slot says so and offers Fill.
 */
export function SlotCard({ row, busy, onMoveToBench, onSwapIn, onFill }: SlotCardProps) {
  const titleId = useId();
  const { slot, line, options } = row;
  const actions: MenuAction[] = line
    ? [
        ...options.map((option) => ({
          name: `Swap in ${option.playerName} (+${formatPoints(option.improvement)})`,
          onSelect: () => onSwapIn(option),
        })),
        {
          name: `Move ${line.player.playerName} to bench`,
          label: 'Move to bench',
          onSelect: () => onMoveToBench(line.player, slot),
        },
      ]
    : [];
  const best = options[0];
  return (
    <article
      id={slotCardId(slot)}
      className={line ? 'player-row slot-card' : 'player-row slot-card slot-card-empty'}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 id={titleId} className="slot-title">
        <span className="slot-name">{slot}</span>{' '}
        <span className="slot-player">{line ? line.player.playerName : 'Empty'}</span>
      </h3>
      {line ? (
        <>
          <div className="row-facts">
            <PlayerMeta line={line} />
            {best && (
              <p className="better-hint" title={`Better option: ${best.playerName}`}>
                Better option: +{formatPoints(best.improvement)}
              </p>
            )}
          </div>
          <ProjectionFigures line={line} />
          <ActionsMenu
            playerName={line.player.playerName}
            actions={actions}
            disabled={busy || line.locked}
            disabledReason={line.locked ? LOCKED_LABEL : undefined}
          />
        </>
      ) : (
        <>
          <p className="muted row-facts slot-empty-text">No player in this slot.</p>
          <button
            type="button"
            className="button button-small button-primary row-fill"
            disabled={busy}
            onClick={() => onFill(slot)}
          >
            Fill {slot}
          </button>
        </>
      )}
    </article>
  );
}
