import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  hasPrioritySupport,
  limitsFor,
  may,
  type TierSubject,
  teamAllowance,
} from './permissions.js';

const free = (teamsCreated: number, leaguesImported = 0): TierSubject => ({
  tier: 'free',
  usage: { teamsCreated, leaguesImported },
});

describe('limitsFor', () => {
  it('gives free 1 team and 1 league, and paid tiers no limit', () => {
    expect(limitsFor('free')).toEqual({ maxTeams: 1, maxLeagues: 1 });
    expect(limitsFor('pro')).toEqual({ maxTeams: null, maxLeagues: null });
    expect(limitsFor('exempt')).toEqual({ maxTeams: null, maxLeagues: null });
  });
});

describe('may', () => {
  it('lets a free user create a first team, and refuses the second with the spec message', () => {
    expect(may(free(0), 'createTeam')).toEqual({ allowed: true });
    expect(may(free(1), 'createTeam')).toEqual({
      allowed: false,
      code: 'UPGRADE_REQUIRED',
      upgradeRequired: true,
      reason: 'You have reached the limit for teams on the free plan',
    });
  });

  it('allows a free user a second team once a league has been imported, and no third', () => {
    expect(teamAllowance(free(1, 1))).toBe(2);
    expect(may(free(1, 1), 'createTeam')).toEqual({ allowed: true });
    expect(may(free(2, 1), 'createTeam').allowed).toBe(false);
    expect(may(free(2, 5), 'createTeam').allowed).toBe(false);
  });

  it('lets a free user import one league (spec §9: "1 league import"), and refuses the second', () => {
    expect(may(free(0), 'importLeague')).toEqual({ allowed: true });
    expect(may(free(1), 'importLeague')).toEqual({ allowed: true });
    expect(may(free(1, 1), 'importLeague')).toEqual({
      allowed: false,
      code: 'UPGRADE_REQUIRED',
      upgradeRequired: true,
      reason: 'You have reached the limit for leagues on the free plan',
    });
  });

  it('refuses free users scenarios, the history and the advisor, each with its reason', () => {
    for (const action of ['useScenarios', 'useAdvisor', 'useHistory'] as const) {
      const answer = may(free(0), action);
      expect(answer.allowed).toBe(false);
      expect(answer.allowed ? '' : answer.reason).toMatch(/Pro plan/);
    }
  });

  it('allows pro and exempt users everything, however much they use', () => {
    for (const tier of ['pro', 'exempt'] as const) {
      for (const action of ACTIONS) {
        expect(may({ tier, usage: { teamsCreated: 500, leaguesImported: 500 } }, action)).toEqual({
          allowed: true,
        });
      }
      expect(teamAllowance({ tier, usage: { teamsCreated: 0, leaguesImported: 0 } })).toBeNull();
    }
  });
});

describe('hasPrioritySupport', () => {
  it('is given by both paid plans and exempt access, not the free tier (spec §9)', () => {
    expect(hasPrioritySupport('pro')).toBe(true);
    expect(hasPrioritySupport('exempt')).toBe(true);
    expect(hasPrioritySupport('free')).toBe(false);
  });
});
