import type { UserTeamsResponse } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { CliError } from '../cli-error.js';

/**
 * One of the caller's teams as `client.user.teams()` lists it (with its planning week), found by
 * name as the server finds it (trimmed, case-insensitive). Call it inside `onServer`.
 */
export async function teamOfUser(
  client: LineupLabClient,
  teamName: string,
): Promise<UserTeamsResponse['teams'][number]> {
  const key = teamName.trim().toLowerCase();
  const { teams } = await client.user.teams();
  const team = teams.find((t) => t.teamName.toLowerCase() === key);
  if (!team) throw new CliError(`Team '${teamName.trim()}' not found.`);
  return team;
}
