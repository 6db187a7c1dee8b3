import { may, type SubscriptionStatus, UPGRADE_REASONS } from '@lineup-lab/core';
import { LineupLabError, PermissionError } from '@lineup-lab/sdk';
import { messageOf } from '../../api/error-message.js';

/** 'Failed to create team' (spec §8 "Create team"), when the server gave no message. */
const CREATE_TEAM_FAILED = 'Failed to create team';

/** Why a create failed: a limit refusal (shown as an upgrade panel) or another error. */
export type CreateTeamFailure = { kind: 'upgrade'; message: string } | { kind: 'error'; message: string };

/**
 * What to show for a failed `POST /api/create-team` (spec §8): a 403 — with `upgradeRequired` or
 * not — is a limit refusal, shown in an upgrade panel with the server's message (default 'You have
 * reached the limit for teams on the free plan'); anything else shows the server's message or
 * 'Failed to create team'.
 */
export function createTeamFailure(error: unknown): CreateTeamFailure {
  if (error instanceof PermissionError || (error instanceof LineupLabError && error.upgradeRequired)) {
    return { kind: 'upgrade', message: messageOf(error, UPGRADE_REASONS.createTeam) };
  }
  return { kind: 'error', message: messageOf(error, CREATE_TEAM_FAILED) };
}

/**
 * True when a free user already holds every team the plan allows (spec §2 "Team Already Created"),
 * by core's rule (`may(…, 'createTeam')`, the one the server refuses by: 1 team, 2 once a league is
 * imported) applied to the server's answer. Pro and exempt users are never limited (core's rule too).
 */
export function teamLimitReached(status: SubscriptionStatus): boolean {
  return !may(status, 'createTeam').allowed;
}
