// @vitest-environment jsdom
import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { PermissionError } from '@lineup-lab/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAsPat, api } from './test-api.js';
import { ELLIS_IMPORT, ELLIS_PREVIEW, ELLIS_ROSTERS } from './test-fixtures.js';
import { findStep, renderImport } from './test-render.js';

vi.mock('../../api/client.js', async () => ({ api: (await import('./test-api.js')).api }));
vi.mock('../../auth/actions.js', () => ({ startSignOut: vi.fn(), startSignIn: vi.fn() }));

const ADDRESS = 'https://fantasy.espn.com/football/league?leagueId=24681357&seasonId=2024';
const ESPN_S2 = 'AEBx%2Fq7Zsecret0s2value%3D%3D';
const SWID = '{1A2B3C4D-1111-2222-3333-444455556666}';
const PRIVATE = 'This ESPN league is private. Give your espn_s2 and SWID cookies to import it.';

beforeEach(() => {
  // The season under way is the 2026 one whatever day the tests run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-01T12:00:00Z'));
  answerAsPat();
  api.leagues.rosters.mockResolvedValue(ELLIS_ROSTERS);
  api.leagues.preview.mockResolvedValue(ELLIS_PREVIEW);
  api.leagues.import.mockResolvedValue(ELLIS_IMPORT);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** Opens the ESPN import. */
async function openEspn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'ESPN' }));
  return findStep('Your ESPN league');
}

const leagueField = () => screen.getByLabelText<HTMLInputElement>('ESPN league ID or address');
const seasonField = () => screen.getByLabelText<HTMLSelectElement>('Season');
const privateBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Private league (needs your ESPN cookies)' });

/** The ids an element's `aria-describedby` names. */
const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ');

/** Everything React Query holds (queries' keys and data, mutations' variables and data) as text. */
function cachedText(queryClient: QueryClient): string {
  return JSON.stringify([
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey, query.state.data]),
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => [mutation.state.variables, mutation.state.data]),
  ]);
}

describe('/import from ESPN: the league', () => {
  it('reads a pasted address as it is typed (its league and season), and refuses text that is neither on the field', async () => {
    const user = userEvent.setup();
    renderImport();
    await openEspn(user);
    expect(
      screen.getByRole('list', { name: 'Import steps' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('ESPN league');
    expect(seasonField().value).toBe('2026');
    expect(
      within(seasonField())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
    expect(privateBox().checked).toBe(false);
    expect(screen.queryByLabelText('espn_s2')).toBeNull();

    // Neither an id nor an ESPN address: refused when the field is left, the message tied to it.
    await user.type(leagueField(), 'my league');
    await user.tab();
    const error = screen.getByText(IMPORT_MESSAGES.espnLeague);
    expect(leagueField().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(leagueField())).toContain(error.id);

    // The address as pasted: its league id is read and its season chosen.
    await user.clear(leagueField());
    await user.click(leagueField());
    await user.paste(ADDRESS);
    expect(screen.queryByText(IMPORT_MESSAGES.espnLeague)).toBeNull();
    expect(leagueField().getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('League 24681357, 2024 season (from the address)')).toBeTruthy();
    expect(seasonField().value).toBe('2024');

    await user.click(screen.getByRole('button', { name: 'Find my league' }));
    await findStep('Which team in Gridiron Guild is yours?');
    expect(api.leagues.rosters).toHaveBeenCalledWith({ provider: 'espn', league: '24681357', season: 2024 });
  });

  it('refuses an empty league without calling the server, and keeps the season chosen by hand', async () => {
    const user = userEvent.setup();
    renderImport();
    await openEspn(user);
    await user.click(screen.getByRole('button', { name: 'Find my league' }));
    expect(screen.getByText(IMPORT_MESSAGES.espnLeague)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(leagueField()));
    expect(api.leagues.rosters).not.toHaveBeenCalled();

    await user.type(leagueField(), ' 24681357 ');
    expect(screen.getByText('League 24681357')).toBeTruthy();
    await user.selectOptions(seasonField(), '2025');
    await user.click(screen.getByRole('button', { name: 'Find my league' }));
    await findStep('Which team in Gridiron Guild is yours?');
    expect(api.leagues.rosters).toHaveBeenCalledWith({ provider: 'espn', league: '24681357', season: 2025 });
  });
});

describe('/import from ESPN: a private league', () => {
  it("shows ESPN's refusal and opens the cookie fields; the retry, the preview and the import send the cookies in the body only", async () => {
    const user = userEvent.setup();
    api.leagues.rosters.mockRejectedValueOnce(
      new PermissionError({ message: PRIVATE, code: 'FORBIDDEN', status: 403 }),
    );
    const { queryClient, router } = renderImport();
    await openEspn(user);
    await user.type(leagueField(), '24681357');
    await user.click(screen.getByRole('button', { name: 'Find my league' }));

    // 403: the server's message, and the private part opened with the focus in its first field.
    expect((await screen.findByRole('alert')).textContent).toBe(PRIVATE);
    expect(api.leagues.rosters).toHaveBeenLastCalledWith({
      provider: 'espn',
      league: '24681357',
      season: 2026,
    });
    expect(privateBox().checked).toBe(true);
    const s2 = screen.getByLabelText<HTMLInputElement>('espn_s2');
    const swid = screen.getByLabelText<HTMLInputElement>('SWID');
    await waitFor(() => expect(document.activeElement).toBe(s2));
    for (const field of [s2, swid]) {
      expect(field.type).toBe('password');
      expect(field.autocomplete).toBe('off');
    }
    const help = document.getElementById(describedBy(s2)[0] ?? '') as HTMLElement;
    expect(help.textContent).toContain('Application (Chrome, Edge) or Storage (Firefox, Safari)');
    expect(help.textContent).toContain('We keep them encrypted on our server');
    expect(describedBy(swid)).toContain(help.id);

    // Half a pair is refused on the empty field, without a call.
    await user.type(s2, ESPN_S2);
    await user.click(screen.getByRole('button', { name: 'Find my league' }));
    const together = screen.getByText(IMPORT_MESSAGES.espnCookiesTogether);
    expect(describedBy(swid)).toContain(together.id);
    expect(swid.getAttribute('aria-invalid')).toBe('true');
    expect(api.leagues.rosters).toHaveBeenCalledTimes(1);

    await user.click(swid);
    await user.paste(SWID); // `{` is a key descriptor to user.type
    await user.click(screen.getByRole('button', { name: 'Find my league' }));
    await findStep('Which team in Gridiron Guild is yours?');
    const withCookies = { provider: 'espn', league: '24681357', season: 2026, espnS2: ESPN_S2, swid: SWID };
    expect(api.leagues.rosters).toHaveBeenLastCalledWith(withCookies);

    await user.click(screen.getByRole('button', { name: 'This is my team: Ellis Enforcers' }));
    await findStep('Preview: Gridiron Guild');
    expect(api.leagues.preview).toHaveBeenCalledWith({ ...withCookies, rosterId: 4 });
    expect(screen.getByRole('columnheader', { name: 'ESPN slot' })).toBeTruthy();
    expect(
      screen.getByText(
        'The league starts a superflex (OP); Lineup Lab has no such slot, so he is on the bench.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import league' }));
    expect(await screen.findByRole('region', { name: 'Gridiron Guild is imported' })).toBeTruthy();
    expect(api.leagues.import).toHaveBeenCalledWith({
      ...withCookies,
      rosterId: 4,
      teamName: 'Ellis Enforcers',
    });

    // The cookies went in the bodies only: not in the address, nor anywhere in React Query's caches.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/import');
    const cached = cachedText(queryClient);
    expect(cached).not.toContain(ESPN_S2);
    expect(cached).not.toContain(SWID);
  });

  it('Back from the teams returns to the form as it was typed', async () => {
    const user = userEvent.setup();
    renderImport();
    await openEspn(user);
    await user.click(leagueField());
    await user.paste(ADDRESS);
    await user.click(privateBox());
    await user.type(screen.getByLabelText('espn_s2'), ESPN_S2);
    await user.click(screen.getByLabelText('SWID'));
    await user.paste(SWID);
    await user.click(screen.getByRole('button', { name: 'Find my league' }));
    await findStep('Which team in Gridiron Guild is yours?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Your ESPN league');
    expect(leagueField().value).toBe(ADDRESS);
    expect(seasonField().value).toBe('2024');
    expect(privateBox().checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('SWID').value).toBe(SWID);
  });
});
