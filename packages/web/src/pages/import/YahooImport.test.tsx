// @vitest-environment jsdom
import { ConflictError } from '@lineup-lab/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForYahoo } from './leave-for-yahoo.js';
import { answerAsPat, api } from './test-api.js';
import { YURI_IMPORT, YURI_LEAGUES, YURI_PREVIEW, YURI_ROSTERS } from './test-fixtures.js';
import { findStep, renderImport } from './test-render.js';

vi.mock('../../api/client.js', async () => ({ api: (await import('./test-api.js')).api }));
vi.mock('../../auth/actions.js', () => ({ startSignOut: vi.fn(), startSignIn: vi.fn() }));
vi.mock('./leave-for-yahoo.js', () => ({ leaveForYahoo: vi.fn() }));

const NOT_SET_UP = { configured: false, connected: false, connectedAt: null };
const NOT_CONNECTED = { configured: true, connected: false, connectedAt: null };
const CONNECTED = { configured: true, connected: true, connectedAt: '2026-09-20T17:00:00.000Z' };
const CONSENT_URL = 'https://api.login.yahoo.com/oauth2/request_auth?client_id=app&state=s1';
const YARDBIRDS = { provider: 'yahoo', leagueId: '461.l.135790' } as const;

beforeEach(() => {
  answerAsPat();
  api.leagues.yahoo.connection.mockResolvedValue(CONNECTED);
  api.leagues.yahoo.leagues.mockResolvedValue(YURI_LEAGUES);
  api.leagues.yahoo.connect.mockResolvedValue({ authorizationUrl: CONSENT_URL });
  api.leagues.yahoo.disconnect.mockResolvedValue(NOT_CONNECTED);
  api.leagues.rosters.mockResolvedValue(YURI_ROSTERS);
  api.leagues.preview.mockResolvedValue(YURI_PREVIEW);
  api.leagues.import.mockResolvedValue(YURI_IMPORT);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** Opens the Yahoo import. */
async function openYahoo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Yahoo' }));
  return findStep('Your Yahoo leagues');
}

describe('/import from Yahoo, by the state of the connection', () => {
  it('says Yahoo is not set up on this server, with Contact Us, and offers no Connect', async () => {
    const user = userEvent.setup();
    api.leagues.yahoo.connection.mockResolvedValue(NOT_SET_UP);
    renderImport();
    const step = await openYahoo(user);
    const section = step.closest('section') as HTMLElement;
    expect(await within(section).findByText('Yahoo import is not set up on this server.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Connect Yahoo' })).toBeNull();
    expect(api.leagues.yahoo.leagues).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: 'Contact Us about Yahoo import' }));
    const form = await screen.findByRole('dialog', { name: 'Contact support' });
    expect((within(form).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'League import',
    );
  });

  it("not connected: Connect Yahoo asks the server for Yahoo's consent page and goes there", async () => {
    const user = userEvent.setup();
    api.leagues.yahoo.connection.mockResolvedValue(NOT_CONNECTED);
    renderImport();
    await openYahoo(user);
    await user.click(await screen.findByRole('button', { name: 'Connect Yahoo' }));
    expect(api.leagues.yahoo.connect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(leaveForYahoo).toHaveBeenCalledWith(CONSENT_URL));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Opening Yahoo…' }).disabled).toBe(true);
    expect(api.leagues.yahoo.leagues).not.toHaveBeenCalled();
  });

  it('connected: lists the leagues of the season, then the team, the preview and the import by league key', async () => {
    const user = userEvent.setup();
    renderImport();
    await openYahoo(user);
    expect(await screen.findByText('Your Yahoo leagues for the 2026 season:')).toBeTruthy();
    expect(screen.getByText(/^Your Yahoo account is connected since/)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Already imported: Office Pool' }).disabled,
    ).toBe(true);
    expect(screen.getAllByText('12 teams · PPR · In season')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Choose Yahoo Yardbirds' }));
    await findStep('Which team in Yahoo Yardbirds is yours?');
    expect(api.leagues.rosters).toHaveBeenCalledWith(YARDBIRDS);
    expect(
      screen.getByRole('list', { name: 'Import steps' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('Your team');

    await user.click(screen.getByRole('button', { name: 'This is my team: Yuri’s Yodelers' }));
    await findStep('Preview: Yahoo Yardbirds');
    expect(api.leagues.preview).toHaveBeenCalledWith({ ...YARDBIRDS, rosterId: 3 });
    expect(screen.getByRole('columnheader', { name: 'Yahoo slot' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import league' }));
    expect(await screen.findByRole('region', { name: 'Yahoo Yardbirds is imported' })).toBeTruthy();
    expect(api.leagues.import).toHaveBeenCalledWith({
      ...YARDBIRDS,
      rosterId: 3,
      teamName: 'Yuri’s Yodelers',
    });
  });

  it('Disconnect Yahoo forgets the connection: Connect Yahoo is offered again and the leagues are gone', async () => {
    const user = userEvent.setup();
    renderImport();
    await openYahoo(user);
    await screen.findByText('Yahoo Yardbirds');
    await user.click(screen.getByRole('button', { name: 'Disconnect Yahoo' }));
    expect(api.leagues.yahoo.disconnect).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Connect Yahoo' })).toBeTruthy();
    expect(screen.queryByText('Yahoo Yardbirds')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disconnect Yahoo' })).toBeNull();
  });

  it("shows the server's message when the leagues cannot be read, and reads the connection again after a 409", async () => {
    const user = userEvent.setup();
    api.leagues.yahoo.leagues.mockRejectedValue(
      new ConflictError({ message: 'Connect your Yahoo account first.', code: 'CONFLICT', status: 409 }),
    );
    renderImport();
    await openYahoo(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Connect your Yahoo account first.');
    await waitFor(() => expect(api.leagues.yahoo.connection).toHaveBeenCalledTimes(2));
  });
});

describe('/import on the return from Yahoo', () => {
  it('opens the Yahoo import saying "Yahoo connected", and takes the parameters out of the address', async () => {
    const { router } = renderImport('/import?yahoo=connected');
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Yahoo' })).checked).toBe(true);
    await findStep('Your Yahoo leagues');
    expect(screen.getByText('Yahoo connected').getAttribute('role')).toBe('status');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Yahoo Yardbirds')).toBeTruthy();
    // Still said after the address lost its parameters.
    expect(screen.getByText('Yahoo connected')).toBeTruthy();
  });

  it.each([
    ['denied', 'You did not allow access on Yahoo'],
    ['bad_state', 'The connection took too long or was opened twice; try again'],
    ['expired', 'The connection took too long or was opened twice; try again'],
    ['not_configured', 'Yahoo import is not set up on this server.'],
    ['exchange_failed', 'Yahoo could not be connected; try again'],
  ])('reason %s: "%s"', async (reason, message) => {
    api.leagues.yahoo.connection.mockResolvedValue(NOT_CONNECTED);
    const { router } = renderImport(`/import?yahoo=error&reason=${reason}`);
    await findStep('Your Yahoo leagues');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(await screen.findByRole('button', { name: 'Connect Yahoo' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('forgets the message once another host is picked', async () => {
    const user = userEvent.setup();
    renderImport('/import?yahoo=connected');
    await findStep('Your Yahoo leagues');
    await user.click(screen.getByRole('radio', { name: 'Sleeper' }));
    await findStep('Your Sleeper account');
    await user.click(screen.getByRole('radio', { name: 'Yahoo' }));
    await findStep('Your Yahoo leagues');
    expect(screen.queryByText('Yahoo connected')).toBeNull();
  });
});
