import type { GameTimeOptions, SubscriptionStatus } from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { changedAt } from './teams-view.js';

/** Where a user manages the plan: the web app's billing page on that server. */
function billingUrl(server: string): string {
  return `${server.replace(/\/+$/, '')}/billing`;
}

function limitText(used: number, limit: number | null): string {
  return limit === null ? `${used} (unlimited)` : `${used} of ${limit}`;
}

/** The facts `plan` shows, as label and value: tier, plan, usage against the limits, billing page. */
function planFacts(
  server: string,
  status: SubscriptionStatus,
  time: GameTimeOptions,
): Array<[label: string, value: string]> {
  const tier = status.exemptReason ? `${status.tier} (${status.exemptReason})` : status.tier;
  const facts: Array<[string, string]> = [['Tier', tier]];
  if (status.planId) facts.push(['Plan', `${status.planId} (${status.status})`]);
  if (status.currentPeriod) {
    const end = changedAt(status.currentPeriod.end, time);
    facts.push([status.cancelAtPeriodEnd ? 'Ends' : 'Renews', end]);
  }
  facts.push(
    ['Teams', limitText(status.usage.teamsCreated, status.limits.maxTeams)],
    ['Leagues', limitText(status.usage.leaguesImported, status.limits.maxLeagues)],
    ['Billing', billingUrl(server)],
  );
  return facts;
}

/** `lineup plan` as plain text. */
export function planText(server: string, status: SubscriptionStatus, time: GameTimeOptions): string {
  return planFacts(server, status, time)
    .map(([label, value]) => `${label}: ${value}\n`)
    .join('');
}

/** `lineup plan` on a terminal. */
export function PlanScreen({
  server,
  status,
  time,
}: {
  server: string;
  status: SubscriptionStatus;
  time: GameTimeOptions;
}) {
  return (
    <Box flexDirection="column">
      {planFacts(server, status, time).map(([label, value]) => (
        <Text key={label}>
          <Text bold>{`${label}:`.padEnd(9)}</Text>
          {value}
        </Text>
      ))}
    </Box>
  );
}
