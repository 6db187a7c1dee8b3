// @vitest-environment jsdom
import { ServerError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../../auth/session-store.js';
import { LineupAlertsSetting } from './LineupAlertsSetting.js';

const api = vi.hoisted(() => ({ user: { profile: vi.fn(), updateSettings: vi.fn() } }));
vi.mock('../../api/client.js', () => ({ api }));

const profile = (lineupAlerts: boolean) => ({
  id: 'u1',
  email: 'fan@example.com',
  role: 'user',
  adminLevel: 0,
  lineupAlerts,
});

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'token' }));
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ sub: 'sub-1', email: 'fan@example.com', name: 'Fan', roles: [] }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

const renderSetting = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LineupAlertsSetting />
    </QueryClientProvider>,
  );

describe('LineupAlertsSetting', () => {
  it('shows the stored choice as a labelled switch, turned off by a click and on again by the Space key', async () => {
    const user = userEvent.setup();
    api.user.profile.mockResolvedValue(profile(true));
    api.user.updateSettings.mockImplementation(async ({ lineupAlerts }: { lineupAlerts: boolean }) =>
      profile(lineupAlerts),
    );
    renderSetting();
    const box = await screen.findByRole('switch', { name: 'Email me lineup alerts' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(box);
    expect(api.user.updateSettings).toHaveBeenLastCalledWith({ lineupAlerts: false });
    expect(await screen.findByText('Saved: lineup alerts are off.')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(false);

    box.focus();
    await user.keyboard(' ');
    expect(api.user.updateSettings).toHaveBeenLastCalledWith({ lineupAlerts: true });
    expect(await screen.findByText('Saved: lineup alerts are on.')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('says so when saving failed, and shows the stored choice again', async () => {
    const user = userEvent.setup();
    api.user.profile.mockResolvedValue(profile(false));
    api.user.updateSettings.mockRejectedValue(
      new ServerError({ message: 'Mail settings are down', code: 'INTERNAL', status: 500 }),
    );
    renderSetting();
    const box = (await screen.findByRole('switch', { name: 'Email me lineup alerts' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);

    await user.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe('Mail settings are down');
    expect(box.checked).toBe(false);
  });
});
