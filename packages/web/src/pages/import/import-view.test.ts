import { describe, expect, it, vi } from 'vitest';
import { subscriptionStatus } from '../../test-support/fixtures.js';
import { CONTACT_US_HREF, logLoadFailure, PROVIDER_STATUS, SUPPORT_EMAIL, usageRows } from './import-view.js';

const FREE = subscriptionStatus();

describe('usageRows', () => {
  it('shows the free tier teams used and leagues imported against their maximums', () => {
    expect(usageRows({ ...FREE, usage: { teamsCreated: 1, leaguesImported: 0 } })).toEqual([
      { label: 'Teams used', value: '1 of 1' },
      { label: 'Leagues imported', value: '0 of 1' },
    ]);
  });

  it('shows no counters to pro and exempt users', () => {
    const unlimited = { maxTeams: null, maxLeagues: null };
    expect(usageRows({ ...FREE, tier: 'pro', status: 'active', limits: unlimited })).toBeNull();
    expect(usageRows({ ...FREE, tier: 'exempt', exemptReason: 'admin', limits: unlimited })).toBeNull();
  });
});

describe('the coming-soon facts', () => {
  it('states each provider as the spec does', () => {
    expect(Object.values(PROVIDER_STATUS)).toEqual([
      { name: 'Sleeper', status: 'In development' },
      { name: 'Yahoo', status: 'Coming soon' },
      { name: 'ESPN', status: 'Planned' },
    ]);
  });

  it('mails support about league import', () => {
    expect(CONTACT_US_HREF).toBe(`mailto:${SUPPORT_EMAIL}?subject=League%20import`);
    expect(SUPPORT_EMAIL).toBe('support@lineup-lab.app');
  });
});

describe('logLoadFailure', () => {
  it('logs the failure and passes it on', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('down');
    expect(() => logLoadFailure('the leagues')(error)).toThrow(error);
    expect(log).toHaveBeenCalledWith('[import] Failed to load the leagues', error);
    log.mockRestore();
  });
});
