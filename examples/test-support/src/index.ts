/**
 * @lineup-lab/examples-test-support — what the examples' tests share: a real server on port 0 with
 * a settable clock, sign-in without a browser, the week-6 season and its players, and a way to run
 * an example as a separate process.
 */

// Values

export {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  runProgram,
  startExampleServer,
} from './example-server.js';
export { deviceSignIn } from './device-sign-in.js';
export {
  BENCH,
  fillTeam,
  MONDAY_NIGHT_CT,
  PLAN_WEEK,
  PLAYERS,
  SEASON,
  STARTERS,
  SUNDAY_LATE_CT,
  SUNDAY_NOON_CT,
  seedWeekSeason,
  sundayOf,
  WEEK6_FRIDAY,
} from './week-season.js';

// Types

export type { ExampleServer, ProgramRun, SettableClock } from './example-server.js';
export type { Approver, SignInTokens } from './device-sign-in.js';
export type { Starter } from './week-season.js';
