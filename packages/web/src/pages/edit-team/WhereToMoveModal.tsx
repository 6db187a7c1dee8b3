import type { Player, StartingSlot } from '@lineup-lab/core';
import { Modal } from '../../components/Modal.js';
import { type SlotOption, slotList } from './placement.js';
import { SlotChoiceList } from './SlotChoiceList.js';

export interface WhereToMoveModalProps {
  player: Player;
  /** The slots an RB or WR may take: its two own slots and FLEX. */
  options: readonly SlotOption[];
  pointsOf: (player: Player) => number | null;
  onChoose: (slot: StartingSlot) => void;
  onClose: () => void;
}

/** For multi-slot positions (RB, WR): which of the eligible slots the player should take. */
export function WhereToMoveModal({ player, options, pointsOf, onChoose, onClose }: WhereToMoveModalProps) {
  const slots = options.map((o) => o.slot);
  return (
    <Modal
      title={`Where should ${player.playerName} play?`}
      description={`${player.playerName} (${player.position}) can start at ${slotList(slots)}. A player already there goes to the bench.`}
      onClose={onClose}
    >
      <SlotChoiceList
        options={options}
        pointsOf={pointsOf}
        onChoose={onChoose}
        label={`Slots for ${player.playerName}`}
      />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
