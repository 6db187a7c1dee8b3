import { ConflictError, NetworkError, ServerError } from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import {
  type AccessInput,
  ADMIN_MESSAGES,
  ADMIN_TABS,
  adminAccess,
  adminErrorMessage,
  confidenceText,
  DEFAULT_QUERIES,
  distribution,
  exemptAction,
  formatDateTime,
  formatDay,
  formatUpdatedAt,
  injuryText,
  isOrphaned,
  mlDataLabel,
  percentText,
  seasonLabel,
  tabFromParam,
  tabLabel,
  tierText,
  userName,
  userStatus,
  valueLabel,
  WEEKLY_INJURY_LABELS,
} from './admin-view.js';

const LA = { timeZone: 'America/Los_Angeles', locale: 'en-US' };
const NY = { timeZone: 'America/New_York', locale: 'en-US' };

describe('adminAccess (spec §2: Loading, error, Authentication Required, Access Denied, dashboard)', () => {
  const state = (overrides: Partial<AccessInput> = {}) =>
    adminAccess({
      signedIn: true,
      profile: { status: 'success', role: 'admin' },
      data: { status: 'success' },
      ...overrides,
    });

  it('asks a visitor to sign in, without loading anything', () => {
    expect(state({ signedIn: false, profile: { status: 'pending', role: null } })).toBe('unauthenticated');
  });

  it('loads the profile, then (for the administrator) the dashboard data', () => {
    expect(state({ profile: { status: 'pending', role: null } })).toBe('loading');
    expect(state({ data: { status: 'pending' } })).toBe('loading');
    expect(state()).toBe('allowed');
  });

  it('shows an error when either load fails, before any access decision', () => {
    expect(state({ profile: { status: 'error', role: null } })).toBe('error');
    expect(state({ data: { status: 'error' } })).toBe('error');
  });

  it("denies anyone the server does not call admin, whatever their data's state", () => {
    expect(state({ profile: { status: 'success', role: 'user' }, data: { status: 'pending' } })).toBe(
      'denied',
    );
    expect(state({ profile: { status: 'success', role: 'user' }, data: { status: 'error' } })).toBe('denied');
  });

  it("has the spec's Access Denied and load-failure texts", () => {
    expect(ADMIN_MESSAGES.accessDenied).toBe(
      'Admin access is restricted to authorized personnel only. Contact system administrator if you believe this is an error.',
    );
    expect(ADMIN_MESSAGES.loadFailed).toBe('Failed to fetch admin data');
  });
});

describe('adminErrorMessage (spec §8: the server message if present)', () => {
  it("prefers the server's message and falls back to the spec's", () => {
    const conflict = new ConflictError({
      message: "The administrator's access cannot be revoked",
      code: 'CONFLICT',
      status: 409,
    });
    expect(adminErrorMessage(conflict, 'exempt')).toBe("The administrator's access cannot be revoked");
    expect(
      adminErrorMessage(new ServerError({ message: '', code: 'INTERNAL', status: 500 }), 'players'),
    ).toBe('Failed to fetch players');
    expect(adminErrorMessage(new Error('boom'), 'weekly')).toBe('Failed to fetch weekly predictions');
    expect(adminErrorMessage(undefined, 'ml')).toBe('Failed to fetch ML status');
    expect(adminErrorMessage(new NetworkError(), 'waitlist')).toBe(
      'Network connection failed. Please check your internet connection.',
    );
  });

  it('has every tab message of spec §8 word for word', () => {
    expect(ADMIN_MESSAGES).toMatchObject({
      players: 'Failed to fetch players',
      weekly: 'Failed to fetch weekly predictions',
      ml: 'Failed to fetch ML status',
      waitlist: 'Failed to fetch waitlist data',
      export: 'Failed to export waitlist emails',
      injury: 'Failed to update injury status',
    });
  });
});

describe('tabs', () => {
  it('lists the spec tabs in order, then Messages and Audit', () => {
    expect(ADMIN_TABS.map((tab) => tabLabel(tab))).toEqual([
      'Overview',
      'Users',
      'Lineups',
      'Players',
      'Weekly ML',
      'ML System',
      'Waitlist',
      'Messages',
      'Audit',
    ]);
  });

  it('shows counts once known', () => {
    const counts = { users: 10_000, lineups: 3, players: 2_000, weekly: 0, waitlist: 42 };
    expect(ADMIN_TABS.map((tab) => tabLabel(tab, counts))).toEqual([
      'Overview',
      'Users (10,000)',
      'Lineups (3)',
      'Players (2,000)',
      'Weekly ML (0)',
      'ML System',
      'Waitlist (42)',
      'Messages',
      'Audit',
    ]);
    expect(tabLabel('weekly', {})).toBe('Weekly ML');
  });

  it('reads the tab from the URL, Overview when absent or unknown', () => {
    expect(tabFromParam('weekly')).toBe('weekly');
    expect(tabFromParam(null)).toBe('overview');
    expect(tabFromParam('settings')).toBe('overview');
  });
});

describe('dates in the viewer’s zone', () => {
  it('shows days and times where the viewer is', () => {
    const late = '2025-12-11T05:30:00.000Z';
    expect(formatDay(late, LA)).toBe('Dec 10, 2025');
    expect(formatDay(late, NY)).toBe('Dec 11, 2025');
    expect(formatDateTime(late, LA)).toBe('Dec 10, 2025, 9:30 PM');
    expect(formatDateTime('2025-09-17T19:00:00Z', LA)).toBe('Sep 17, 2025, 12:00 PM');
    expect(formatUpdatedAt(Date.parse('2025-09-17T19:00:05Z'), LA)).toBe('Sep 17, 2025, 12:00:05 PM');
  });
});

describe('users', () => {
  const user = {
    id: 'u1',
    email: 'fan@example.com',
    role: 'user' as const,
    tier: 'free' as const,
    exemptReason: null,
    accountLocked: false,
    loginAttempts: 0,
  };

  it('names a user by email, else id', () => {
    expect(userName(user)).toBe('fan@example.com');
    expect(userName({ ...user, email: null })).toBe('u1');
  });

  it('shows locked or active, with failed attempts above 0', () => {
    expect(userStatus(user)).toEqual({ locked: false, text: 'Active' });
    expect(userStatus({ ...user, loginAttempts: 1 })).toEqual({
      locked: false,
      text: 'Active · 1 failed attempt',
    });
    expect(userStatus({ ...user, accountLocked: true, loginAttempts: 5 })).toEqual({
      locked: true,
      text: 'Locked · 5 failed attempts',
    });
  });

  it('shows "Not available" when an outside issuer keeps sign-in state', () => {
    expect(userStatus({ ...user, signInState: 'not-available' })).toEqual({
      locked: false,
      text: 'Not available',
    });
  });

  it('names the plan, with the exempt reason', () => {
    expect(tierText(user)).toBe('Free');
    expect(tierText({ ...user, tier: 'pro' })).toBe('Pro');
    expect(tierText({ ...user, tier: 'exempt', exemptReason: 'granted by admin' })).toBe(
      'Exempt (granted by admin)',
    );
    expect(tierText({ ...user, tier: 'exempt' })).toBe('Exempt');
  });

  it("offers Grant to others and Revoke to exempt users, never on the administrator's own row", () => {
    expect(exemptAction(user)).toEqual({
      exempt: true,
      label: 'Grant exempt',
      disabledReason: null,
    });
    expect(exemptAction({ ...user, tier: 'exempt' })).toEqual({
      exempt: false,
      label: 'Revoke exempt',
      disabledReason: null,
    });
    expect(exemptAction({ ...user, id: 'admin-1', role: 'admin', tier: 'exempt' }).disabledReason).toMatch(
      /cannot be revoked/,
    );
    expect(exemptAction({ ...user, role: 'admin', tier: 'exempt' }).disabledReason).not.toBeNull();
  });

  it('starts each table newest first, 50 a page; players by the normal projection, 20 (spec §2)', () => {
    expect(DEFAULT_QUERIES.users).toEqual({
      search: '',
      limit: 50,
      page: 1,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(DEFAULT_QUERIES.players).toEqual({
      position: 'ALL',
      search: '',
      limit: 20,
      sort: 'ml_normal',
      order: 'desc',
    });
  });
});

describe('lineups, players and weekly predictions', () => {
  it('flags ORPHANED owners', () => {
    expect(isOrphaned({ user: 'ORPHANED' })).toBe(true);
    expect(isOrphaned({ user: 'fan@example.com' })).toBe(false);
  });

  it('shows the injury status or Healthy, and ML or Fallback', () => {
    const none = { status: null, bodyPart: null, description: null, practice: null };
    expect(injuryText(none)).toBe('Healthy');
    expect(injuryText({ ...none, status: 'Out' })).toBe('Out');
    expect(mlDataLabel(true)).toBe('ML');
    expect(mlDataLabel(false)).toBe('Fallback');
  });

  it('uses short injury labels on the weekly table (spec §9)', () => {
    expect(WEEKLY_INJURY_LABELS).toEqual({
      Questionable: 'Q',
      Doubtful: 'D',
      Out: 'OUT',
      IR: 'IR',
      PUP: 'PUP',
      NFI: 'NFI',
      Suspended: 'SUSP',
    });
  });

  it('formats confidence, coverage, values, distributions and the season', () => {
    expect(confidenceText(0.873)).toBe('87%');
    expect(confidenceText(null)).toBe('N/A');
    expect(percentText(87.456)).toBe('87.5%');
    expect(percentText(100)).toBe('100%');
    expect(valueLabel('favorable')).toBe('Favorable');
    expect(valueLabel(null)).toBe('Unknown');
    expect(
      distribution([
        { _id: 'balanced', count: 3 },
        { _id: null, count: 1 },
        { _id: 'aggressive', count: 9 },
        { _id: 'conservative', count: 3 },
      ]),
    ).toEqual([
      { label: 'Aggressive', count: 9 },
      { label: 'Balanced', count: 3 },
      { label: 'Conservative', count: 3 },
      { label: 'Unknown', count: 1 },
    ]);
    expect(seasonLabel(2025)).toBe('2025 season');
  });
});
