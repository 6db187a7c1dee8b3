import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCloseOnPointerOutside } from '../../components/use-close-on-pointer-outside.js';

/** One thing a player's menu offers. */
export interface MenuAction {
  /** The item's accessible name and key ('Move Quinn Arrow to bench'). */
  readonly name: string;
  /** What it shows (the name unless given). */
  readonly label?: ReactNode;
  readonly disabled?: boolean;
  readonly onSelect: () => void;
}

export interface ActionsMenuProps {
  /** The player the actions are for: the button is 'Actions for <name>'. */
  playerName: string;
  actions: readonly MenuAction[];
  /** Nothing can be done now (a change is on its way, a past week, his game has started). */
  disabled?: boolean;
  /** Why the button is disabled, as its title. */
  disabledReason?: string;
}

/**
 * A player's actions behind one button (a menu button): 'Actions for <name>' opens a menu whose
 * first item takes the focus; arrows move between the items, Escape closes it and gives the focus
 * back, choosing an item or clicking elsewhere closes it. Keeps a row to one line on a phone.
 */
export function ActionsMenu({ playerName, actions, disabled = false, disabledReason }: ActionsMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
  }, [open]);
  const closeMenu = useCallback(() => setOpen(false), []);
  useCloseOnPointerOutside(open, root, closeMenu);
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const items = [
      ...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(at + step + items.length) % items.length]?.focus();
  };

  return (
    <div className="actions-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button-small actions-button"
        aria-label={`Actions for ${playerName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        title={disabled ? disabledReason : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          className="actions-list"
          role="menu"
          aria-label={`Actions for ${playerName}`}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          {actions.map((action) => (
            <button
              key={action.name}
              type="button"
              role="menuitem"
              className="actions-item"
              aria-label={action.label === undefined ? undefined : action.name}
              disabled={action.disabled}
              onClick={() => {
                // The focus goes back to the button first, so a dialog the action opens returns it there.
                close(true);
                action.onSelect();
              }}
            >
              {action.label ?? action.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
