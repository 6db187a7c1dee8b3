import { ZHealthResponse } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { getHealth } from './get-health.js';

describe('getHealth', () => {
  it('builds a body valid under ZHealthResponse', () => {
    const body = getHealth({ version: '1.0.0', authenticated: false, now: new Date('2025-09-07T17:00:00Z') });
    expect(ZHealthResponse.parse(body)).toEqual({
      status: 'ok',
      service: 'lineup-lab',
      version: '1.0.0',
      time: '2025-09-07T17:00:00.000Z',
      authenticated: false,
    });
  });
});
