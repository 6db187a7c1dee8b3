import type { ReactNode } from 'react';
import { Modal } from './Modal.js';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Styles the confirm button as destructive (drop, delete). */
  danger?: boolean;
  busy?: boolean;
}

/** A yes/no question in a modal; Cancel has the focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  danger,
  busy,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} description={message}>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? 'button button-danger' : 'button button-primary'}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
