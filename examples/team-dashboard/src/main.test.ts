import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fillTeam,
  runProgram,
  type SignInTokens,
  seedWeekSeason,
  startTestServer,
  type TestServer,
  WEEK6_FRIDAY,
} from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDashboard, run } from './main.js';

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEAM = 'Gridiron Gang';
const CHICAGO = { timeZone: 'America/Chicago', locale: 'en-US' };

let lab: TestServer;
let owner: SignInTokens;

beforeAll(async () => {
  lab = await startTestServer({ now: WEEK6_FRIDAY });
  await seedWeekSeason(lab.server.store);
  owner = await lab.signUp('dashboard-owner@lineup-lab.test');
  const client = lab.client(owner.accessToken);
  await client.teams.create({ teamName: TEAM });
  await fillTeam(client, TEAM);
}, 60_000);

afterAll(() => lab?.close());

describe('team-dashboard example', () => {
  it("prints the planning week's slots, bench, totals and what Optimize would gain", async () => {
    const week = await run({ baseUrl: lab.url, getToken: () => owner.accessToken, teamName: TEAM });

    expect(week.week).toBe(6);
    expect(formatDashboard(week, CHICAGO).join('\n')).toMatchInlineSnapshot(`
      "Gridiron Gang, week 6 of 2025

      Slot   Player            Team  Opponent  Kickoff            Floor  Median  Ceiling  Injury
      QB     Josh Allen        BUF   @ KC      Sun, 3:25 PM CDT    19.0    23.8     29.5
      RB1    Saquon Barkley    PHI   vs NYG    Sun, 12:00 PM CDT   15.2    19.7     25.3
      RB2    Breece Hall       NYJ   @ DEN     Sun, 12:00 PM CDT    8.1    11.4     15.2
      WR1    Ja'Marr Chase     CIN   @ GB      Sun, 3:25 PM CDT    14.6    19.3     25.0
      WR2    Justin Jefferson  MIN   BYE                            0.0     0.0      0.0
      TE     Travis Kelce      KC    vs BUF    Sun, 3:25 PM CDT     8.9    11.8     15.2  Questionable
      FLEX   CeeDee Lamb       DAL   @ CAR     Sun, 12:00 PM CDT   13.1    17.4     22.9
      D/ST   49ers D/ST        SF    vs TB     Mon, 7:15 PM CDT     4.1     7.2     11.0
      K      Harrison Butker   KC    vs BUF    Sun, 3:25 PM CDT     6.8     8.7     11.2
      BENCH  Derrick Henry     BAL   vs LAR    Sun, 12:00 PM CDT   13.9    18.2     23.1
      BENCH  Mark Andrews      BAL   vs LAR    Sun, 12:00 PM CDT    0.0     0.0      0.0  Out (counts 0)
      Total                                                        89.8   119.3    155.3

      Optimal lineup (median): 137.5, +18.2 with 4 moves"
    `);
  });

  it('reads without changing anything', async () => {
    const client = lab.client(owner.accessToken);
    const before = (await client.teams.get(TEAM)).team.version;
    await run({
      baseUrl: lab.url,
      getToken: () => owner.accessToken,
      teamName: TEAM,
      week: 6,
      mode: 'aggressive',
    });
    expect((await client.teams.get(TEAM)).team.version).toBe(before);
  });

  it('as a program: prints the dashboard; exit 1 for a team the user does not have, 2 on bad usage', async () => {
    const env = {
      LINEUP_SERVER: lab.url,
      LINEUP_TOKEN: owner.accessToken,
      TZ: 'America/Chicago',
      LC_ALL: 'en_US.UTF-8',
    };
    const printed = await runProgram(exampleDir, [TEAM, '--week', '6'], env);
    expect(printed).toMatchObject({ code: 0, stderr: '' });
    const week = await run({ baseUrl: lab.url, getToken: () => owner.accessToken, teamName: TEAM, week: 6 });
    expect(printed.stdout).toBe(`${formatDashboard(week, CHICAGO).join('\n')}\n`);

    const missing = await runProgram(exampleDir, ['Nobody FC'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(new RegExp(`^${lab.url}: .+ \\(HTTP 404\\)\\n$`));

    expect((await runProgram(exampleDir, [], env)).code).toBe(2);
    expect((await runProgram(exampleDir, [TEAM, '--week', 'six'], env)).code).toBe(2);
  });
});
