import { AuthenticationError, NetworkError, PermissionError } from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { describeCallFailure, formatAnswer } from './call-outcome.js';

describe('describeCallFailure', () => {
  it("shows a refusal's status and the server's message", () => {
    const error = new PermissionError({
      message: 'Admin access is restricted',
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(describeCallFailure(error)).toEqual({ status: 'HTTP 403', message: 'Admin access is restricted' });
    const expired = new AuthenticationError({
      message: 'Sign in again',
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(describeCallFailure(expired).status).toBe('HTTP 401');
  });

  it("shows 'No response' with the spec's text when the server could not be reached", () => {
    expect(describeCallFailure(new NetworkError())).toEqual({
      status: 'No response',
      message: 'Network connection failed. Please check your internet connection.',
    });
  });

  it('shows any other error by its message', () => {
    expect(describeCallFailure(new Error('boom'))).toEqual({ status: 'Error', message: 'boom' });
    expect(describeCallFailure('odd')).toEqual({ status: 'Error', message: 'odd' });
  });
});

describe('formatAnswer', () => {
  it('indents the JSON answer', () => {
    expect(formatAnswer({ ok: true, user: { roles: ['admin'] } })).toBe(
      '{\n  "ok": true,\n  "user": {\n    "roles": [\n      "admin"\n    ]\n  }\n}',
    );
  });
});
