import { TEXT_LIMITS } from '@lineup-lab/core';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef } from 'react';
import { type ContactField, type ContactState, countdownNote, responsePromise } from './contact-state.js';
import './contact-panel.css';

export interface ContactPanelProps {
  ref?: Ref<HTMLElement>;
  id: string;
  state: ContactState;
  /** The sender has priority support (signed in as a Pro or exempt user): the shorter promise. */
  priority?: boolean;
  onEdit: (field: ContactField, value: string) => void;
  onSubmit: () => void;
  /** Escape and the close button. */
  onClose: () => void;
}

interface FieldSpec {
  field: ContactField;
  label: string;
  maxLength: number;
  type?: 'text' | 'email';
  autoComplete?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'name', label: 'Name', maxLength: TEXT_LIMITS.contactName, autoComplete: 'name' },
  { field: 'email', label: 'Email', maxLength: TEXT_LIMITS.email, type: 'email', autoComplete: 'email' },
  { field: 'subject', label: 'Subject', maxLength: TEXT_LIMITS.contactSubject },
  { field: 'message', label: 'Message', maxLength: TEXT_LIMITS.contactMessageMax },
];

/**
 * The contact form panel (the widget's own chunk): a labelled, non-modal dialog with the four
 * required fields, the response promise (24 hours, or priority support's), the status line and, after a 429, the countdown. Focus goes to
 * the first field when it opens.
 */
export default function ContactPanel({
  ref,
  id,
  state,
  priority = false,
  onEdit,
  onSubmit,
  onClose,
}: ContactPanelProps) {
  const headingId = useId();
  const noteId = useId();
  const errorId = useId();
  const fieldIds = useId();
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const sending = state.status === 'sending';
  const locked = sending || state.status === 'success';
  const blocked = state.blockedUntil !== null;
  const error = state.status === 'error' ? state.message : null;
  const success = state.status === 'success' ? state.message : null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={ref}
      id={id}
      className="contact-panel"
      role="dialog"
      aria-labelledby={headingId}
      aria-describedby={noteId}
      onKeyDown={onKeyDown}
    >
      <div className="contact-panel-head">
        <h2 id={headingId}>Contact support</h2>
        <button type="button" className="contact-close" aria-label="Close contact form" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={noteId} className={priority ? 'contact-note contact-note-priority' : 'contact-note'}>
        {responsePromise(priority)} All fields are required.
      </p>
      <div role="status">{success && <p className="notice notice-success">{success}</p>}</div>
      {error && (
        <p id={errorId} role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      {blocked && (
        <p role="timer" className="contact-countdown">
          {countdownNote(state.secondsLeft)}
        </p>
      )}
      <form
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {FIELDS.map(({ field, label, maxLength, type = 'text', autoComplete }) => {
          const inputId = `${fieldIds}-${field}`;
          const invalid = error !== null && state.invalidField === field;
          const common = {
            id: inputId,
            name: field,
            required: true,
            readOnly: locked,
            maxLength,
            value: state.draft[field],
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? errorId : undefined,
          };
          return (
            <div className="field" key={field}>
              <label htmlFor={inputId}>
                {label}{' '}
                <span className="contact-required" aria-hidden="true">
                  *
                </span>
              </label>
              {field === 'message' ? (
                <textarea {...common} rows={4} onChange={(event) => onEdit(field, event.target.value)} />
              ) : (
                <input
                  {...common}
                  ref={field === 'name' ? firstField : undefined}
                  type={type}
                  autoComplete={autoComplete}
                  onChange={(event) => onEdit(field, event.target.value)}
                />
              )}
            </div>
          );
        })}
        <button
          type="submit"
          className="button button-primary contact-send"
          aria-disabled={locked || blocked}
        >
          {sending ? 'Sending…' : 'Send Message'}
        </button>
      </form>
    </section>
  );
}
