import { formatPoints, type Player, type StartingSlot } from '@lineup-lab/core';
import { LOCKED_LABEL } from './game-day-view.js';
import type { SlotOption } from './placement.js';

export interface SlotChoiceListProps {
  options: readonly SlotOption[];
  /** Points of a player this week in the team's mode, for the occupant's figure. */
  pointsOf: (player: Player) => number | null;
  onChoose: (slot: StartingSlot) => void;
  label: string;
}

/**
 * Starting slots as buttons: the slot and who is there now (who would go to the bench); a slot whose
 * starter is locked by his kickoff is shown disabled, since he cannot go to the bench.
 */
export function SlotChoiceList({ options, pointsOf, onChoose, label }: SlotChoiceListProps) {
  const firstOpen = options.find((option) => !option.locked)?.slot;
  return (
    <ul className="slot-choices" aria-label={label}>
      {options.map(({ slot, occupant, locked = false }) => (
        <li key={slot}>
          <button
            type="button"
            className="slot-choice"
            onClick={() => onChoose(slot)}
            disabled={locked}
            data-autofocus={(!locked && slot === firstOpen) || undefined}
          >
            <span className="slot-choice-name">{slot}</span>
            <span className="slot-choice-detail">
              {occupant && locked
                ? `${occupant.playerName} stays: ${LOCKED_LABEL.toLowerCase()}`
                : occupant
                  ? `replaces ${occupant.playerName} (${formatPoints(pointsOf(occupant))}), who goes to the bench`
                  : 'empty slot'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
