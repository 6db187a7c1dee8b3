import { validateContactForm } from '@lineup-lab/core';
import {
  InvalidResponseError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  RateLimitError,
  ServerError,
} from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  type ContactAction,
  type ContactState,
  canSubmit,
  contactReducer,
  countdownNote,
  EMPTY_DRAFT,
  failureAction,
  INITIAL_CONTACT_STATE,
  rateLimitMessage,
  responsePromise,
} from './contact-state.js';

const NO_PREFILL = { name: '', email: '' };
const VALID = {
  name: ' Sam ',
  email: 'sam@example.com',
  subject: 'Lineup help',
  message: ' My bench is empty. ',
};

function run(actions: ContactAction[], from: ContactState = INITIAL_CONTACT_STATE): ContactState {
  return actions.reduce(contactReducer, from);
}

function filled(draft = VALID): ContactAction[] {
  return [
    { type: 'open', prefill: NO_PREFILL },
    ...Object.entries(draft).map(([field, value]) => ({ type: 'edit', field, value }) as ContactAction),
  ];
}

const sending = () => run([...filled(), { type: 'submit', now: 0, check: validateContactForm }]);

describe('contactReducer', () => {
  it('opens with a cleared status and prefills name and email only into empty fields', () => {
    const open = run([{ type: 'open', prefill: { name: 'sam', email: 'sam@example.com' } }]);
    expect(open.status).toBe('open');
    expect(open.draft).toEqual({ ...EMPTY_DRAFT, name: 'sam', email: 'sam@example.com' });

    const typed = run([
      { type: 'open', prefill: NO_PREFILL },
      { type: 'edit', field: 'name', value: 'Samantha' },
      { type: 'close' },
      { type: 'open', prefill: { name: 'sam', email: 'sam@example.com' } },
    ]);
    expect(typed.draft.name).toBe('Samantha');
    expect(typed.draft.email).toBe('sam@example.com');
  });

  it("fills the subject a page suggests (/import's 'League import') only when none is typed", () => {
    const suggested = run([{ type: 'open', prefill: { ...NO_PREFILL, subject: 'League import' } }]);
    expect(suggested.draft.subject).toBe('League import');
    const typed = run([
      { type: 'open', prefill: NO_PREFILL },
      { type: 'edit', field: 'subject', value: 'Billing' },
      { type: 'close' },
      { type: 'open', prefill: { ...NO_PREFILL, subject: 'League import' } },
    ]);
    expect(typed.draft.subject).toBe('Billing');
  });

  it("checks the form with core's rules and messages, in the spec's order", () => {
    const submit: ContactAction = { type: 'submit', now: 0, check: validateContactForm };
    const empty = run([{ type: 'open', prefill: NO_PREFILL }, submit]);
    expect([empty.status, empty.message, empty.invalidField]).toEqual([
      'error',
      'Please fill in all fields',
      'name',
    ]);
    const blanks = run([...filled({ ...VALID, subject: '   ' }), submit]);
    expect([blanks.message, blanks.invalidField]).toEqual(['Please fill in all fields', 'subject']);
    const email = run([...filled({ ...VALID, email: 'sam@example' }), submit]);
    expect([email.message, email.invalidField]).toEqual(['Please enter a valid email address', 'email']);
    const short = run([...filled({ ...VALID, message: '  too short ' }), submit]);
    expect([short.message, short.invalidField]).toEqual([
      'Message must be at least 10 characters long',
      'message',
    ]);
  });

  it('sends the trimmed form and refuses another submission while sending', () => {
    const state = sending();
    expect(state.status).toBe('sending');
    expect(state.message).toBeNull();
    expect(state.outgoing).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Lineup help',
      message: 'My bench is empty.',
    });
    expect(canSubmit(state, 0)).toBe(false);
    expect(contactReducer(state, { type: 'submit', now: 1, check: validateContactForm })).toBe(state);
    expect(contactReducer(state, { type: 'edit', field: 'name', value: 'x' })).toBe(state);
  });

  it('clears an old error when opened again', () => {
    const state = run([
      { type: 'open', prefill: NO_PREFILL },
      { type: 'submit', now: 0, check: validateContactForm },
      { type: 'close' },
    ]);
    const reopened = contactReducer(state, { type: 'open', prefill: NO_PREFILL });
    expect([reopened.status, reopened.message, reopened.invalidField]).toEqual(['open', null, null]);
  });

  it('shows success, refuses to send again, and clears the form when it closes', () => {
    const success = contactReducer(sending(), { type: 'sent' });
    expect([success.status, success.message, success.outgoing]).toEqual([
      'success',
      CONTACT_MESSAGES.success,
      null,
    ]);
    expect(success.message).toBe("Message sent successfully! We'll get back to you soon.");
    expect(contactReducer(success, { type: 'submit', now: 0, check: validateContactForm })).toBe(success);
    const closed = contactReducer(success, { type: 'close' });
    expect([closed.status, closed.message, closed.draft]).toEqual(['closed', null, EMPTY_DRAFT]);
  });

  it('shows the failure message and lets the user try again', () => {
    const failed = contactReducer(sending(), { type: 'failed', message: CONTACT_MESSAGES.failed });
    expect([failed.status, failed.message]).toEqual(['error', 'Failed to send message. Please try again.']);
    expect(failed.draft.name).toBe(VALID.name);
    expect(contactReducer(failed, { type: 'submit', now: 0, check: validateContactForm }).status).toBe(
      'sending',
    );
  });

  it('keeps a message sent while closed quiet, but still clears the form', () => {
    const closed = contactReducer(sending(), { type: 'close' });
    expect(closed.outgoing).not.toBeNull();
    expect(contactReducer(closed, { type: 'open', prefill: NO_PREFILL }).status).toBe('sending');
    const sent = contactReducer(closed, { type: 'sent' });
    expect([sent.status, sent.outgoing, sent.draft]).toEqual(['closed', null, EMPTY_DRAFT]);
  });

  it('after a 429 blocks sending, counts down, then clears the error', () => {
    const limited = contactReducer(sending(), { type: 'rateLimited', retryAfter: 3, now: 10_000 });
    expect(limited.status).toBe('error');
    expect(limited.message).toBe('Rate limit exceeded. Please try again in 3 seconds.');
    expect([limited.blockedUntil, limited.secondsLeft]).toEqual([13_000, 3]);
    expect(contactReducer(limited, { type: 'submit', now: 11_000, check: validateContactForm })).toBe(
      limited,
    );

    const later = run(
      [
        { type: 'tick', now: 11_000 },
        { type: 'tick', now: 11_500 },
      ],
      limited,
    );
    expect(later.secondsLeft).toBe(2);
    expect(later.message).toBe(limited.message);

    const done = contactReducer(later, { type: 'tick', now: 13_000 });
    expect([done.status, done.message, done.blockedUntil, done.secondsLeft]).toEqual(['open', null, null, 0]);
    expect(canSubmit(done, 13_000)).toBe(true);
  });

  it('waits 60 seconds when the 429 gives no Retry-After, and keeps waiting across a reopen', () => {
    const limited = contactReducer(sending(), { type: 'rateLimited', retryAfter: undefined, now: 0 });
    expect(limited.message).toBe('Rate limit exceeded. Please try again in 60 seconds.');
    const reopened = run([{ type: 'close' }, { type: 'open', prefill: NO_PREFILL }], limited);
    expect([reopened.status, reopened.message, reopened.secondsLeft]).toEqual(['open', null, 60]);
    expect(canSubmit(reopened, 59_999)).toBe(false);
  });

  it('forgets the draft when the signed-in user changes', () => {
    const state = contactReducer(run(filled()), { type: 'reset' });
    expect(state.draft).toEqual(EMPTY_DRAFT);
  });
});

describe('texts', () => {
  it('are the spec texts', () => {
    expect(rateLimitMessage(42)).toBe('Rate limit exceeded. Please try again in 42 seconds.');
    expect(countdownNote(2)).toBe('You can send again in 2 seconds.');
    expect(countdownNote(1)).toBe('You can send again in 1 second.');
    expect(responsePromise(false)).toBe("We'll respond within 24 hours.");
    expect(responsePromise(true)).toBe("Priority support: we'll respond within 8 hours.");
  });
});

describe('failureAction', () => {
  it('turns a 429 into the wait, with its Retry-After', () => {
    const error = new RateLimitError({
      message: 'Too many',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 42,
    });
    expect(failureAction(error, 5)).toEqual({ type: 'rateLimited', retryAfter: 42, now: 5 });
  });

  it("shows the server's message, the network message, or the spec's fallback", () => {
    const server = new ServerError({ message: 'Support mail is down', code: 'INTERNAL', status: 503 });
    expect(failureAction(server, 0)).toEqual({ type: 'failed', message: 'Support mail is down' });
    expect(failureAction(new NetworkError(), 0)).toEqual({ type: 'failed', message: NETWORK_ERROR_MESSAGE });
    const invalid = new InvalidResponseError({ message: 'Body failed the schema', code: 'INVALID_RESPONSE' });
    expect(failureAction(invalid, 0)).toEqual({ type: 'failed', message: CONTACT_MESSAGES.failed });
    expect(failureAction(new Error('boom'), 0)).toEqual({ type: 'failed', message: CONTACT_MESSAGES.failed });
  });
});
