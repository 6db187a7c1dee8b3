import { BENCH, LINEUP_MESSAGES, type Player, type StartingSlot } from '@lineup-lab/core';
import { useRef, useState } from 'react';
import { useTimedMessage } from '../../components/use-timed-message.js';
import type { EditorDialog } from './EditorDialogs.js';
import type { SwapOption } from './editor-model.js';
import type { LineupCommand } from './lineup-commands.js';
import { placementFor } from './placement.js';
import type { SearchPosition } from './queries.js';
import { slotCardId } from './SlotCard.js';
import { positionOfSlot } from './search-view.js';
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
  // The search's position (null: All) and the empty slot a 'Fill …' is filling from it.
  const [searchPosition, setSearchPosition] = useState<SearchPosition | null>(null);
  const [fillTarget, setFillTarget] = useState<StartingSlot | null>(null);
  const commands = useLineupCommands(teamName, {
    onSuccess: (message, stayed) => {
      showSuccess(message);
      setKept(stayed);
    },
    onError: setError,
  });

  /** Sends a command; `keepOpen` leaves the dialog up until the answer, `onDone` runs on success. */
  const send = (command: LineupCommand, keepOpen = false, onDone?: () => void) => {
    setError(null);
    setKept(null);
    if (!keepOpen) setDialog(null);
    commands.mutate(command, {
      onSuccess: () => {
        onDone?.();
        keepFocus(() => focusTargetAfter(command, searchInput.current));
      },
      onSettled: () => keepOpen && setDialog(null),
    });
  };
  const swap = (player: Player) => {
    const placement = placementFor(player);
    if (placement.kind === 'error') setError(placement.message);
    else setDialog({ kind: placement.kind, player });
  };
  /** Move to bench, confirmed; with the bench full, says so at once instead of asking first. */
  const moveToBench = (player: Player, slot: StartingSlot, benchFull: boolean) => {
    if (benchFull) {
      setKept(null);
      setError(LINEUP_MESSAGES.benchFull());
    } else setDialog({ kind: 'bench', player, slot });
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
    window.setTimeout(() => {
      searchInput.current?.scrollIntoView?.({ block: 'center' });
      searchInput.current?.focus();
    }, 0);
  };
  /** Browses a position in the search (any 'Fill …' in progress ends). */
  const browse = (position: SearchPosition | null) => {
    setSearchPosition(position);
    setFillTarget(null);
  };
  /** 'Fill QB' from the search: browses the slot's position; the player added goes into the slot. */
  const fillFromSearch = (slot: StartingSlot) => {
    setSearchPosition(positionOfSlot(slot));
    setFillTarget(slot);
    focusSearch();
  };
  /** Adds a search result where he fits, or into the slot being filled. */
  const addFromSearch = (player: Player, into: StartingSlot | null) => {
    setFillTarget(null);
    send({ kind: 'add', player, ...(into !== null && { into }) });
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
    moveToBench,
    focusSearch,
    searchPosition,
    fillTarget,
    browse,
    fillFromSearch,
    addFromSearch,
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
  if (command.kind === 'apply' && command.change.to !== BENCH)
    return document.getElementById(slotCardId(command.change.to));
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
