import type { SubscriptionStatus } from '@lineup-lab/core';

const NAMES = { free: 'Free', pro: 'Pro', exempt: 'Exempt' } as const;

/** The tier as a badge; an exempt admin reads 'Exempt (Admin)' (spec §2 dashboard and import). */
export function TierBadge({ status }: { status: Pick<SubscriptionStatus, 'tier' | 'exemptReason'> }) {
  const admin = status.tier === 'exempt' && status.exemptReason === 'admin';
  return (
    <span className={`badge badge-${status.tier}`}>
      {NAMES[status.tier]}
      {admin && ' (Admin)'}
    </span>
  );
}
