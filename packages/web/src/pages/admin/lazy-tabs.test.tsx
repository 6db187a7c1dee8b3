// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTabs } from './AdminTabs.js';
import { preloadTabs } from './lazy-tabs.js';

// Which tab modules have been imported (a module is imported at most once per test file).
const { imported, stub } = vi.hoisted(() => {
  const imported = new Set<string>();
  const stub = (tab: string, name: string) => {
    imported.add(tab);
    return { [name]: () => null };
  };
  return { imported, stub };
});
vi.mock('./UsersTab.js', () => stub('users', 'UsersTab'));
vi.mock('./LineupsTab.js', () => stub('lineups', 'LineupsTab'));
vi.mock('./PlayersTab.js', () => stub('players', 'PlayersTab'));
vi.mock('./WeeklyTab.js', () => stub('weekly', 'WeeklyTab'));
vi.mock('./MlSystemTab.js', () => stub('ml', 'MlSystemTab'));
vi.mock('./WaitlistTab.js', () => stub('waitlist', 'WaitlistTab'));
vi.mock('./MessagesTab.js', () => stub('messages', 'MessagesTab'));
vi.mock('./AuditTab.js', () => stub('audit', 'AuditTab'));

afterEach(cleanup);

function renderTabs(onIntent: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AdminTabs counts={{}} onIntent={onIntent}>
            {(tab) => tab}
          </AdminTabs>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('tablist');
}

describe('the admin tabs load their code ahead of need (issue 28)', () => {
  it('not with the page: only once the pointer reaches the tab list, then every tab', async () => {
    renderTabs(preloadTabs);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported.size).toBe(0);
    await userEvent.hover(screen.getByRole('tab', { name: 'Users' }));
    await waitFor(() =>
      expect([...imported].sort()).toEqual(
        ['audit', 'lineups', 'messages', 'ml', 'players', 'users', 'waitlist', 'weekly'].sort(),
      ),
    );
  });

  it('tells of the intent when the focus enters the tab list and on its keys', async () => {
    const onIntent = vi.fn();
    renderTabs(onIntent);
    expect(onIntent).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    expect(onIntent).toHaveBeenCalled();
    onIntent.mockClear();
    await userEvent.keyboard('{ArrowRight}');
    expect(onIntent).toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
  });
});
