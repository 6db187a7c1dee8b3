import type { ScenarioInWeek } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { CliError } from '../cli-error.js';

/**
 * The team's scenario named by `wanted`: its name (any case; names are unique regardless of case)
 * or its id, from `client.scenarios.list`.
 */
export async function findScenario(
  client: LineupLabClient,
  teamName: string,
  wanted: string,
): Promise<ScenarioInWeek> {
  const { scenarios } = await client.scenarios.list(teamName);
  const text = wanted.trim().toLowerCase();
  const found =
    scenarios.find((scenario) => scenario.name.toLowerCase() === text) ??
    scenarios.find((scenario) => scenario._id === wanted.trim());
  if (!found) throw new CliError(`No scenario '${wanted}' on team '${teamName}'.`);
  return found;
}
