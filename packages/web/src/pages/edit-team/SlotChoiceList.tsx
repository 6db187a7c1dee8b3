import { formatPoints, type Player, type StartingSlot } from '@lineup-lab/core';
import type { SlotOption } from './placement.js';

export interface SlotChoiceListProps {
  options: readonly SlotOption[];
  /** Median points of a player this week, for the occupant's figure. */
  pointsOf: (player: Player) => number | null;
  onChoose: (slot: StartingSlot) => void;
  label: string;
}

/** Starting slots as buttons: the slot and who is there now (who would go to the bench). */
export function SlotChoiceList({ options, pointsOf, onChoose, label }: SlotChoiceListProps) {
  return (
    <ul className="slot-choices" aria-label={label}>
      {options.map(({ slot, occupant }, index) => (
        <li key={slot}>
          <button
            type="button"
            className="slot-choice"
            onClick={() => onChoose(slot)}
            data-autofocus={index === 0 || undefined}
          >
            <span className="slot-choice-name">{slot}</span>
            <span className="slot-choice-detail">
              {occupant
                ? `replaces ${occupant.playerName} (${formatPoints(pointsOf(occupant))}), who goes to the bench`
                : 'empty slot'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
