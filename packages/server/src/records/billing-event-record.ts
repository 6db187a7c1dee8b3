/**
 * A provider event claimed or applied (collection `billing_events`, `_id` the event id, unique):
 * claimed before its change is applied, so that parallel deliveries apply it once; `applied`
 * afterwards, so that a redelivery changes nothing. Records from before claims have no `state` and
 * count as applied.
 */
export interface BillingEventRecord {
  _id: string;
  type: string;
  state?: 'claimed' | 'applied';
  /** The token of the delivery holding the claim. */
  claim?: string;
  claimedAt?: string;
  appliedAt: string | null;
}
