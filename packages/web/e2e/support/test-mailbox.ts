import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received, decoded. */
export interface ReceivedMail {
  /** Its place in the order of arrival (0 for the first). */
  readonly seq: number;
  /** The envelope's recipients, lower-cased. */
  readonly to: readonly string[];
  readonly subject: string;
  /** The plain-text body, decoded (quoted-printable soft line breaks joined). */
  readonly text: string;
}

/** What `waitForMail` looks for. */
interface MailQuery {
  to: string;
  subject: string;
  /** Only a message that arrived after this one. */
  after?: ReceivedMail;
  /** How long to wait, in milliseconds (default 10 s). */
  timeout?: number;
}

/** A real SMTP server on a local port that keeps every message it receives. */
export interface TestMailbox {
  /** The URL a mailer sends through: `smtp://127.0.0.1:<port>` (no TLS, no authentication). */
  readonly url: string;
  /** The messages to `to` (with `subject`, when given), oldest first. */
  received(to: string, subject?: string): ReceivedMail[];
  /** The newest message to `to` with `subject`, once there is one; fails with what did arrive. */
  waitForMail(query: MailQuery): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const POLL_MS = 50;

/** What arrived for `to`, for a failure message. */
function listSubjects(mails: readonly ReceivedMail[]): string {
  if (mails.length === 0) return 'nothing';
  return mails.map((mail) => `#${mail.seq} '${mail.subject}'`).join(', ');
}

/** Starts an SMTP server on 127.0.0.1 (a free port) that keeps what it receives, parsed. */
export async function startTestMailbox(): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
      simpleParser(stream).then(
        (parsed) => {
          mails.push({ seq: mails.length, to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const received = (to: string, subject?: string) =>
    mails.filter(
      (mail) => mail.to.includes(to.toLowerCase()) && (subject === undefined || mail.subject === subject),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitForMail({ to, subject, after, timeout = 10_000 }) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = received(to, subject).filter((mail) => after === undefined || mail.seq > after.seq);
        const newest = found.at(-1);
        if (newest) return newest;
        if (Date.now() > deadline) {
          const since = after === undefined ? '' : ` after #${after.seq}`;
          throw new Error(
            `No mail '${subject}' to ${to}${since} within ${timeout} ms; to ${to} arrived: ${listSubjects(received(to))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
