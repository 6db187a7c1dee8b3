/** A message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends mail: SMTP in production; stored and logged by default. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
