import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.js';
import { createStoreMailer } from '../../adapters/mail/store-mailer.js';
import type { ServerConfig } from '../../config.js';
import { type Logger, silentLogger } from '../../logger.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/store.js';
import type { LineupAlertPorts } from '../../use-cases/alerts/send-lineup-alerts.js';

/** A mail the command could not send, said on stderr (its stdout may be `--json`). */
const stderrLogger: Logger = {
  info: () => {},
  warn: (fields, message) => console.error(`${message ?? 'warning'} ${JSON.stringify(fields)}`),
  error: (fields, message) => console.error(`${message ?? 'error'} ${JSON.stringify(fields)}`),
};

/**
 * The ports a data command (`data import`, `data sync`, run while the server is stopped) sends
 * lineup alerts with, as the server would: SMTP when SMTP_URL is set, else the store's outbox (the
 * embedded mailer, silent here: the outbox keeps the mail); links to PUBLIC_URL, else the address
 * the server listens at by HOST and PORT. `close` releases the SMTP connection.
 */
export function commandAlertPorts(
  config: ServerConfig,
  deps: { store: Store; clock: Clock },
): { ports: LineupAlertPorts; close(): void } {
  const smtp = config.smtp ? createSmtpMailer(config.smtp) : undefined;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    ports: {
      mailer: smtp ?? createStoreMailer({ ...deps, logger: silentLogger }),
      appUrl: config.publicUrl ?? `http://${host}:${config.port}`,
      logger: stderrLogger,
    },
    close: () => smtp?.close(),
  };
}
