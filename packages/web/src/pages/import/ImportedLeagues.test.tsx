// @vitest-environment jsdom
import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { PermissionError } from '@lineup-lab/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionStatus } from '../../test-support/fixtures.js';
import { answerAsPat, api } from './test-api.js';
import { ELLIS_IMPORT, ELLIS_LEAGUE, PAT_LEAGUE, YURI_IMPORT } from './test-fixtures.js';
import { renderImport } from './test-render.js';

vi.mock('../../api/client.js', async () => ({ api: (await import('./test-api.js')).api }));
vi.mock('../../auth/actions.js', () => ({ startSignOut: vi.fn(), startSignIn: vi.fn() }));

const ESPN_S2 = 'AEBnewcookie%2Bvalue%3D';
const SWID = '{9F8E7D6C-1111-2222-3333-444455556666}';
const REFUSED = 'ESPN refused to show Gridiron Guild: its cookies no longer open it. Give them again.';

beforeEach(() => {
  answerAsPat();
  api.user.subscriptionStatus.mockResolvedValue(
    subscriptionStatus({
      tier: 'pro',
      usage: { teamsCreated: 3, leaguesImported: 3 },
      limits: { maxTeams: null, maxLeagues: null },
    }),
  );
  api.leagues.list.mockResolvedValue({ leagues: [ELLIS_LEAGUE, YURI_IMPORT.league, PAT_LEAGUE] });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** An imported league's card, by its name. */
async function card(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;
}

const fact = (league: HTMLElement, label: string) =>
  within(league).getByText(label).nextElementSibling?.textContent;

describe('/import: your leagues, from every host', () => {
  it('names each league’s host', async () => {
    renderImport();
    expect(fact(await card('Gridiron Guild'), 'Host')).toBe('ESPN');
    expect(fact(await card('Yahoo Yardbirds'), 'Host')).toBe('Yahoo');
    expect(fact(await card('Sunday Funday PPR'), 'Host')).toBe('Sleeper');
    expect(fact(await card('Gridiron Guild'), 'Teams')).toBe('10 teams');
  });
});

describe('/import: a private ESPN league whose cookies no longer open it', () => {
  it('asks for new cookies when ESPN refuses the sync, saves them and syncs again', async () => {
    const user = userEvent.setup();
    api.leagues.sync
      .mockRejectedValueOnce(new PermissionError({ message: REFUSED, code: 'FORBIDDEN', status: 403 }))
      .mockResolvedValueOnce({
        league: ELLIS_LEAGUE,
        team: ELLIS_IMPORT.team,
        added: ['Dante Dorsey'],
        dropped: [],
        unmatched: [],
        notes: [],
      });
    api.leagues.setCredentials.mockResolvedValue({ leagues: [ELLIS_LEAGUE, PAT_LEAGUE] });
    renderImport();
    const guild = await card('Gridiron Guild');
    await user.click(within(guild).getByRole('button', { name: 'Sync now' }));
    expect((await within(guild).findByRole('alert')).textContent).toBe(REFUSED);
    const form = within(guild).getByRole('form', { name: 'New ESPN cookies for this league' });
    const s2 = within(form).getByLabelText<HTMLInputElement>('espn_s2');
    const swid = within(form).getByLabelText<HTMLInputElement>('SWID');
    expect([s2.type, swid.type]).toEqual(['password', 'password']);
    expect(within(form).getByText(/We keep them encrypted on our server/)).toBeTruthy();

    // Both are needed here: each wrong field says why, tied to it, and nothing is sent.
    await user.type(swid, 'not-a-guid');
    await user.click(within(form).getByRole('button', { name: 'Save cookies and sync' }));
    const s2Error = within(form).getByText(IMPORT_MESSAGES.espnS2);
    const swidError = within(form).getByText(IMPORT_MESSAGES.swid);
    expect(s2.getAttribute('aria-describedby')).toContain(s2Error.id);
    expect(swid.getAttribute('aria-describedby')).toContain(swidError.id);
    await waitFor(() => expect(document.activeElement).toBe(s2));
    expect(api.leagues.setCredentials).not.toHaveBeenCalled();

    await user.type(s2, ESPN_S2);
    await user.clear(swid);
    await user.click(swid);
    await user.paste(SWID); // `{` is a key descriptor to user.type
    await user.click(within(form).getByRole('button', { name: 'Save cookies and sync' }));
    expect(api.leagues.setCredentials).toHaveBeenCalledWith('league-2', { espnS2: ESPN_S2, swid: SWID });
    expect(await within(guild).findByText(/Added: Dante Dorsey\./)).toBeTruthy();
    expect(api.leagues.sync).toHaveBeenCalledTimes(2);
    expect(api.leagues.sync).toHaveBeenLastCalledWith('league-2');
    expect(within(guild).queryByRole('form')).toBeNull();
  });

  it('offers no cookie form for another host’s refusal', async () => {
    const user = userEvent.setup();
    api.leagues.sync.mockRejectedValue(
      new PermissionError({ message: 'Yahoo refused the request.', code: 'FORBIDDEN', status: 403 }),
    );
    renderImport();
    const yardbirds = await card('Yahoo Yardbirds');
    await user.click(within(yardbirds).getByRole('button', { name: 'Sync now' }));
    expect((await within(yardbirds).findByRole('alert')).textContent).toBe('Yahoo refused the request.');
    expect(within(yardbirds).queryByLabelText('espn_s2')).toBeNull();
  });
});
