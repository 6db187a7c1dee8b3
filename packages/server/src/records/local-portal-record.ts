/** A billing-portal visit of the local billing (collection `local_portal_sessions`): a short-lived link. */
export interface LocalPortalRecord {
  /** `bps_local_…`, the secret part of the portal page's URL. */
  _id: string;
  customerId: string;
  returnUrl: string;
  /** The zone of the customer's last checkout that named one: the portal states dates in it. */
  timeZone?: string;
  expiresAt: string;
}
