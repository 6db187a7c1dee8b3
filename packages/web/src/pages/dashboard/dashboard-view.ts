import {
  BENCH_MAX,
  FREE_TIER_LIMITS,
  formatPoints,
  lineupTotal,
  planningLabel,
  STARTING_SLOTS,
  type SubscriptionStatus,
  startersOf,
  type Tier,
  type UserTeamsResponse,
} from '@lineup-lab/core';
import { AuthenticationError, NetworkError, ServerError, TimeoutError } from '@lineup-lab/sdk';
import { messageOf } from '../../api/error-message.js';

/** A team of the user's list: the team and, from servers on game day, its planning week's total. */
export type UserTeam = UserTeamsResponse['teams'][number];

/** The dashboard's messages (spec §8 "Teams load", "Delete team"), word for word. */
export const DASHBOARD_MESSAGES = {
  backendUnavailable: 'Backend service temporarily unavailable. You can still explore the app features.',
  authenticationRequired: 'Authentication required. Please refresh the page.',
  teamsFailed: 'Failed to load your teams. Please try again.',
  deleteFailed: 'Failed to delete team',
} as const;

/** Why the team list did not load, the message to show, and whether a Retry button goes with it. */
export interface TeamsLoadError {
  kind: 'unavailable' | 'authentication' | 'failed';
  message: string;
  retry: boolean;
}

/**
 * The message for a failed team-list load (spec §8 "Teams load"): the backend is unavailable (no
 * answer, a timeout, or a 5xx), a 401, or anything else — only the last offers Retry. The SDK has
 * already retried network failures twice before this is reached.
 */
export function dashboardErrorMessage(error: unknown): TeamsLoadError {
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof ServerError) {
    return { kind: 'unavailable', message: DASHBOARD_MESSAGES.backendUnavailable, retry: false };
  }
  if (error instanceof AuthenticationError) {
    return { kind: 'authentication', message: DASHBOARD_MESSAGES.authenticationRequired, retry: false };
  }
  return { kind: 'failed', message: DASHBOARD_MESSAGES.teamsFailed, retry: true };
}

/** "Team '{teamName}' has been deleted successfully." (spec §8 "Delete team"). */
export function deletedMessage(teamName: string): string {
  return `Team '${teamName}' has been deleted successfully.`;
}

/** The server's message for a failed delete, or 'Failed to delete team'. */
export function deleteErrorMessage(error: unknown): string {
  return messageOf(error, DASHBOARD_MESSAGES.deleteFailed);
}

/** One usage counter of a free user: used of the maximum. */
interface Usage {
  used: number;
  max: number;
}

/** What the dashboard shows of the user's plan. */
export interface PlanView {
  tier: Tier;
  exemptReason: string | null;
  /** Free users see usage counters and the team-limits panel. */
  isFree: boolean;
  /** Teams and leagues used of the maximum, for a free user (null otherwise). */
  usage: { teams: Usage; leagues: Usage } | null;
}

/**
 * The plan as the dashboard shows it. Without a subscription status (its load failed) the user is
 * shown the free tier with 1 team and 1 league (spec §8), the teams used counted from the team list.
 */
export function planView(status: SubscriptionStatus | undefined, teamCount: number): PlanView {
  if (!status) {
    return {
      tier: 'free',
      exemptReason: null,
      isFree: true,
      usage: {
        teams: { used: teamCount, max: FREE_TIER_LIMITS.maxTeams },
        leagues: { used: 0, max: FREE_TIER_LIMITS.maxLeagues },
      },
    };
  }
  const isFree = status.tier === 'free';
  return {
    tier: status.tier,
    exemptReason: status.exemptReason,
    isFree,
    usage: isFree
      ? {
          teams: {
            used: status.usage.teamsCreated,
            max: status.limits.maxTeams ?? FREE_TIER_LIMITS.maxTeams,
          },
          leagues: {
            used: status.usage.leaguesImported,
            max: status.limits.maxLeagues ?? FREE_TIER_LIMITS.maxLeagues,
          },
        }
      : null,
  };
}

/** A team card's figures. */
export interface TeamSummary {
  teamName: string;
  /** Starting slots filled, of `startersMax` (9). */
  starters: number;
  startersMax: number;
  /** Bench players, of `benchMax` (7). */
  bench: number;
  benchMax: number;
  /**
   * The card's total: the planning week's total in the team's mode and scoring, labelled 'Week 12 ·
   * Median · Half-PPR' ('—' with a note when the model has no projections for the week).
   */
  total: { label: string; value: string; note: string | null };
}

/**
 * The card's total. It is the server's planning week (the number the editor opens on: OUT and bye
 * count 0, in the team's mode and scoring); from a server that does not send it, the starters'
 * median projections as the team holds them.
 */
function cardTotal(team: UserTeam): TeamSummary['total'] {
  const { planning } = team;
  if (planning) {
    return {
      label: planningLabel(planning),
      value: planning.total === null ? '—' : formatPoints(planning.total),
      note: planning.total === null ? 'no projections yet' : null,
    };
  }
  const lineup = team.lineups[0];
  const total = lineup
    ? lineupTotal(lineup, (player) => ({ projections: player.projections ?? null }), 'median')
    : 0;
  return { label: 'Projected (median)', value: formatPoints(total), note: null };
}

/** The figures of a team card, from the team's active lineup and bench and its planning week. */
export function teamSummary(team: UserTeam): TeamSummary {
  const lineup = team.lineups[0];
  const starters = lineup ? startersOf(lineup).filter(({ player }) => player !== null).length : 0;
  return {
    teamName: team.teamName,
    starters,
    startersMax: STARTING_SLOTS.length,
    bench: team.bench.length,
    benchMax: BENCH_MAX,
    total: cardTotal(team),
  };
}

/** The editor's address of a team: `/edit-team/<encoded name>`. */
export function editTeamPath(teamName: string): string {
  return `/edit-team/${encodeURIComponent(teamName)}`;
}
