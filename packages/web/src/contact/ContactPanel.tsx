import { TEXT_LIMITS, validateContactForm } from '@lineup-lab/core';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef } from 'react';
import {
  type ContactCheck,
  type ContactField,
  type ContactState,
  countdownNote,
  responsePromise,
} from './contact-state.js';
import './contact-panel.css';

export interface ContactPanelProps {
  ref?: Ref<HTMLElement>;
  id: string;
  state: ContactState;
  /** The sender has priority support (signed in as a Pro or exempt user): the shorter promise. */
  priority?: boolean;
  onEdit: (field: ContactField, value: string) => void;
  /** The form sent: called with the check its draft must pass (core's `validateContactForm`). */
  onSubmit: (check: ContactCheck) => void;
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
      <ContactNotices noteId={noteId} errorId={errorId} priority={priority} state={state} />
      <form
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(validateContactForm);
        }}
      >
        {FIELDS.map((spec) => (
          <ContactFormField
            key={spec.field}
            spec={spec}
            inputId={`${fieldIds}-${spec.field}`}
            value={state.draft[spec.field]}
            invalid={error !== null && state.invalidField === spec.field}
            errorId={errorId}
            locked={locked}
            inputRef={spec.field === 'name' ? firstField : undefined}
            onEdit={onEdit}
          />
        ))}
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

/** One required field of the form (the message a text area), pointing at the error when it is the one at fault. */
function ContactFormField({
  spec: { field, label, maxLength, type = 'text', autoComplete },
  inputId,
  value,
  invalid,
  errorId,
  locked,
  inputRef,
  onEdit,
}: {
  spec: FieldSpec;
  inputId: string;
  value: string;
  invalid: boolean;
  errorId: string;
  /** Sending or sent: the fields are read-only. */
  locked: boolean;
  inputRef: Ref<HTMLInputElement> | undefined;
  onEdit: (field: ContactField, value: string) => void;
}) {
  const common = {
    id: inputId,
    name: field,
    required: true,
    readOnly: locked,
    maxLength,
    value,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return (
    <div className="field">
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
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onEdit(field, event.target.value)}
        />
      )}
    </div>
  );
}

/** The response promise, then what happened: sent, refused, or (after a 429) the countdown. */
function ContactNotices({
  noteId,
  errorId,
  priority,
  state,
}: {
  noteId: string;
  errorId: string;
  priority: boolean;
  state: ContactState;
}) {
  const error = state.status === 'error' ? state.message : null;
  const success = state.status === 'success' ? state.message : null;
  return (
    <>
      <p id={noteId} className={priority ? 'contact-note contact-note-priority' : 'contact-note'}>
        {responsePromise(priority)} All fields are required.
      </p>
      <div role="status">{success && <p className="notice notice-success">{success}</p>}</div>
      {error && (
        <p id={errorId} role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      {state.blockedUntil !== null && (
        <p role="timer" className="contact-countdown">
          {countdownNote(state.secondsLeft)}
        </p>
      )}
    </>
  );
}
