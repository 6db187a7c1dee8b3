import { pino } from 'pino';

/**
 * The logging the server needs: structured fields first, then a message. A pino logger is one; the
 * narrow shape keeps tests free to pass a recording logger.
 */
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

/** Paths pino never writes out: bearer tokens, cookies and anything that looks like a secret. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.token',
  '*.secret',
  '*.clientSecret',
  '*.espnS2',
  '*.swid',
  '*.cookies',
  '*.credentials',
  '*.codeVerifier',
];

/** JSON lines on stdout at `level`, with secrets redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}

/** Drops everything; for tests. */
export const silentLogger: pino.Logger = pino({ level: 'silent' });
