import { formatPoints, type Player, SLOT_ELIGIBILITY, type StartingSlot } from '@lineup-lab/core';
import { Modal } from '../../components/Modal.js';

export interface FillSlotModalProps {
  slot: StartingSlot;
  /** Bench players eligible for the slot (not locked by their kickoff). */
  candidates: readonly Player[];
  pointsOf: (player: Player) => number | null;
  onChoose: (player: Player) => void;
  /** Closes the modal and takes the user to the player search. */
  onSearch: () => void;
  onClose: () => void;
}

/** Fill an empty starting slot with an eligible bench player, or go and search for one. */
export function FillSlotModal({
  slot,
  candidates,
  pointsOf,
  onChoose,
  onSearch,
  onClose,
}: FillSlotModalProps) {
  const accepts = SLOT_ELIGIBILITY[slot].join(', ');
  return (
    <Modal title={`Fill ${slot}`} description={`${slot} accepts ${accepts}.`} onClose={onClose}>
      {candidates.length > 0 ? (
        <ul className="slot-choices" aria-label={`Bench players for ${slot}`}>
          {candidates.map((player, index) => (
            <li key={player._id}>
              <button
                type="button"
                className="slot-choice"
                onClick={() => onChoose(player)}
                data-autofocus={index === 0 || undefined}
              >
                <span className="slot-choice-name">{player.playerName}</span>
                <span className="slot-choice-detail">
                  {player.position} · {player.teamName || 'FA'} · {formatPoints(pointsOf(player))} pts
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No bench player can play {slot}. Search for one: the player you add starts at {slot}.
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={onSearch}>
          Search players
        </button>
      </div>
    </Modal>
  );
}
