/**
 * The logging the server needs: structured fields first, then a message (the shape pino takes,
 * so a pino logger can be passed as is when it arrives).
 */
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

function line(level: string, fields: object, message?: string): string {
  return JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...serialise(fields) });
}

function serialise(fields: object): object {
  const out: Record<string, unknown> = { ...fields };
  const error = (fields as { err?: unknown }).err;
  if (error instanceof Error) out.err = { name: error.name, message: error.message, stack: error.stack };
  return out;
}

/** JSON lines on stderr (stdout is left to what the command prints). */
export const consoleLogger: Logger = {
  info: (fields, message) => console.error(line('info', fields, message)),
  warn: (fields, message) => console.error(line('warn', fields, message)),
  error: (fields, message) => console.error(line('error', fields, message)),
};

/** Drops everything; for tests. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
