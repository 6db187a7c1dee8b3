import type { Player, StartingSlot } from '@lineup-lab/core';
import { Modal } from '../../components/Modal.js';
import { type SlotOption, slotList } from './placement.js';
import { SlotChoiceList } from './SlotChoiceList.js';

export interface SlotSelectionModalProps {
  player: Player;
  /** The player's eligible starting slots (core's `eligibleSlots`) with their occupants. */
  options: readonly SlotOption[];
  pointsOf: (player: Player) => number | null;
  onChoose: (slot: StartingSlot) => void;
  onClose: () => void;
}

/** Swap a bench player into the lineup: pick one of the starting slots the player may fill. */
export function SlotSelectionModal({
  player,
  options,
  pointsOf,
  onChoose,
  onClose,
}: SlotSelectionModalProps) {
  return (
    <Modal
      title={`Choose a slot for ${player.playerName}`}
      description={`${player.position} · ${player.teamName || 'FA'}. Eligible: ${slotList(options.map((o) => o.slot))}. A player already there goes to the bench.`}
      onClose={onClose}
    >
      <SlotChoiceList options={options} pointsOf={pointsOf} onChoose={onChoose} label="Eligible slots" />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
