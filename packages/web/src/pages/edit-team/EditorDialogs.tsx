import { BENCH, isEligible, type Player, rosterOf, type StartingSlot, type Team } from '@lineup-lab/core';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import type { OptimizePlan } from './editor-model.js';
import { FillSlotModal } from './FillSlotModal.js';
import type { LineupCommand } from './lineup-commands.js';
import { OptimizeModal } from './OptimizeModal.js';
import { slotOptions } from './placement.js';
import { SlotSelectionModal } from './SlotSelectionModal.js';
import { WhereToMoveModal } from './WhereToMoveModal.js';

/** The one dialog the editor may have open. */
export type EditorDialog =
  | { readonly kind: 'slot-selection'; readonly player: Player }
  | { readonly kind: 'where-to-move'; readonly player: Player }
  | { readonly kind: 'fill'; readonly slot: StartingSlot }
  | { readonly kind: 'bench'; readonly player: Player; readonly slot: StartingSlot }
  | { readonly kind: 'drop'; readonly player: Player }
  | { readonly kind: 'optimize'; readonly plan: OptimizePlan; readonly week: number };

export interface EditorDialogsProps {
  dialog: EditorDialog | null;
  team: Team;
  busy: boolean;
  pointsOf: (player: Player) => number | null;
  /** Whether a player's game has kicked off (he cannot be moved this week). */
  lockedOf?: (playerId: string) => boolean;
  /** Sends a command; `keepOpen` leaves the dialog up until the server has answered. */
  send: (command: LineupCommand, keepOpen?: boolean) => void;
  onClose: () => void;
  /** Fill the slot from the player search instead (browsing its position). */
  onSearch: (slot: StartingSlot) => void;
}

/** The bench players who may fill an empty slot: eligible for it, their game not kicked off. */
export function fillCandidates(
  team: Team,
  slot: StartingSlot,
  lockedOf: (playerId: string) => boolean = () => false,
): Player[] {
  return rosterOf(team).bench.filter((p) => isEligible(p.position, slot) && !lockedOf(p._id));
}

/** Renders the open dialog and turns its answer into a lineup command. */
export function EditorDialogs({
  dialog,
  team,
  busy,
  pointsOf,
  lockedOf = () => false,
  send,
  onClose,
  onSearch,
}: EditorDialogsProps) {
  if (!dialog) return null;
  const roster = rosterOf(team);
  switch (dialog.kind) {
    case 'slot-selection':
    case 'where-to-move': {
      const Chooser = dialog.kind === 'slot-selection' ? SlotSelectionModal : WhereToMoveModal;
      const { player } = dialog;
      return (
        <Chooser
          player={player}
          options={slotOptions(player, roster.lineup, lockedOf)}
          pointsOf={pointsOf}
          onChoose={(slot) => send({ kind: 'move', player, from: BENCH, to: slot })}
          onClose={onClose}
        />
      );
    }
    case 'fill': {
      const { slot } = dialog;
      return (
        <FillSlotModal
          slot={slot}
          candidates={fillCandidates(team, slot, lockedOf)}
          pointsOf={pointsOf}
          onChoose={(player) => send({ kind: 'move', player, from: BENCH, to: slot })}
          onSearch={() => onSearch(slot)}
          onClose={onClose}
        />
      );
    }
    case 'bench': {
      const { player, slot } = dialog;
      return (
        <ConfirmDialog
          title="Move to bench?"
          message={`Move ${player.playerName} from ${slot} to the bench? ${slot} will be empty until you fill it.`}
          confirmLabel="Move to bench"
          onConfirm={() => send({ kind: 'move', player, from: slot, to: BENCH })}
          onCancel={onClose}
          busy={busy}
        />
      );
    }
    case 'drop': {
      const { player } = dialog;
      return (
        <ConfirmDialog
          title="Drop player?"
          message={`Drop ${player.playerName} from your team? This cannot be undone.`}
          confirmLabel="Drop player"
          danger
          onConfirm={() => send({ kind: 'drop', player })}
          onCancel={onClose}
          busy={busy}
        />
      );
    }
    case 'optimize': {
      const { plan, week } = dialog;
      return (
        <OptimizeModal
          plan={plan}
          week={week}
          busy={busy}
          onApply={() => send({ kind: 'optimize', week }, true)}
          onClose={onClose}
        />
      );
    }
  }
}
