/** A counter of one key in one time window (collection `rate_limits`). */
export interface WindowCount {
  _id: string;
  count: number;
  /** When the window ends; expired counters are swept. */
  expiresAt: string;
}
