import { describe, expect, it } from 'vitest';
import { HOST_MESSAGES, HostError, type HostErrorCode } from '../../ports/host-error.js';
import { hostRefusal } from './host-refusal.js';

describe('hostRefusal', () => {
  it("answers each host failure with its status and the host's own message", () => {
    const statuses: Record<HostErrorCode, number> = {
      unknown_user: 404,
      unknown_league: 404,
      no_leagues: 404,
      private_league: 403,
      consent_revoked: 409,
      not_approved: 503,
      unreachable: 503,
      refused: 503,
      bad_answer: 503,
    };
    for (const [code, status] of Object.entries(statuses) as Array<[HostErrorCode, number]>) {
      const refusal = hostRefusal(new HostError('espn', code, `message for ${code}`, { status: 418 }));
      expect([code, refusal.status, refusal.message]).toEqual([code, status, `message for ${code}`]);
    }
    const down = hostRefusal(new HostError('yahoo', 'unreachable', HOST_MESSAGES.unreachable('yahoo')));
    expect(down.toBody(undefined)).toEqual({
      code: 'UNAVAILABLE',
      message: 'Yahoo cannot be reached right now. Try again in a few minutes.',
    });
  });
});
