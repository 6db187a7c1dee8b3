// @vitest-environment jsdom
import type { ContactForm } from '@lineup-lab/core';
import { RateLimitError } from '@lineup-lab/sdk';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../auth/session-store.js';
import { ContactWidget } from './ContactWidget.js';
import { openContact } from './open-contact.js';

type Send = (form: ContactForm) => Promise<unknown>;

function renderWidget(
  send: Send = vi.fn<Send>().mockResolvedValue({ id: 'm1' }),
  prioritySupport: () => Promise<boolean> = async () => false,
) {
  render(
    <>
      <main>
        <h1>Page</h1>
      </main>
      <ContactWidget send={send} prioritySupport={prioritySupport} />
    </>,
  );
  return send;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const toggle = () => screen.getByRole('button', { name: 'Message support' });
const dialog = () => screen.findByRole('dialog', { name: 'Contact support' });
const sendButton = () => screen.getByRole('button', { name: /^(Send Message|Sending…)$/ });

type Values = Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Values) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

async function openAndFill(user: ReturnType<typeof userEvent.setup>, values: Values) {
  await user.click(toggle());
  await dialog();
  await fill(user, values);
}

const VALID = { Name: 'Sam', Email: 'sam@example.com', Subject: 'Help', Message: 'My bench is empty, why?' };

beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ContactWidget', () => {
  it('opens a labelled panel with four required fields and the 24-hour note; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWidget();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle());
    const panel = await dialog();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('heading', { name: 'Contact support' })).toBeTruthy();
    expect(panel.textContent).toContain("We'll respond within 24 hours.");
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label).required).toBe(true);
    }
    // The form is a lazy chunk: focus moves to its first field once it has mounted.
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it("promises a Pro or exempt user priority support's 8 hours, anyone else the 24 hours (issue 25)", async () => {
    const user = userEvent.setup();
    const prioritySupport = vi.fn(async () => true);
    renderWidget(undefined, prioritySupport);
    await user.click(toggle());
    let panel = await dialog();
    // Not signed in: nobody to ask, the standard promise.
    expect(panel.textContent).toContain("We'll respond within 24 hours.");
    expect(prioritySupport).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');

    act(() =>
      saveSession({
        tokens: { accessToken: 'token' },
        user: { sub: 'pro-1', email: 'pro@example.com', name: 'Pro Fan', roles: ['user'] },
      }),
    );
    await user.click(toggle());
    panel = await dialog();
    await waitFor(() =>
      expect(panel.textContent).toContain("Priority support: we'll respond within 8 hours."),
    );
    expect(panel.textContent).not.toContain('24 hours');
    expect(prioritySupport).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');

    // Another user, on the free tier: the standard promise again, not the previous user's.
    prioritySupport.mockResolvedValue(false);
    act(() =>
      saveSession({
        tokens: { accessToken: 'token' },
        user: { sub: 'free-1', email: 'free@example.com', name: 'Free Fan', roles: ['user'] },
      }),
    );
    await user.click(toggle());
    panel = await dialog();
    await waitFor(() => expect(prioritySupport).toHaveBeenCalledTimes(2));
    expect(panel.textContent).toContain("We'll respond within 24 hours.");
    expect(panel.textContent).not.toContain('Priority support');
  });

  it('opens on openContact() and closes with its close button', async () => {
    const user = userEvent.setup();
    renderWidget();
    act(() => openContact());
    await dialog();
    // The form is a lazy chunk: focus moves to its first field once it has mounted.
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    await user.click(screen.getByRole('button', { name: 'Close contact form' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it("shows core's validation messages and sends nothing", async () => {
    const user = userEvent.setup();
    const send = renderWidget();
    await openAndFill(user, {});
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    await fill(user, { ...VALID, Email: 'sam@example' });
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');

    await fill(user, { Email: 'sam@example.com', Message: ' short    ' });
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe('Message must be at least 10 characters long');
    expect(send).not.toHaveBeenCalled();
  });

  it("prefills a signed-in user's email and name, the name falling back to the email's local part", async () => {
    saveSession({
      tokens: { accessToken: 'token' },
      user: { sub: 'u1', email: 'sam.fan@example.com', name: '', roles: ['user'] },
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(toggle());
    await dialog();
    expect(field('Name').value).toBe('sam.fan');
    expect(field('Email').value).toBe('sam.fan@example.com');
    await user.keyboard('{Escape}');

    act(() =>
      saveSession({
        tokens: { accessToken: 'token' },
        user: { sub: 'u2', email: 'pat@example.com', name: 'Pat Doe', roles: ['user'] },
      }),
    );
    await user.click(toggle());
    await dialog();
    expect(field('Name').value).toBe('Pat Doe');
    expect(field('Email').value).toBe('pat@example.com');
  });

  it('sends the trimmed form once, shows success, then closes after 3 s with the form cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let resolve: (value: unknown) => void = () => {};
    const send = vi.fn<Send>(() => new Promise((done) => (resolve = done)));
    renderWidget(send);
    await openAndFill(user, { ...VALID, Name: '  Sam  ' });
    await user.click(sendButton());
    expect(sendButton().textContent).toBe('Sending…');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(sendButton());
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Help',
      message: 'My bench is empty, why?',
    });

    await act(async () => resolve({ id: 'm1' }));
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle());
    await dialog();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label).value).toBe('');
    }
    expect(screen.queryByRole('status')?.textContent).toBe('');
  });

  it('after a 429 shows the wait, counts it down with sending disabled, then allows sending again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const send = renderWidget(
      vi
        .fn<Send>()
        .mockRejectedValueOnce(
          new RateLimitError({
            message: 'Too many messages',
            code: 'RATE_LIMITED',
            status: 429,
            retryAfter: 3,
          }),
        )
        .mockResolvedValueOnce({ id: 'm2' }),
    );
    await openAndFill(user, VALID);
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Rate limit exceeded. Please try again in 3 seconds.',
    );
    expect(screen.getByRole('timer').textContent).toBe('You can send again in 3 seconds.');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('You can send again in 2 seconds.');
    await user.click(sendButton());
    expect(send).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('You can send again in 1 second.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sendButton().getAttribute('aria-disabled')).toBe('false');

    await user.click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeTruthy();
  });

  it("shows the spec's fallback when sending fails without a server message", async () => {
    const user = userEvent.setup();
    renderWidget(vi.fn<Send>().mockRejectedValue(new TypeError('boom')));
    await openAndFill(user, VALID);
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send message. Please try again.');
    expect(field('Subject').value).toBe('Help');
  });
});
