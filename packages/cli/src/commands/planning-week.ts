import type { LineupLabClient } from '@lineup-lab/sdk';
import { CliError } from '../cli-error.js';

/**
 * The week a command works on: `--week` when given, else the week the server's season clock plans
 * for (`client.session.season()`), as `lineup show` takes it. Call it inside `onServer`.
 */
export async function weekOrPlanning(
  client: LineupLabClient,
  server: string,
  week: number | undefined,
): Promise<number> {
  if (week !== undefined) return week;
  const { planningWeek } = await client.session.season();
  if (planningWeek === null) {
    throw new CliError(`${server} has no season schedule to take the week from: pass --week N.`);
  }
  return planningWeek;
}
