import type { Doc } from '../ports/store.js';

/**
 * One stored artefact. The payload is kept as JSON text: its keys include resource URLs (with dots),
 * which document stores do not accept as field names. The fields looked up are kept beside it.
 */
export interface OidcArtefact extends Doc {
  model: string;
  payload: string;
  /** When the artefact stops being valid (ISO-8601 UTC); absent for those without a lifetime. */
  expiresAt?: string;
  /** Epoch seconds at which a one-time artefact (a code) was used. */
  consumed?: number;
  grantId?: string;
  userCode?: string;
  uid?: string;
}
