import { LineupLabError, RateLimitError } from '@lineup-lab/sdk';
import { type FormEvent, type Ref, useEffect, useState } from 'react';
import { rateLimitMessage } from '../../contact/contact-state.js';

const WAITLIST_FAILED = 'Failed to join the waitlist. Please try again.';

/**
 * The message for a failed sign-up: the server's (or the SDK's network/timeout text), else a fallback
 * (also when the SDK's own code could not be fetched: that error's text is not for visitors).
 */
export function waitlistErrorMessage(error: unknown): string {
  if (error instanceof RateLimitError) return rateLimitMessage(error.retryAfter);
  return error instanceof LineupLabError && error.message !== '' ? error.message : WAITLIST_FAILED;
}

export interface WaitlistFormProps {
  /** Called with a valid, normalised address. */
  onSubmit: (email: string) => void;
  sending: boolean;
  /** The server's confirmation, while it shows. */
  success: string | null;
  /** Why the last sign-up failed, or `null`. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** The waitlist sign-up: one email field, checked here before anything is sent. */
export function WaitlistForm({ onSubmit, sending, success, error, inputRef }: WaitlistFormProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => {
    if (success) setEmail('');
  }, [success]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const { checkWaitlistEmail } = await import('./waitlist-email.js');
    const checked = checkWaitlistEmail(email);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(null);
    onSubmit(checked.email);
  };

  return (
    <form className="waitlist-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor="waitlist-email">Email address</label>
        <div className="waitlist-row">
          <input
            ref={inputRef}
            id="waitlist-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid !== null}
            aria-describedby={invalid ? 'waitlist-email-error' : undefined}
          />
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? 'Joining…' : 'Join the waitlist'}
          </button>
        </div>
        {invalid && (
          <p id="waitlist-email-error" className="field-error" role="alert">
            {invalid}
          </p>
        )}
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div role="status">{success && <p className="notice notice-success">{success}</p>}</div>
    </form>
  );
}
