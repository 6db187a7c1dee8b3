import { type SubscriptionStatus, ZTeam } from '@lineup-lab/core';
import { AuthenticationError, type LineupLabClient } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makePro } from '../support/users.js';

let server: TestServer;
let admin: LineupLabClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const FREE_STATUS: SubscriptionStatus = {
  tier: 'free',
  exemptReason: null,
  status: 'active',
  planId: null,
  cancelAtPeriodEnd: false,
  currentPeriod: null,
  usage: { teamsCreated: 0, leaguesImported: 0 },
  limits: { maxTeams: 1, maxLeagues: 1 },
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  entitlements: [],
};

describe('GET /api/session/health', () => {
  it('answers authenticated false without a token and true with a valid one', async () => {
    const fan = await server.signUp('health-fan@example.com');

    const anonymous = await server.anonymous().session.health();
    const signedIn = await fan.session.health();

    expect(anonymous).toMatchObject({ status: 'ok', service: 'lineup-lab', authenticated: false });
    expect(signedIn).toMatchObject({ status: 'ok', service: 'lineup-lab', authenticated: true });
    expect(signedIn.version).toBe('9.9.9-test');
  });
});

describe('GET /api/user/teams', () => {
  it('is empty for a new user, then lists the teams they create, oldest first', async () => {
    const coach = await server.signUp('teams-coach@example.com');
    expect(await coach.user.teams()).toEqual({ teams: [] });

    const { team } = await coach.teams.create({ teamName: 'Gridiron Gang' });
    const { teams } = await coach.user.teams();

    // With its planning week: no schedule here, so week 1 without predictions and no total.
    expect(teams).toEqual([
      {
        ...team,
        planning: {
          season: null,
          week: 1,
          mode: 'median',
          format: 'half-ppr',
          predicted: false,
          total: null,
        },
      },
    ]);
    expect(ZTeam.parse(teams[0])).toMatchObject({ teamName: 'Gridiron Gang', version: 0, bench: [] });
  });

  it('needs a signed-in user (401 without a token)', async () => {
    const error = await refusal(server.anonymous().user.teams());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' });
  });
});

describe('GET /api/user/subscription-status', () => {
  it('is the free tier for a new user: active, nothing used, 1 team and 1 league', async () => {
    const fan = await server.signUp('status-fan@example.com');
    expect(await fan.user.subscriptionStatus()).toEqual(FREE_STATUS);
  });

  it('counts the teams the user holds', async () => {
    const fan = await server.signUp('status-counter@example.com');
    await fan.teams.create({ teamName: 'Counted' });
    expect((await fan.user.subscriptionStatus()).usage).toEqual({ teamsCreated: 1, leaguesImported: 0 });

    await fan.teams.delete('Counted');
    expect((await fan.user.subscriptionStatus()).usage).toEqual({ teamsCreated: 0, leaguesImported: 0 });
  });

  it('shows the administrator as exempt (reason admin), unlimited', async () => {
    const status = await admin.user.subscriptionStatus();
    expect(status).toMatchObject({
      tier: 'exempt',
      exemptReason: 'admin',
      status: 'active',
      currentPeriod: null,
      limits: { maxTeams: null, maxLeagues: null },
    });
  });

  it('shows a pro user unlimited', async () => {
    const email = 'status-pro@example.com';
    const pro = await server.signUp(email);
    await pro.user.subscriptionStatus();
    await makePro(server.store, email);

    expect(await pro.user.subscriptionStatus()).toMatchObject({
      tier: 'pro',
      exemptReason: null,
      limits: { maxTeams: null, maxLeagues: null },
    });
  });
});

describe('GET /api/subscription/plans', () => {
  it('lists the three plans of spec §9, free first, prices in cents', async () => {
    const fan = await server.signUp('plans-fan@example.com');
    const { plans, checkoutAvailable } = await fan.billing.plans();
    // Outside production, without Stripe, the local test checkout sells them.
    expect(checkoutAvailable).toBe(true);

    expect(plans.map(({ id, name, price, interval }) => ({ id, name, price, interval }))).toEqual([
      { id: 'free', name: 'Free', price: 0, interval: 'forever' },
      { id: 'season', name: 'Season Pass', price: 1500, interval: 'season' },
      { id: 'monthly', name: 'Monthly', price: 600, interval: 'month' },
    ]);
    expect(plans[1]).toMatchObject({ savings: 'Save $9', savingsPercentage: 37.5 });
    expect(plans[2]).toMatchObject({ totalCostNote: '$24 for a full season' });
  });

  it('is public: the landing page shows the same plans to visitors', async () => {
    const signedIn = await (await server.signUp('plans-visitor@example.com')).billing.plans();
    expect(await server.anonymous().billing.plans()).toEqual(signedIn);
  });
});

describe('GET /api/import/leagues', () => {
  it('is empty for a new free user and a new pro user', async () => {
    const free = await server.signUp('leagues-free@example.com');
    const pro = await server.signUp('leagues-pro@example.com');
    await pro.user.subscriptionStatus();
    await makePro(server.store, 'leagues-pro@example.com');

    expect(await free.leagues.list()).toEqual({ leagues: [] });
    expect(await pro.leagues.list()).toEqual({ leagues: [] });
  });
});
