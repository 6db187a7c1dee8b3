import { describe, expect, it } from 'vitest';
import { YAHOO_RETURN_MESSAGES, yahooReturnOf } from './yahoo-view.js';

const returnOf = (query: string) => yahooReturnOf(new URLSearchParams(query));

describe('yahooReturnOf', () => {
  it('says Yahoo is connected on a successful return', () => {
    expect(returnOf('yahoo=connected')).toEqual({ kind: 'connected', message: 'Yahoo connected' });
  });

  it('explains each failed return plainly', () => {
    expect(returnOf('yahoo=error&reason=denied')).toEqual({
      kind: 'error',
      message: 'You did not allow access on Yahoo',
    });
    for (const reason of ['bad_state', 'expired'])
      expect(returnOf(`yahoo=error&reason=${reason}`)?.message).toBe(YAHOO_RETURN_MESSAGES.expired);
    for (const query of [
      'yahoo=error&reason=exchange_failed',
      'yahoo=error&reason=access_denied',
      'yahoo=error',
    ])
      expect(returnOf(query)).toEqual({ kind: 'error', message: 'Yahoo could not be connected; try again' });
  });

  it('is nothing when the page was not opened from Yahoo', () => {
    expect(returnOf('')).toBeNull();
    expect(returnOf('yahoo=maybe')).toBeNull();
  });
});
