import type { Player } from '@lineup-lab/core';
import {
  AuthenticationError,
  ConflictError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  PermissionError,
  ServerError,
  TimeoutError,
} from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { player, subscriptionStatus, team } from '../../test-support/fixtures.js';
import {
  DASHBOARD_MESSAGES,
  dashboardErrorMessage,
  deletedMessage,
  deleteErrorMessage,
  editTeamPath,
  planView,
  teamSummary,
} from './dashboard-view.js';

/** A player with a median projection only. */
const projected = (position: Player['position'], median: number | null): Player => ({
  ...player(position),
  projections: { conservative: null, median, aggressive: null },
});

describe('dashboardErrorMessage (spec §8 "Teams load")', () => {
  it('calls the backend unavailable when no answer came, it timed out, or it answered 5xx — no Retry', () => {
    for (const error of [
      new NetworkError(),
      new TimeoutError(),
      new ServerError({ message: 'Internal error', code: 'INTERNAL', status: 500 }),
      new ServerError({ message: 'Unavailable', code: 'UNAVAILABLE', status: 503 }),
    ]) {
      expect(dashboardErrorMessage(error)).toEqual({
        kind: 'unavailable',
        message: 'Backend service temporarily unavailable. You can still explore the app features.',
        retry: false,
      });
    }
  });

  it('asks for a refresh on a 401', () => {
    expect(
      dashboardErrorMessage(new AuthenticationError({ message: 'No', code: 'UNAUTHENTICATED', status: 401 })),
    ).toEqual({
      kind: 'authentication',
      message: 'Authentication required. Please refresh the page.',
      retry: false,
    });
  });

  it('offers Retry for anything else', () => {
    for (const error of [
      new PermissionError({ message: 'Forbidden', code: 'FORBIDDEN', status: 403 }),
      new NotFoundError({ message: 'Nope', code: 'NOT_FOUND', status: 404 }),
      new InvalidResponseError({ message: 'Bad body', code: 'INVALID_RESPONSE', status: 200 }),
      new Error('boom'),
      'weird',
    ]) {
      expect(dashboardErrorMessage(error)).toEqual({
        kind: 'failed',
        message: 'Failed to load your teams. Please try again.',
        retry: true,
      });
    }
  });
});

describe('planView', () => {
  it('falls back to the free tier with 1 team and 1 league when the status did not load (spec §8)', () => {
    expect(planView(undefined, 1)).toEqual({
      tier: 'free',
      exemptReason: null,
      isFree: true,
      usage: { teams: { used: 1, max: 1 }, leagues: { used: 0, max: 1 } },
    });
    expect(planView(undefined, 0).usage?.teams).toEqual({ used: 0, max: 1 });
  });

  it('shows a free user their usage of the limits the server gave', () => {
    const view = planView(
      subscriptionStatus({
        usage: { teamsCreated: 1, leaguesImported: 1 },
        limits: { maxTeams: 2, maxLeagues: 1 },
      }),
      1,
    );
    expect(view.isFree).toBe(true);
    expect(view.usage).toEqual({ teams: { used: 1, max: 2 }, leagues: { used: 1, max: 1 } });
  });

  it('shows no usage counters to pro and exempt users', () => {
    const pro = planView(
      subscriptionStatus({ tier: 'pro', limits: { maxTeams: null, maxLeagues: null } }),
      3,
    );
    expect(pro).toMatchObject({ tier: 'pro', isFree: false, usage: null });
    const admin = planView(
      subscriptionStatus({
        tier: 'exempt',
        exemptReason: 'admin',
        limits: { maxTeams: null, maxLeagues: null },
      }),
      0,
    );
    expect(admin).toMatchObject({ tier: 'exempt', exemptReason: 'admin', isFree: false, usage: null });
  });
});

describe('teamSummary', () => {
  it('counts the filled starting slots of 9, the bench of 7, and adds the starters’ median projections', () => {
    const summary = teamSummary(
      team(
        { QB: projected('QB', 20.25), RB1: projected('RB', 10), K: projected('K', null) },
        [projected('WR', 99), projected('TE', 5)],
        { teamName: 'Gridiron Gang' },
      ),
    );
    expect(summary).toEqual({
      teamName: 'Gridiron Gang',
      starters: 3,
      startersMax: 9,
      bench: 2,
      benchMax: 7,
      total: { label: 'Projected (median)', value: '30.3', note: null },
    });
  });

  it('shows an empty team as 0 of 9 starters and 0 of 7 on the bench', () => {
    expect(teamSummary(team({}))).toMatchObject({ starters: 0, bench: 0, total: { value: '0.0' } });
  });

  it('shows the planning week’s total in the team’s mode and scoring, labelled so', () => {
    // A bye starter's 16.2 median counts 0: the server's planning total says 102.7, not the held 118.9.
    const gang = team({ QB: projected('QB', 16.2), RB1: projected('RB', 102.7) });
    const planning = {
      season: 2026,
      week: 12,
      mode: 'median' as const,
      format: 'half-ppr' as const,
      predicted: true,
      total: 102.66,
    };
    expect(teamSummary({ ...gang, planning }).total).toEqual({
      label: 'Week 12 · Median · Half-PPR',
      value: '102.7',
      note: null,
    });
    expect(
      teamSummary({
        ...gang,
        planning: { ...planning, mode: 'aggressive', format: 'ppr', predicted: false, total: null },
      }).total,
    ).toEqual({ label: 'Week 12 · Aggressive · PPR', value: '—', note: 'no projections yet' });
  });
});

describe('delete messages (spec §8 "Delete team")', () => {
  it('names the deleted team', () => {
    expect(deletedMessage('Gridiron Gang')).toBe("Team 'Gridiron Gang' has been deleted successfully.");
  });

  it("prefers the server's message, else 'Failed to delete team'", () => {
    expect(
      deleteErrorMessage(
        new NotFoundError({ message: "Team 'X' not found", code: 'NOT_FOUND', status: 404 }),
      ),
    ).toBe("Team 'X' not found");
    expect(deleteErrorMessage(new ConflictError({ message: '', code: 'CONFLICT', status: 409 }))).toBe(
      DASHBOARD_MESSAGES.deleteFailed,
    );
    expect(deleteErrorMessage(new Error('internal detail'))).toBe('Failed to delete team');
  });
});

describe('editTeamPath', () => {
  it('encodes the team name into the editor address', () => {
    expect(editTeamPath('Gridiron Gang')).toBe('/edit-team/Gridiron%20Gang');
    expect(editTeamPath('A/B #1?')).toBe('/edit-team/A%2FB%20%231%3F');
  });
});
