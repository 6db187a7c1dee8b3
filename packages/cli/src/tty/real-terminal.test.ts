/**
 * The Ink screens in a real terminal: the BUILT `lineup` (dist/main.js) run in tmux at a fixed size
 * against a real server on port 0 (the Friday before week 6 of the seeded season), its screen read
 * with capture-pane and keys typed with send-keys: `lineup login` approved on the provider's pages,
 * `lineup show` drawing its tables, `lineup optimize` asking and applying on `y`. Skipped, saying
 * so, where tmux is not installed (CI installs it: scripts/workspace.mjs).
 */
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  approveDevice,
  fillTeam,
  seedWeekSeason,
  WEEK6_FRIDAY,
} from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialStore } from '../auth/credentials.js';
import { SPINNER_FRAMES } from '../render/Spinner.js';
import { builtCli } from '../test-support/built-cli.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { hasTmux, startTmux, type Tmux, type TmuxPane } from '../test-support/tmux.js';

const TEAM = 'Gridiron Gang';
const COLUMNS = 100;
const ROWS = 40;
const TMUX = hasTmux();

if (!TMUX) {
  console.warn(
    '\n!! src/tty/real-terminal.test.ts SKIPPED: tmux is not installed (apt-get install -y tmux; CI installs it).\n',
  );
}

describe.skipIf(!TMUX)(`lineup in a real terminal (tmux, ${COLUMNS}×${ROWS})`, () => {
  let cli: CliHarness;
  let tmux: Tmux;
  let main: string;
  /** The administrator, through the SDK with the token `lineup login` stored. */
  let admin: LineupLabClient;

  beforeAll(async () => {
    [cli, main, tmux] = await Promise.all([startCliHarness({ now: WEEK6_FRIDAY }), builtCli(), startTmux()]);
    await seedWeekSeason(cli.server.store);
  }, 120_000);
  afterAll(async () => {
    await tmux?.close();
    await cli?.close();
  });

  /** `lineup ARGV` in a new tmux session, with the harness's environment and a terminal's TERM. */
  function lineup(...argv: string[]): Promise<TmuxPane> {
    return lineupSized({ columns: COLUMNS, rows: ROWS }, ...argv);
  }

  function lineupSized(size: { columns: number; rows: number }, ...argv: string[]): Promise<TmuxPane> {
    return tmux.run([process.execPath, main, ...argv], {
      env: {
        LINEUP_SERVER: cli.env.LINEUP_SERVER ?? '',
        LINEUP_CONFIG_DIR: cli.configDir,
        TZ: 'America/Chicago',
        LANG: 'en_US.UTF-8',
        TERM: 'xterm-256color',
      },
      ...size,
    });
  }

  it('lineup login: shows the code with a spinner, and the success once it is approved on the provider’s pages', async () => {
    const url = cli.server.url;
    const pane = await lineup('login');
    const [, userCode = ''] = await pane.waitFor(/\b([A-Z]{4}-[A-Z]{4})\b/);
    const prompt = await pane.screen();
    expect(prompt).toContain(`${url}/oidc/device`);
    expect(prompt).toContain(`(or open ${url}/oidc/device?user_code=${userCode})`);
    // the spinner turns while the CLI polls
    const [, frame = ''] = /([⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]) Waiting for approval/.exec(prompt) ?? [];
    expect(frame).not.toBe('');
    await pane.waitFor(new RegExp(`[${SPINNER_FRAMES.join('').replace(frame, '')}] Waiting for approval`));

    await approveDevice(
      { verificationUri: `${url}/oidc/device`, userCode },
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    );
    await pane.waitFor(
      new RegExp(`✔ Signed in to ${url.replaceAll('.', '\\.')} as ${ADMIN_EMAIL}\\.`),
      20_000,
    );
    const { code, screen } = await pane.exited();
    expect(code).toBe(0);
    expect(screen).not.toMatch(/Waiting for approval/);

    const session = await credentialStore(cli.configDir).read(url);
    expect(session?.clientId).toBe('lineup-cli');
    admin = createClient({ baseUrl: url, getToken: () => session?.accessToken });
    await admin.teams.create({ teamName: TEAM });
    await fillTeam(admin, TEAM);
  }, 40_000);

  it('lineup show: draws the lineup and the bench as tables, kickoffs in TZ, cut to the terminal’s width', async () => {
    const pane = await lineup('show', TEAM);
    const { code, screen } = await pane.exited();
    expect(code).toBe(0);
    const lines = screen.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      `${TEAM} — week 6 of 2025 (median)`,
      '',
      expect.stringMatching(/^Slot +Player +Pos +NFL +Opp +Kickoff +Floor +Median +Ceiling +I…$/),
    ]);
    expect(screen).toMatch(
      /^QB +Josh Allen +QB +BUF +@ KC +Sun, 10\/12\/2025, 3:25 PM CDT +19\.0 +23\.8 +29\.5 /m,
    );
    expect(screen).toMatch(/^RB2 +Breece Hall +RB +NYJ +@ DEN +Sun, 10\/12\/2025, 12:00 PM CDT /m);
    expect(screen).toMatch(/^WR2 +Justin Jefferson +WR +MIN +BYE +0\.0 +0\.0 +0\.0 /m);
    expect(screen).toMatch(/^D\/ST +49ers D\/ST +D\/ST +SF +vs TB +Mon, 10\/13\/2025, 7:15 PM CDT /m);
    expect(screen).toMatch(/^Bench\nSlot .*\nBN +Derrick Henry +RB +BAL +vs LAR .*\nBN +Mark Andrews +TE /m);
    expect(screen).toContain('Total (median): 119.3  (conservative 89.8, aggressive 155.3)');
    expect(screen).toContain('Optimal lineup: 137.5 (+18.2 with 4 moves)');
    // no line wraps: each is cut to the 100 columns (…), so every row stays one line
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(COLUMNS);
  });

  it('lineup show on a wider terminal: the injury and better-options columns whole', async () => {
    const { code, screen } = await (await lineupSized({ columns: 160, rows: ROWS }, 'show', TEAM)).exited();
    expect(code).toBe(0);
    expect(screen).toMatch(/^RB2 +Breece Hall .* 15\.2 +Derrick Henry \+6\.8$/m);
    expect(screen).toMatch(/^TE +Travis Kelce .* 15\.2 +Questionable$/m);
    expect(screen).toMatch(/^BN +Mark Andrews .* 0\.0 +Out$/m);
  });

  it('lineup optimize: previews the moves, asks, applies on y; the server has the optimal lineup', async () => {
    const before = await admin.teams.week(TEAM, 6);
    const pane = await lineup('optimize', TEAM);
    await pane.waitFor(/Apply these 4 moves\?.*\[y\/N\]/);
    const preview = await pane.screen();
    expect(preview).toContain(`${TEAM} — optimal lineup for week 6 of 2025 (median)`);
    expect(preview).toMatch(/Derrick Henry +BENCH +RB2 +18\.2/);
    // Who goes out is listed too.
    expect(preview).toMatch(/Justin Jefferson +FLEX +BENCH +0\.0/);
    expect(preview).toMatch(/Gain: \+18\.2 \(119\.3 → 137\.5\)/);

    await pane.sendKeys('y');
    const { code, screen } = await pane.exited();
    expect(code).toBe(0);
    expect(screen).toMatch(/Applied 4 moves to 'Gridiron Gang': week 6 total 137\.5 \(median, \+18\.2\)\./);

    // the server has the lineup the preview proposed: Henry at RB2, Lamb at WR2, Hall at FLEX
    const after = await admin.teams.week(TEAM, 6);
    expect(after.team.version).toBeGreaterThan(before.team.version);
    expect(after.optimal).toMatchObject({ moves: [], gain: 0 });
    const [starters] = (await admin.teams.get(TEAM)).team.lineups;
    expect(starters?.runningBacks[1]?._id).toBe('p-henry');
    expect(starters?.wideReceivers[1]?._id).toBe('p-lamb');
    expect(starters?.flex?._id).toBe('p-hall');
  });
});
