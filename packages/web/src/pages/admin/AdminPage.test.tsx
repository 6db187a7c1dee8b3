// @vitest-environment jsdom
import { ConflictError, ServerError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../../auth/session-store.js';
import { seasonResponse } from '../../test-support/fixtures.js';
import AdminPage from './AdminPage.js';
import {
  ADMIN_PROFILE,
  adminPlayer,
  adminStats,
  adminUser,
  USER_PROFILE,
  weeklyResponse,
} from './test-fixtures.js';

const api = vi.hoisted(() => ({
  user: { profile: vi.fn() },
  admin: {
    stats: vi.fn(),
    users: vi.fn(),
    lineups: vi.fn(),
    players: vi.fn(),
    weeklyPredictions: vi.fn(),
    updateInjury: vi.fn(),
    setExempt: vi.fn(),
    unlockAccount: vi.fn(),
    audit: vi.fn(),
    contactMessages: vi.fn(),
  },
  ml: { status: vi.fn() },
  waitlist: { count: vi.fn(), emails: vi.fn(), exportCsv: vi.fn() },
  session: { season: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));
vi.mock('../../auth/actions.js', () => ({
  startSignIn: vi.fn(() => Promise.resolve()),
  startSignOut: vi.fn(),
}));

const ACCESS_DENIED =
  'Admin access is restricted to authorized personnel only. Contact system administrator if you believe this is an error.';
const PAGE = { current_page: 1, total_pages: 1 };

function signIn() {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'token' }));
  localStorage.setItem(USER_KEY, JSON.stringify({ sub: 'sub-1', email: 'x@y.test', name: 'X', roles: [] }));
}

beforeEach(() => {
  api.user.profile.mockResolvedValue(ADMIN_PROFILE);
  api.admin.stats.mockResolvedValue(adminStats());
  api.admin.users.mockResolvedValue({
    users: [
      adminUser({
        id: 'admin-1',
        email: 'admin@lineup-lab.test',
        role: 'admin',
        adminLevel: 1,
        tier: 'exempt',
        exemptReason: 'admin',
      }),
      adminUser(),
      adminUser({ id: 'user-2', email: 'locked@example.com', accountLocked: true, loginAttempts: 5 }),
    ],
    total: 3,
    pagination: PAGE,
  });
  api.admin.lineups.mockResolvedValue({ lineups: [], total: 0, pagination: PAGE });
  api.admin.players.mockResolvedValue({ players: [adminPlayer()], total: 1 });
  api.admin.weeklyPredictions.mockResolvedValue(weeklyResponse());
  api.admin.audit.mockResolvedValue({ entries: [], total: 0, pagination: PAGE });
  api.admin.contactMessages.mockResolvedValue({
    messages: [
      {
        id: 'm-2',
        receivedAt: '2025-09-16T18:00:00.000Z',
        priority: true,
        name: 'Pro Fan',
        email: 'pro@example.com',
        subject: 'Import broke',
        message: 'My Sleeper league will not import.',
        userId: 'user-9',
        mailError: null,
      },
      {
        id: 'm-3',
        receivedAt: '2025-09-17T09:00:00.000Z',
        priority: false,
        name: 'Free Fan',
        email: 'free@example.com',
        subject: 'Hello',
        message: 'How do I move a player to FLEX?',
        userId: null,
        mailError: 'SMTP refused',
      },
    ],
    total: 2,
    priorityTotal: 1,
    pagination: PAGE,
  });
  api.ml.status.mockResolvedValue({
    best_model_name: 'gbm-v3',
    loaded_models: ['gbm-v3', 'ridge'],
    feature_columns: ['snap_share', 'target_share'],
    has_scaler: true,
    metadata: { version: '3.1', trained_at: '2025-09-16T10:00:00.000Z' },
  });
  api.waitlist.count.mockResolvedValue({
    count: 2,
    recentSignups: [
      { email: 'b@example.com', signupDate: '2025-09-16T18:00:00.000Z', source: 'landing_page' },
    ],
  });
  api.waitlist.emails.mockResolvedValue({
    emails: [
      { email: 'b@example.com', signupDate: '2025-09-16T18:00:00.000Z', source: 'landing_page' },
      { email: 'a@example.com', signupDate: '2025-09-15T18:00:00.000Z', source: 'cli' },
    ],
  });
  api.session.season.mockResolvedValue(seasonResponse());
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

function renderAdmin(path = '/admin/dashboard') {
  const router = createMemoryRouter([{ path: '/admin/dashboard', element: <AdminPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const tab = (name: RegExp | string) => screen.findByRole('tab', { name });

describe('/admin/dashboard: who gets in', () => {
  it('asks a visitor to sign in, and asks the server nothing', async () => {
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(api.user.profile).not.toHaveBeenCalled();
    expect(api.admin.stats).not.toHaveBeenCalled();
  });

  it("denies an ordinary user with the spec's text and makes no admin call", async () => {
    signIn();
    api.user.profile.mockResolvedValue(USER_PROFILE);
    renderAdmin();
    expect(screen.getByRole('status').textContent).toBe('Loading admin dashboard…');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(ACCESS_DENIED)).toBeTruthy();
    expect(api.admin.stats).not.toHaveBeenCalled();
    expect(api.waitlist.count).not.toHaveBeenCalled();
  });

  it("shows the load's failure with the server message, and Retry loads the dashboard", async () => {
    signIn();
    api.admin.stats.mockRejectedValueOnce(
      new ServerError({ message: 'Store offline', code: 'UNAVAILABLE', status: 503 }),
    );
    renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Store offline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await tab('Users (3)')).toBeTruthy();
  });

  it("falls back to 'Failed to fetch admin data' when the profile call fails without a message", async () => {
    signIn();
    api.user.profile.mockRejectedValueOnce(new Error('boom'));
    renderAdmin();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch admin data');
  });
});

describe('/admin/dashboard for the administrator', () => {
  beforeEach(signIn);

  it('shows every tab with its count, the overview, and the footer', async () => {
    renderAdmin();
    await waitFor(async () =>
      expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
        'Overview',
        'Users (3)',
        'Lineups (4)',
        'Players (250)',
        'Weekly ML (120)',
        'ML System',
        'Waitlist (2)',
        'Messages',
        'Audit',
      ]),
    );
    expect((await tab('Overview')).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('1 admin · 2 regular')).toBeTruthy();
    expect(within(panel).getByText('3 active · 1 inactive')).toBeTruthy();
    expect(within(panel).getByRole('rowheader', { name: 'fan@example.com' })).toBeTruthy();
    expect(screen.getByText(/^Last updated:/).querySelector('time')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh All' }));
    await waitFor(() => expect(api.admin.stats).toHaveBeenCalledTimes(2));
    expect(api.waitlist.count).toHaveBeenCalledTimes(2);
    expect(api.user.profile).toHaveBeenCalledTimes(2);
  });

  it('moves between tabs with the arrow keys and keeps the tab in the URL', async () => {
    const router = renderAdmin('/admin/dashboard?tab=ml');
    expect(await screen.findByText('Scaler present')).toBeTruthy();
    (await tab('ML System')).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Waitlist (2)');
    expect(router.state.location.search).toBe('?tab=waitlist');
    await userEvent.keyboard('{Home}');
    expect(router.state.location.search).toBe('');
  });

  it('weekly: opens on the planning week, sorts on the server (desc, then asc, page 1) and pages', async () => {
    renderAdmin('/admin/dashboard?tab=weekly');
    await screen.findByRole('rowheader', { name: 'Quinn Arrow' });
    expect(api.admin.weeklyPredictions).toHaveBeenLastCalledWith(
      {
        position: 'ALL',
        archetype: 'ALL',
        limit: 50,
        page: 1,
        sort: 'aggressive',
        order: 'desc',
        week: 3,
        season: 2025,
      },
      expect.anything(),
    );
    expect(screen.getByText('2025 season')).toBeTruthy();
    const ceiling = screen.getByRole('columnheader', { name: /Ceiling/ });
    expect(ceiling.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Opponent' }).querySelector('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Injury' }).querySelector('button')).toBeNull();
    expect(screen.getAllByRole('columnheader').filter((h) => h.hasAttribute('aria-sort'))).toHaveLength(11);
    expect(screen.getByText('Q').getAttribute('title')).toBe('Questionable');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.admin.weeklyPredictions).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 2 }),
        expect.anything(),
      ),
    );
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Player/ })).getByRole('button'));
    await waitFor(() =>
      expect(api.admin.weeklyPredictions).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'player_name', order: 'desc', page: 1 }),
        expect.anything(),
      ),
    );
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Player/ })).getByRole('button'));
    await waitFor(() =>
      expect(api.admin.weeklyPredictions).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'player_name', order: 'asc', page: 1 }),
        expect.anything(),
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Week'), '5');
    await waitFor(() =>
      expect(api.admin.weeklyPredictions).toHaveBeenLastCalledWith(
        expect.objectContaining({ week: 5, page: 1, sort: 'player_name', order: 'asc' }),
        expect.anything(),
      ),
    );
  });

  it('players: the pencil opens the injury modal; Save sends empty values as null and reloads the list', async () => {
    let finish: (value: unknown) => void = () => {};
    api.admin.updateInjury.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderAdmin('/admin/dashboard?tab=players');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit injury for Quinn Arrow' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit injury: Quinn Arrow' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Injury status'));
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Active',
      'Questionable',
      'Doubtful',
      'Out',
      'IR',
      'PUP',
      'NFI',
      'Suspended',
      'Unknown',
      'DNP',
      'Limited',
      'Full',
    ]);
    await userEvent.selectOptions(within(dialog).getByLabelText('Injury status'), 'Out');
    await userEvent.type(within(dialog).getByLabelText('Description'), '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(api.admin.updateInjury).toHaveBeenCalledWith('p-quinn', {
      status: 'Out',
      bodyPart: null,
      description: null,
      practice: null,
    });
    api.admin.players.mockResolvedValue({
      players: [
        adminPlayer({ injury: { status: 'Out', bodyPart: null, description: null, practice: null } }),
      ],
      total: 1,
    });
    finish({ player: adminPlayer() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Out')).toBeTruthy();
    expect(api.admin.players).toHaveBeenCalledTimes(2);
  });

  it("players: a failed save shows the server's message and keeps the modal", async () => {
    api.admin.updateInjury.mockRejectedValue(new ServerError({ message: '', code: 'INTERNAL', status: 500 }));
    renderAdmin('/admin/dashboard?tab=players');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit injury for Quinn Arrow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update injury status');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('users: highlights locked rows, confirms a grant, and disables revoking on the own row', async () => {
    api.admin.setExempt.mockResolvedValue({});
    renderAdmin('/admin/dashboard?tab=users');
    const locked = (await screen.findByRole('rowheader', { name: 'locked@example.com' })).closest('tr');
    expect(locked?.className).toBe('row-locked');
    expect(locked?.textContent).toContain('Locked · 5 failed attempts');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Revoke exempt for admin@lineup-lab.test' })
        .disabled,
    ).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Unlock / })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Grant exempt for fan@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant exempt access?' });
    expect(document.activeElement?.textContent).toBe('Cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant exempt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.admin.setExempt).toHaveBeenCalledWith('user-1', { exempt: true });
    await waitFor(() => expect(api.admin.users).toHaveBeenCalledTimes(2));
  });

  it("users: shows the server's refusal (409)", async () => {
    api.admin.unlockAccount.mockRejectedValue(
      new ConflictError({ message: 'Nope', code: 'CONFLICT', status: 409 }),
    );
    renderAdmin('/admin/dashboard?tab=users');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock locked@example.com' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nope');
  });

  it('users: searches on the server after typing stops, back on page 1', async () => {
    renderAdmin('/admin/dashboard?tab=users');
    await userEvent.type(await screen.findByLabelText('Search users'), 'fan');
    await waitFor(() =>
      expect(api.admin.users).toHaveBeenLastCalledWith(
        { search: 'fan', limit: 50, page: 1, sort: 'createdAt', order: 'desc' },
        expect.anything(),
      ),
    );
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Email or ID/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(api.admin.users).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'email', order: 'desc' }),
        expect.anything(),
      ),
    );
  });

  it('waitlist: lists sign-ups with their source, and Export CSV downloads the file of the day', async () => {
    api.waitlist.exportCsv.mockResolvedValue(
      'email,signupDate,source\nb@example.com,2025-09-16T18:00:00.000Z,landing_page\n',
    );
    const createObjectURL = vi.fn(() => 'blob:waitlist');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderAdmin('/admin/dashboard?tab=waitlist');
    const row = (await screen.findByRole('rowheader', { name: 'b@example.com' })).closest('tr');
    expect(row?.textContent).toContain('Landing Page');
    expect(screen.getByRole('rowheader', { name: 'a@example.com' }).closest('tr')?.textContent).toContain(
      'Cli',
    );
    expect(screen.getByText('SMTP_URL')).toBeTruthy();
    expect(screen.getByText('PORT')).toBeTruthy();

    // The file is named for the day of the download: pin the clock (Date only, timers run on).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-20T12:00:00Z'));
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
    expect(clicked[0]?.download).toBe('waitlist-emails-2025-09-20.csv');
    expect(clicked[0]?.href).toBe('blob:waitlist');
    click.mockRestore();
  });

  it("waitlist: a failed export says so with the spec's message", async () => {
    api.waitlist.exportCsv.mockRejectedValue(new Error('x'));
    renderAdmin('/admin/dashboard?tab=waitlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to export waitlist emails');
  });

  it('a failing tab shows its own message with Retry', async () => {
    api.ml.status.mockRejectedValueOnce(new Error('x'));
    renderAdmin('/admin/dashboard?tab=ml');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch ML status');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('gbm-v3', { selector: '.stat-value' })).toBeTruthy();
  });

  it('messages: priority ones marked and first, then filtered and sorted on the server (issue 25)', async () => {
    renderAdmin('/admin/dashboard?tab=messages');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Priority',
      'Standard',
    ]);
    expect(rows[0]?.className).toBe('row-priority');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'pro@example.com' })
        .getAttribute('href'),
    ).toBe('mailto:pro@example.com');
    expect(rows[1]?.textContent).toContain('not mailed to support: SMTP refused');
    expect(screen.getByText('1 priority message (Pro and exempt users)')).toBeTruthy();
    expect(api.admin.contactMessages).toHaveBeenLastCalledWith(
      { limit: 50, page: 1, sort: 'priority', filter: 'all' },
      expect.anything(),
    );

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Priority only');
    await waitFor(() =>
      expect(api.admin.contactMessages).toHaveBeenLastCalledWith(
        { limit: 50, page: 1, sort: 'priority', filter: 'priority' },
        expect.anything(),
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Newest first');
    await waitFor(() =>
      expect(api.admin.contactMessages).toHaveBeenLastCalledWith(
        { limit: 50, page: 1, sort: 'newest', filter: 'priority' },
        expect.anything(),
      ),
    );
  });

  it('audit: filters by action, back on page 1', async () => {
    renderAdmin('/admin/dashboard?tab=audit');
    await userEvent.selectOptions(await screen.findByLabelText('Action'), 'Exempt granted');
    await waitFor(() =>
      expect(api.admin.audit).toHaveBeenLastCalledWith(
        { limit: 50, page: 1, action: 'user.exempt' },
        expect.anything(),
      ),
    );
  });
});
