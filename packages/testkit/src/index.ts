/**
 * @lineup-lab/testkit — what the tests that run a real server through its public exports share (the
 * CLI's and the examples'): a server on port 0 with a settable clock, device-flow sign-in without a
 * browser, the week-6 season and its players, a Pro user, and a way to run a program as a separate
 * process.
 */

// Values

export { approveDevice } from './approve-device.js';
export { deviceSignIn } from './device-sign-in.js';
export { makePro } from './make-pro.js';
export { runProgram } from './run-program.js';
export { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from './test-server.js';
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

export type { DeviceApprover } from './approve-device.js';
export type { SignInTokens } from './device-sign-in.js';
export type { ProgramRun } from './run-program.js';
export type { SettableClock, TestServer } from './test-server.js';
export type { Starter } from './week-season.js';
