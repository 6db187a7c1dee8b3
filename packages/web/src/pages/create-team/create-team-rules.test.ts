import {
  ConflictError,
  NetworkError,
  PermissionError,
  ServerError,
  UpgradeRequiredError,
  ValidationError,
} from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from '../../test-support/fixtures.js';
import { createTeamFailure, teamLimitReached } from './create-team-rules.js';

describe('createTeamFailure (spec §8 "Create team")', () => {
  it("shows an upgrade refusal in the upgrade panel with the server's message", () => {
    const error = new UpgradeRequiredError({
      message: 'You have reached the limit for teams on the free plan',
      code: 'UPGRADE_REQUIRED',
      status: 403,
      upgradeRequired: true,
    });
    expect(createTeamFailure(error)).toEqual({
      kind: 'upgrade',
      message: 'You have reached the limit for teams on the free plan',
    });
  });

  it('treats any 403 as a limit refusal, with the default message when the server gave none', () => {
    expect(
      createTeamFailure(new PermissionError({ message: 'Not on your plan', code: 'FORBIDDEN', status: 403 })),
    ).toEqual({
      kind: 'upgrade',
      message: 'Not on your plan',
    });
    expect(createTeamFailure(new PermissionError({ message: '  ', code: 'FORBIDDEN', status: 403 }))).toEqual(
      {
        kind: 'upgrade',
        message: 'You have reached the limit for teams on the free plan',
      },
    );
  });

  it("shows other errors with the server's message, else 'Failed to create team'", () => {
    expect(
      createTeamFailure(
        new ConflictError({ message: "You already have a team named 'A'", code: 'CONFLICT', status: 409 }),
      ),
    ).toEqual({ kind: 'error', message: "You already have a team named 'A'" });
    expect(
      createTeamFailure(
        new ValidationError({ message: 'Team name is required', code: 'VALIDATION_FAILED', status: 400 }),
      ),
    ).toEqual({
      kind: 'error',
      message: 'Team name is required',
    });
    expect(createTeamFailure(new NetworkError())).toEqual({
      kind: 'error',
      message: 'Network connection failed. Please check your internet connection.',
    });
    expect(createTeamFailure(new ServerError({ message: '', code: 'INTERNAL', status: 500 }))).toEqual({
      kind: 'error',
      message: 'Failed to create team',
    });
    expect(createTeamFailure(new TypeError('x is undefined'))).toEqual({
      kind: 'error',
      message: 'Failed to create team',
    });
  });
});

describe('teamLimitReached (spec §2 "Team Already Created")', () => {
  it('is reached by a free user who holds their one team', () => {
    expect(teamLimitReached(subscriptionStatus())).toBe(false);
    expect(teamLimitReached(subscriptionStatus({ usage: { teamsCreated: 1, leaguesImported: 0 } }))).toBe(
      true,
    );
  });

  it('allows a free user a second team once a league is imported (spec §6)', () => {
    const withLeague = { leaguesImported: 1 };
    expect(
      teamLimitReached(
        subscriptionStatus({
          usage: { teamsCreated: 1, ...withLeague },
          limits: { maxTeams: 2, maxLeagues: 1 },
        }),
      ),
    ).toBe(false);
    expect(
      teamLimitReached(
        subscriptionStatus({
          usage: { teamsCreated: 2, ...withLeague },
          limits: { maxTeams: 2, maxLeagues: 1 },
        }),
      ),
    ).toBe(true);
  });

  it('never limits pro or exempt users', () => {
    const unlimited = { maxTeams: null, maxLeagues: null };
    expect(
      teamLimitReached(
        subscriptionStatus({
          tier: 'pro',
          usage: { teamsCreated: 9, leaguesImported: 0 },
          limits: unlimited,
        }),
      ),
    ).toBe(false);
    expect(
      teamLimitReached(
        subscriptionStatus({
          tier: 'exempt',
          exemptReason: 'admin',
          usage: { teamsCreated: 9, leaguesImported: 0 },
          limits: unlimited,
        }),
      ),
    ).toBe(false);
  });
});
