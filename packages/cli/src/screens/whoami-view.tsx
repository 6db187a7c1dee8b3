import type { SubscriptionStatus, UserProfile } from '@lineup-lab/core';
import { Box, Text } from 'ink';

/** `lineup whoami --json`: who the server takes the caller for, and their plan. */
export interface WhoAmI {
  profile: UserProfile;
  subscription: SubscriptionStatus;
}

/** The facts `whoami` shows, as label and value. */
function whoamiFacts(server: string, who: WhoAmI): Array<[label: string, value: string]> {
  const { profile, subscription } = who;
  const tier = subscription.exemptReason
    ? `${subscription.tier} (${subscription.exemptReason})`
    : subscription.tier;
  return [
    ['Server', server],
    ['Email', profile.email ?? '(none given)'],
    ['Tier', tier],
    ['Admin', profile.role === 'admin' ? 'yes' : 'no'],
  ];
}

/** `lineup whoami` as plain text. */
export function whoamiText(server: string, who: WhoAmI): string {
  return whoamiFacts(server, who)
    .map(([label, value]) => `${label}: ${value}\n`)
    .join('');
}

/** `lineup whoami` on a terminal. */
export function WhoAmIScreen({ server, who }: { server: string; who: WhoAmI }) {
  return (
    <Box flexDirection="column">
      {whoamiFacts(server, who).map(([label, value]) => (
        <Text key={label}>
          <Text bold>{`${label}:`.padEnd(8)}</Text>
          {value}
        </Text>
      ))}
    </Box>
  );
}
