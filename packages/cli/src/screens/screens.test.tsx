/**
 * The Ink screens, rendered with ink-testing-library: the device-flow prompt (its spinner moves
 * while it waits), delete's question, the week's tables and the teams list; and the plain text of
 * the week for the cases the server tests do not reach (an empty slot, no bench, no projections),
 * and the admin users' sign-in column for an outside issuer's rows (commands/admin.test.ts's server
 * is the embedded issuer).
 */
import {
  type OptimizeLineupResponse,
  type TeamWeekResponse,
  type WeekPlayer,
  ZAdminUsersResponse,
} from '@lineup-lab/core';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Confirm } from '../render/Confirm.js';
import { SPINNER_FRAMES } from '../render/Spinner.js';
import { UsersScreen, usersText } from './admin-views.js';
import { DeviceLoginScreen, devicePromptText } from './device-login-view.js';
import { appliedText } from './optimize-view.js';
import { RecordScreen, recordText } from './season-record-view.js';
import { TeamWeekScreen, weekText } from './team-week-view.js';
import { TeamsScreen } from './teams-view.js';

const prompt = {
  verificationUri: 'http://127.0.0.1:5005/oidc/device',
  userCode: 'BCDF-GHJK',
  verificationUriComplete: 'http://127.0.0.1:5005/oidc/device?user_code=BCDF-GHJK',
  expiresIn: 600,
};
const SERVER = 'http://127.0.0.1:5005';
const CHICAGO = { timeZone: 'America/Chicago', locale: 'en-US' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('DeviceLoginScreen', () => {
  it('shows the page, the code and the complete URL, with a spinner that moves while it waits', async () => {
    const { lastFrame, frames, rerender, unmount } = render(
      <DeviceLoginScreen server={SERVER} prompt={prompt} state={{ kind: 'waiting' }} />,
    );
    const first = lastFrame() ?? '';
    expect(first).toContain(`To sign in to ${SERVER}, open ${prompt.verificationUri}`);
    expect(first).toContain('and enter the code  BCDF-GHJK');
    expect(first).toContain(`(or open ${prompt.verificationUriComplete})`);
    expect(first).toContain(`${SPINNER_FRAMES[0]} Waiting for approval… (the code expires in 10 minutes)`);

    await sleep(250);
    const spun = frames.filter((frame) => frame.includes('Waiting for approval'));
    expect(new Set(spun.map((frame) => frame.split('Waiting')[0])).size).toBeGreaterThan(1);

    rerender(
      <DeviceLoginScreen
        server={SERVER}
        prompt={prompt}
        state={{ kind: 'signed-in', email: 'fan@example.com' }}
      />,
    );
    expect(lastFrame()).toContain(`✔ Signed in to ${SERVER} as fan@example.com.`);
    expect(lastFrame()).not.toContain('Waiting');
    rerender(
      <DeviceLoginScreen
        server={SERVER}
        prompt={prompt}
        state={{ kind: 'failed', message: 'Not signed in.' }}
      />,
    );
    expect(lastFrame()).toContain('✖ Not signed in.');
    unmount();
  });

  it('has a plain-text twin for pipes', () => {
    expect(devicePromptText(SERVER, { ...prompt, verificationUriComplete: undefined, expiresIn: 90 })).toBe(
      `To sign in to ${SERVER}, open ${prompt.verificationUri} and enter the code BCDF-GHJK\nThe code expires in 90 seconds. Waiting for approval…\n`,
    );
  });
});

describe('Confirm', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['y', true, 'yes'],
    ['Y', true, 'yes'],
    ['n', false, 'no'],
    ['\r', false, 'no'],
  ])('answers %j as %s and shows it', async (key, yes, shown) => {
    const onAnswer = vi.fn();
    const { stdin, lastFrame } = render(<Confirm question="Delete team 'X'?" onAnswer={onAnswer} />);
    expect(lastFrame()).toBe("Delete team 'X'? [y/N]");
    await sleep(20);
    stdin.write(key);
    await sleep(20);
    expect(onAnswer).toHaveBeenCalledWith(yes);
    expect(lastFrame()).toBe(`Delete team 'X'? [y/N] ${shown}`);
  });

  it('ignores other keys', async () => {
    const onAnswer = vi.fn();
    const { stdin } = render(<Confirm question="Delete?" onAnswer={onAnswer} />);
    await sleep(20);
    stdin.write('x');
    await sleep(20);
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

function entry(
  id: string,
  name: string,
  position: WeekPlayer['player']['position'],
  points: number | null,
  extra: Partial<WeekPlayer> = {},
): WeekPlayer {
  const figures = { conservative: points, median: points, aggressive: points };
  return {
    player: { _id: id, playerName: name, teamName: 'KC', position },
    projections: figures,
    points: figures,
    isByeWeek: false,
    opponent: 'BUF',
    isHomeGame: false,
    gameTime: '2025-10-12T20:25:00.000Z',
    injuryStatus: null,
    injury: null,
    out: false,
    confidence: null,
    archetype: null,
    matchupFavorability: null,
    defenseRanking: null,
    ...extra,
  };
}

/** A week with a quarterback, a tight end ruled out, seven empty slots and nothing on the bench. */
function sparseWeek(predicted: boolean): TeamWeekResponse {
  const points = predicted ? 20 : null;
  const slots = (['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'FLEX', 'D/ST', 'K'] as const).map((slot) => ({
    slot,
    player:
      slot === 'QB'
        ? entry('p-qb', 'Patrick Mahomes', 'QB', points, { isHomeGame: true })
        : slot === 'TE'
          ? entry('p-te', 'Mark Andrews', 'TE', predicted ? 0 : null, { out: true, injuryStatus: 'IR' })
          : null,
    betterOptions: [],
  }));
  const totals = { conservative: points ?? 0, median: points ?? 0, aggressive: points ?? 0 };
  return {
    team: { teamName: 'Sparse', version: 3 },
    season: 2025,
    week: 6,
    predicted,
    mode: 'median',
    slots,
    bench: [],
    optimal: { lineup: slots.map(({ slot }) => ({ slot, playerId: null })), moves: [], gain: 0 },
    totals: { current: totals, optimal: totals },
  };
}

describe('the week', () => {
  it('shows empty slots, an empty bench, and an optimal lineup as it stands', () => {
    const text = weekText(sparseWeek(true), CHICAGO);
    expect(text).toContain(
      'QB    Patrick Mahomes  QB   KC   vs BUF  Sun, 10/12/2025, 3:25 PM CDT   20.0    20.0     20.0',
    );
    expect(text).toContain(
      'TE    Mark Andrews     TE   KC   @ BUF   Sun, 10/12/2025, 3:25 PM CDT    0.0     0.0      0.0  IR',
    );
    expect(text).toMatch(/^RB1 {3}\(empty\)$/m);
    expect(text).toContain('Bench\nNo players on the bench.\n');
    expect(text).toContain('The lineup is already optimal.');
    expect(text).not.toContain('no projections');
  });

  it('says when the week has no projections', () => {
    const text = weekText(sparseWeek(false), CHICAGO);
    expect(text).toContain('N/A');
    expect(text).toContain('Week 6 has no projections yet: figures show N/A.');
  });

  it('draws the same tables with Ink', () => {
    const { lastFrame } = render(<TeamWeekScreen week={sparseWeek(true)} time={CHICAGO} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('Sparse — week 6 of 2025 (median)');
    expect(frame).toMatch(/^Slot {2}Player {11}Pos {2}NFL {2}Opp {5}Kickoff/m);
    expect(frame).toContain('Patrick Mahomes');
    expect(frame).toContain('No players on the bench.');
    expect(frame).toContain('Total (median): 20.0  (conservative 20.0, aggressive 20.0)');
  });
});

describe('the week on game day', () => {
  /** The sparse week on Sunday afternoon: Mahomes final, Andrews (out) in progress. */
  function sundayWeek(): TeamWeekResponse {
    const week = sparseWeek(true);
    const [qb, , , , , te] = week.slots;
    if (!qb?.player || !te?.player) throw new Error('sparse week changed');
    qb.player = { ...qb.player, game: { state: 'final', actual: 26.44, band: 'above' }, locked: true };
    te.player = { ...te.player, game: { state: 'in-progress', actual: null, band: null }, locked: true };
    return {
      ...week,
      standing: 'current',
      totals: {
        ...week.totals,
        actual: { points: 26.44, final: 2, starters: 2, complete: true, band: 'above' },
      },
    };
  }

  it('shows final points with the band, in progress, and the actual total', () => {
    const text = weekText(sundayWeek(), CHICAGO);
    expect(text).toMatch(/^Slot .* Injury {2}Result {26}Better options$/m);
    expect(text).toContain('20.0          Final: 26.4 pts, above ceiling');
    expect(text).toContain('0.0  IR      In progress');
    expect(text).toContain('Actual 26.4 pts (above ceiling)\n');
    expect(text).toContain('In progress — scores after the next data sync: Mark Andrews.');
  });

  it('says "(in progress)" until every starter is settled, and which lineup a past week shows', () => {
    const week = sundayWeek();
    const going = weekText(
      {
        ...week,
        totals: {
          ...week.totals,
          actual: { points: 26.44, final: 1, starters: 2, complete: false, band: null },
        },
      },
      CHICAGO,
    );
    expect(going).toContain('Actual 26.4 pts (in progress)');
    expect(weekText({ ...week, standing: 'at-kickoff' }, CHICAGO)).toContain(
      'The lineup that stood at the kickoffs of week 6.',
    );
    const lost = weekText(
      { ...week, standing: 'not-kept', totals: { ...week.totals, actual: null } },
      CHICAGO,
    );
    expect(lost).toContain('This lineup was not kept for week 6');
    expect(lost).not.toContain('Actual ');
  });

  it('leaves the result column out before any kickoff', () => {
    expect(weekText(sparseWeek(true), CHICAGO)).not.toContain('Result');
  });
});

describe('the season record', () => {
  const record = {
    teamName: 'Sparse',
    season: 2025,
    format: 'ppr' as const,
    weeks: [
      {
        week: 3,
        projected: { conservative: 90.04, median: 110.5, aggressive: 131.26 },
        actual: 98.35,
        band: 'within' as const,
        optimal: 104.4,
        benchLeft: 6.05,
      },
    ],
    summary: { weeksPlayed: 1, projected: 110.5, actual: 98.35, withinBand: 1, benchLeft: 6.05 },
  };

  it('draws the weeks and the summary with Ink, as the plain text does', () => {
    const frame = render(<RecordScreen record={record} />).lastFrame() ?? '';
    expect(frame).toContain('Sparse — How did we do in 2025 (PPR)');
    expect(frame).toContain(
      '   3   90.0      110.5    131.3    98.4  within band    104.4                6.1',
    );
    expect(frame).toContain('Weeks played: 1  ·  Actual: 98.4  ·  Projected: 110.5  ·  Within band: 1 of 1');
    expect(recordText(record)).toContain('Left on the bench: 6.1');
  });
});

describe('TeamsScreen', () => {
  it('says how to create a first team', () => {
    const { lastFrame } = render(<TeamsScreen result={{ teams: [] }} time={CHICAGO} />);
    expect(lastFrame()).toBe('No teams yet. Create one with `lineup teams create NAME`.');
  });
});

describe('the admin users', () => {
  const row = (email: string, sign: { accountLocked: boolean; loginAttempts: number }) => ({
    id: `id-${email}`,
    email,
    role: 'user',
    adminLevel: 0,
    tier: 'free',
    exemptReason: null,
    totalLineups: 0,
    activeLineups: 0,
    createdAt: '2025-10-10T12:00:00Z',
    ...sign,
  });
  const users = ZAdminUsersResponse.parse({
    users: [
      row('ok@example.com', { accountLocked: false, loginAttempts: 0 }),
      row('two@example.com', { accountLocked: false, loginAttempts: 2 }),
      row('locked@example.com', { accountLocked: true, loginAttempts: 5 }),
      // An outside issuer's row: its lock and count say nothing, whatever they hold.
      {
        ...row('outside@example.com', { accountLocked: false, loginAttempts: 0 }),
        signInState: 'not-available',
      },
    ],
    total: 4,
    pagination: { current_page: 1, total_pages: 1 },
  });

  it("say 'not available' for an outside issuer's sign-in state, not 'ok'", () => {
    expect(usersText(users, CHICAGO)).toBe(
      [
        'Email                Role  Tier  Teams  Created           Sign-in',
        'ok@example.com       user  free    0/0  2025-10-10 07:00  ok',
        'two@example.com      user  free    0/0  2025-10-10 07:00  2 failed',
        'locked@example.com   user  free    0/0  2025-10-10 07:00  locked (5 failed)',
        'outside@example.com  user  free    0/0  2025-10-10 07:00  not available',
        'Page 1 of 1, 4 users match.',
        '',
      ].join('\n'),
    );
    const { lastFrame } = render(<UsersScreen result={users} time={CHICAGO} />);
    expect(lastFrame()).toMatch(/outside@example\.com .* not available\n/);
  });
});

describe('what lineup optimize says once applied', () => {
  const applied = {
    team: { teamName: 'Sunday Crew' },
    week: 12,
    mode: 'median',
    moves: [{ playerId: 'p-1', playerName: 'Bijan Robinson', from: 'BENCH', to: 'RB2' }],
    total: 118.2,
    gain: 6.4,
  } as unknown as OptimizeLineupResponse;

  it('names the players kept where they stood because their games have started', () => {
    expect(
      appliedText({
        ...applied,
        kept: [
          {
            playerId: 'p-2',
            playerName: 'Patrick Mahomes',
            place: 'QB',
            kickoff: '2026-11-29T18:00:00.000Z',
          },
        ],
      }),
    ).toBe(
      "Applied 1 move to 'Sunday Crew': week 12 total 118.2 (median, +6.4).\n" +
        'Kept where they are, their games have started: Patrick Mahomes (QB).\n',
    );
    expect(appliedText({ ...applied, kept: [] })).toBe(
      "Applied 1 move to 'Sunday Crew': week 12 total 118.2 (median, +6.4).\n",
    );
  });
});
