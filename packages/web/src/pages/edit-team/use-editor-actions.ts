import { BENCH, type Player } from '@lineup-lab/core';
import { useRef, useState } from 'react';
import { useTimedMessage } from '../../components/use-timed-message.js';
import type { EditorDialog } from './EditorDialogs.js';
import type { SwapOption } from './editor-model.js';
import type { LineupCommand } from './lineup-commands.js';
import { placementFor } from './placement.js';
import { slotCardId } from './SlotCard.js';
import { useLineupCommands } from './use-lineup-commands.js';

/**
 * The editor's actions: the open dialog, lineup commands sent to the server (one at a time) with
 * their success or failure message, and where the focus goes after a change took away the button
 * that had it.
 */
export function useEditorActions(teamName: string) {
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  // Who an Optimize kept where they stood stays said until the next change.
  const [kept, setKept] = useState<string | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const commands = useLineupCommands(teamName, {
    onSuccess: (message, stayed) => {
      showSuccess(message);
      setKept(stayed);
    },
    onError: setError,
  });

  const send = (command: LineupCommand, keepOpen = false) => {
    setError(null);
    setKept(null);
    if (!keepOpen) setDialog(null);
    commands.mutate(command, {
      onSuccess: () => keepFocus(() => focusTargetAfter(command, searchInput.current)),
      onSettled: () => keepOpen && setDialog(null),
    });
  };
  const swap = (player: Player) => {
    const placement = placementFor(player);
    if (placement.kind === 'error') setError(placement.message);
    else setDialog({ kind: placement.kind, player });
  };
  const swapIn = (option: SwapOption) =>
    send({
      kind: 'move',
      player: { _id: option.playerId, playerName: option.playerName },
      from: BENCH,
      to: option.slot,
    });
  const focusSearch = () => {
    setDialog(null);
    // After the modal has given focus back to its opener.
    window.setTimeout(() => searchInput.current?.focus(), 0);
  };
  return {
    dialog,
    setDialog,
    error,
    success,
    kept,
    searchInput,
    busy: commands.isPending,
    send,
    swap,
    swapIn,
    focusSearch,
  };
}

/**
 * Where focus goes after a change whose button went away with the player it belonged to (a bench
 * row, a slot card's action): the search box after an add, the slot the player moved into, else the
 * bench or the lineup heading.
 */
function focusTargetAfter(command: LineupCommand, searchInput: HTMLInputElement | null): HTMLElement | null {
  if (command.kind === 'add') return searchInput;
  if (command.kind === 'move' && command.to !== BENCH) return document.getElementById(slotCardId(command.to));
  return document.getElementById(command.kind === 'optimize' ? 'lineup-heading' : 'bench-heading');
}

/** Once the screen has updated, moves focus on when it was lost (on the page body or a disabled button). */
function keepFocus(target: () => HTMLElement | null): void {
  window.setTimeout(() => {
    const active = document.activeElement;
    const lost =
      !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (lost) target()?.focus();
  }, 50);
}
