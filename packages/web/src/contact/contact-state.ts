import {
  CONTACT,
  type ContactForm,
  DEFAULT_RETRY_AFTER_SECONDS,
  type ValidationResult,
} from '@lineup-lab/core';
import {
  InvalidResponseError,
  LineupLabError,
  NetworkError,
  RateLimitError,
  TimeoutError,
} from '@lineup-lab/sdk';

/**
 * The contact-support widget as a pure state machine (spec §4 "Contact form"): closed → open →
 * sending → success (auto-closes after 3 s and clears the form) or error. Opening clears the old
 * status; a submission is refused while one is in flight, after a success, and while a 429's wait
 * runs. Timers and the server call live in the component; this file only says what each event does.
 */

/** How a submitted draft is checked: core's `validateContactForm`. */
export type ContactCheck = (draft: ContactDraft) => ValidationResult<ContactForm>;

/** Spec §8 texts of the contact form. */
export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
} as const;

/** Spec §8: the 429 message, `n` being the Retry-After seconds. */
export function rateLimitMessage(seconds: number): string {
  return `Rate limit exceeded. Please try again in ${seconds} seconds.`;
}

/**
 * The form's response promise: spec §9's 24 hours, or, for a signed-in Pro or exempt user (priority
 * support, sold on every paid plan), our shorter one.
 * @example responsePromise(true) // "Priority support: we'll respond within 8 hours."
 */
export function responsePromise(priority: boolean): string {
  return priority
    ? `Priority support: we'll respond within ${CONTACT.priorityResponseHours} hours.`
    : `We'll respond within ${CONTACT.responseHours} hours.`;
}

/** The live countdown note shown under a 429 until sending is allowed again. */
export function countdownNote(seconds: number): string {
  return `You can send again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

type ContactStatus = 'closed' | 'open' | 'sending' | 'success' | 'error';
export type ContactField = keyof ContactForm;

/** What the user has typed, field by field (untrimmed). */
export type ContactDraft = { [K in ContactField]: string };

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', subject: '', message: '' };

export interface ContactState {
  status: ContactStatus;
  draft: ContactDraft;
  /** The error or success text shown (spec §5/§8 texts), or null. */
  message: string | null;
  /** The field a validation error is about, or null. */
  invalidField: ContactField | null;
  /** The trimmed message being sent (set from submit until the answer): a new object per submission. */
  outgoing: ContactForm | null;
  /** When sending is allowed again after a 429, in ms since the epoch; null when it is. */
  blockedUntil: number | null;
  /** Whole seconds left until `blockedUntil` (the countdown), 0 when not blocked. */
  secondsLeft: number;
}

export const INITIAL_CONTACT_STATE: ContactState = {
  status: 'closed',
  draft: EMPTY_DRAFT,
  message: null,
  invalidField: null,
  outgoing: null,
  blockedUntil: null,
  secondsLeft: 0,
};

export type ContactAction =
  /**
   * Opens the widget; `prefill` (a signed-in user's name and email, the subject a page suggests)
   * fills those fields when empty.
   */
  | { type: 'open'; prefill: { name: string; email: string; subject?: string } }
  | { type: 'close' }
  | { type: 'edit'; field: ContactField; value: string }
  /**
   * Checks the draft with `check` (core's `validateContactForm`, which the form's chunk brings: the
   * widget on every page ships without zod) and, when valid and allowed, starts sending.
   */
  | { type: 'submit'; now: number; check: ContactCheck }
  | { type: 'sent' }
  | { type: 'failed'; message: string }
  /** A 429: `retryAfter` seconds (default 60) before sending is allowed again. */
  | { type: 'rateLimited'; retryAfter: number | undefined; now: number }
  /** The countdown's clock. */
  | { type: 'tick'; now: number }
  /** Someone else signed in or out: forget the draft (it may hold the previous user's address). */
  | { type: 'reset' };

/** Whether a submission would be accepted now (none in flight, no success showing, no 429 wait). */
export function canSubmit(state: ContactState, now: number): boolean {
  if (state.outgoing !== null || state.status === 'success') return false;
  return state.blockedUntil === null || now >= state.blockedUntil;
}

function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The contact widget's transitions. Returns the same object when an event changes nothing. */
export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  switch (action.type) {
    case 'open': {
      if (state.status !== 'closed') return state;
      const { name, email, subject } = state.draft;
      return {
        ...state,
        // A message still in flight (the widget was closed while sending) shows as sending again.
        status: state.outgoing ? 'sending' : 'open',
        message: null,
        invalidField: null,
        draft: {
          ...state.draft,
          name: name || action.prefill.name,
          email: email || action.prefill.email,
          subject: subject || (action.prefill.subject ?? ''),
        },
      };
    }
    case 'close': {
      if (state.status === 'closed') return state;
      // Closing after a success clears the form, as the auto-close does.
      const draft = state.status === 'success' ? EMPTY_DRAFT : state.draft;
      return { ...state, status: 'closed', message: null, invalidField: null, draft };
    }
    case 'edit':
      if (state.status === 'sending' || state.status === 'success') return state;
      return { ...state, draft: { ...state.draft, [action.field]: action.value } };
    case 'submit': {
      if (state.status === 'closed' || !canSubmit(state, action.now)) return state;
      const result = action.check(state.draft);
      if (!result.ok) {
        const field = result.field && result.field in EMPTY_DRAFT ? (result.field as ContactField) : null;
        return { ...state, status: 'error', message: result.message, invalidField: field };
      }
      return { ...state, status: 'sending', message: null, invalidField: null, outgoing: result.value };
    }
    case 'sent':
      if (state.outgoing === null) return state;
      if (state.status === 'closed') return { ...state, outgoing: null, draft: EMPTY_DRAFT };
      return { ...state, status: 'success', message: CONTACT_MESSAGES.success, outgoing: null };
    case 'failed':
      if (state.outgoing === null) return state;
      if (state.status === 'closed') return { ...state, outgoing: null };
      return { ...state, status: 'error', message: action.message, outgoing: null };
    case 'rateLimited': {
      if (state.outgoing === null) return state;
      const seconds = Math.max(1, Math.ceil(action.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS));
      const blocked = {
        ...state,
        outgoing: null,
        blockedUntil: action.now + seconds * 1000,
        secondsLeft: seconds,
      };
      if (state.status === 'closed') return blocked;
      return { ...blocked, status: 'error', message: rateLimitMessage(seconds) };
    }
    case 'tick': {
      if (state.blockedUntil === null) return state;
      const secondsLeft = secondsUntil(state.blockedUntil, action.now);
      if (secondsLeft > 0) return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
      // The wait is over: the rate-limit error goes away (it is the only error a blocked form can show).
      const unblocked = { ...state, blockedUntil: null, secondsLeft: 0 };
      return state.status === 'error' ? { ...unblocked, status: 'open', message: null } : unblocked;
    }
    case 'reset':
      return { ...state, draft: EMPTY_DRAFT, invalidField: null };
  }
}

/**
 * The event a failed send is (spec §8): a 429 starts the wait (Retry-After, default 60 s); an error
 * answer from the server shows its message, as do the SDK's network and timeout errors (their
 * messages are the spec's); anything else, a malformed answer included, shows 'Failed to send
 * message. Please try again.'.
 */
export function failureAction(error: unknown, now: number): ContactAction {
  if (error instanceof RateLimitError) return { type: 'rateLimited', retryAfter: error.retryAfter, now };
  const fromServer =
    error instanceof LineupLabError && error.status !== undefined && !(error instanceof InvalidResponseError);
  const shown =
    error instanceof LineupLabError &&
    error.message.trim() !== '' &&
    (fromServer || error instanceof NetworkError || error instanceof TimeoutError);
  return { type: 'failed', message: shown ? error.message : CONTACT_MESSAGES.failed };
}
