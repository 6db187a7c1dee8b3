import {
  AuthenticationError,
  NetworkError,
  NotFoundError,
  PermissionError,
  UpgradeRequiredError,
} from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { endsSession } from './session-errors.js';

describe('endsSession (spec §8: a 401 or 403 clears the session)', () => {
  it('ends it for a 401 and a plain 403', () => {
    expect(
      endsSession(new AuthenticationError({ message: 'no', code: 'UNAUTHENTICATED', status: 401 })),
    ).toBe(true);
    expect(endsSession(new PermissionError({ message: 'no', code: 'FORBIDDEN', status: 403 }))).toBe(true);
  });

  it('keeps it for an upgrade refusal, a 403 the screen shows itself, and anything else', () => {
    const upgrade = new UpgradeRequiredError({ message: 'limit', code: 'UPGRADE_REQUIRED', status: 403 });
    expect(endsSession(upgrade)).toBe(false);
    expect(
      endsSession(new PermissionError({ message: 'no', code: 'FORBIDDEN', status: 403 }), { shows403: true }),
    ).toBe(false);
    expect(endsSession(new NotFoundError({ message: 'gone', code: 'NOT_FOUND', status: 404 }))).toBe(false);
    expect(endsSession(new NetworkError({ cause: new Error('down') }))).toBe(false);
    expect(endsSession(new Error('boom'))).toBe(false);
  });
});
