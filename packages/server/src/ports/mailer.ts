/** A message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** `high` marks the message important for the reader's mail client (support's priority messages). */
  importance?: 'high';
}

/** Sends mail: SMTP in production; stored and logged by default. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
