// @vitest-environment jsdom

import { RateLimitError, TimeoutError, ValidationError } from '@lineup-lab/sdk';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistForm, waitlistErrorMessage } from './WaitlistForm.js';
import { checkWaitlistEmail } from './waitlist-email.js';

afterEach(cleanup);

function renderForm(props: Partial<Parameters<typeof WaitlistForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <WaitlistForm onSubmit={onSubmit} sending={false} success={null} error={null} {...props} />,
  );
  return { onSubmit, ...view };
}

describe('checkWaitlistEmail', () => {
  it("accepts an address by core's simple pattern, trimmed and lower-cased", () => {
    expect(checkWaitlistEmail('  Fan@Example.COM ')).toEqual({ ok: true, email: 'fan@example.com' });
  });

  it.each(['', '   ', 'fan', 'fan@example', '@example.com', 'fan @example.com'])('refuses %j', (text) => {
    expect(checkWaitlistEmail(text)).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });
});

describe('waitlistErrorMessage', () => {
  it("shows the server's message, the SDK's network texts, and the wait after a 429", () => {
    const refused = new ValidationError({
      message: 'Please enter a valid email address',
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    expect(waitlistErrorMessage(refused)).toBe('Please enter a valid email address');
    expect(waitlistErrorMessage(new TimeoutError())).toBe('Request timed out. Please try again.');
    const limited = new RateLimitError({
      message: 'Too many',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 30,
    });
    expect(waitlistErrorMessage(limited)).toBe('Rate limit exceeded. Please try again in 30 seconds.');
    expect(waitlistErrorMessage(undefined)).toBe('Failed to join the waitlist. Please try again.');
    // The SDK's chunk not fetched (offline): not the browser's text.
    expect(
      waitlistErrorMessage(new TypeError('Failed to fetch dynamically imported module: /assets/client.js')),
    ).toBe('Failed to join the waitlist. Please try again.');
  });
});

describe('WaitlistForm', () => {
  it('shows the validation message and sends nothing for a bad address', async () => {
    const { onSubmit } = renderForm();
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    // Checked once the rule's module has loaded (it is fetched with the first sending).
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('waitlist-email-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid address (Enter submits) and clears the message', async () => {
    const { onSubmit } = renderForm();
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'bad{Enter}');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, ' Fan@Example.com{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('fan@example.com'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the server error, and the success message in a status region, clearing the field', async () => {
    const { rerender } = renderForm({
      error: 'Network connection failed. Please check your internet connection.',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Network connection failed. Please check your internet connection.',
    );
    const input = screen.getByLabelText<HTMLInputElement>('Email address');
    await userEvent.type(input, 'fan@example.com');
    rerender(<WaitlistForm onSubmit={vi.fn()} sending={false} success="You're on the list!" error={null} />);
    expect(screen.getByRole('status').textContent).toBe("You're on the list!");
    expect(input.value).toBe('');
  });

  it('does not send twice while a sign-up is on its way', async () => {
    const { onSubmit } = renderForm({ sending: true });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Joining…' });
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Email address'), 'fan@example.com{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
