import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { adminExemptCommands } from './admin-exempt.js';
import { adminInjuriesImportCommand } from './admin-injuries-import.js';
import { adminInjuriesSetCommand } from './admin-injuries-set.js';
import { adminMlStatusCommand, adminStatsCommand } from './admin-stats.js';
import { adminUsersCommand } from './admin-users.js';
import { adminWaitlistExportCommand } from './admin-waitlist-export.js';

/** `lineup admin`: the administrator's commands (the server refuses anyone else with a 403). */
export function adminCommand(program: Command, io: CliIo): void {
  const admin = program.command('admin').description("the administrator's jobs: injuries, waitlist, users");
  const injuries = admin.command('injuries').description('set injury reports, or import them from a CSV');
  adminInjuriesSetCommand(injuries, io);
  adminInjuriesImportCommand(injuries, io);
  const waitlist = admin.command('waitlist').description('the waitlist');
  adminWaitlistExportCommand(waitlist, io);
  adminUsersCommand(admin, io);
  adminExemptCommands(admin, io);
  adminStatsCommand(admin, io);
  adminMlStatusCommand(admin, io);
}
