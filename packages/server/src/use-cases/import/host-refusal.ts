import type { ErrorCode } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { HostError, HostErrorCode } from '../../ports/host-error.js';

/**
 * The refusal each league-host failure becomes: nothing by that name or id 404; a private league
 * the access given does not open 403; a Yahoo consent withdrawn 409 (connect again); the host
 * refusing our app, unreachable, refusing otherwise or answering what we cannot read 503.
 */
const REFUSAL_OF: Readonly<Record<HostErrorCode, ErrorCode>> = {
  unknown_user: 'NOT_FOUND',
  unknown_league: 'NOT_FOUND',
  no_leagues: 'NOT_FOUND',
  private_league: 'FORBIDDEN',
  consent_revoked: 'CONFLICT',
  not_approved: 'UNAVAILABLE',
  unreachable: 'UNAVAILABLE',
  refused: 'UNAVAILABLE',
  bad_answer: 'UNAVAILABLE',
};

/**
 * A host's failure as our refusal, with the host's message for the user as it is, and for the
 * log (a 5xx answer's) the host, the code, the path asked (never a query or credentials), the
 * status, the attempts and the cause's message.
 * @example hostRefusal(new HostError('espn', 'private_league', msg)).status // 403
 */
export function hostRefusal(error: HostError): AppError {
  const { cause } = error;
  return new AppError(
    REFUSAL_OF[error.code],
    error.message,
    {},
    {
      host: error.provider,
      hostError: error.code,
      hostPath: error.path,
      hostStatus: error.status,
      attempts: error.attempts,
      reason: cause instanceof Error ? cause.message : undefined,
    },
  );
}
