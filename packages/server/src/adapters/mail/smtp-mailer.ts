import { createTransport } from 'nodemailer';
import type { Mailer } from '../../ports/mailer.js';

/**
 * The SMTP mailer, chosen when `SMTP_URL` is set (e.g. `smtps://user:pass@smtp.example.com:465`).
 * `from` is the sender of every message (`MAIL_FROM`).
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer & { close(): void } {
  const transport = createTransport(options.url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        // X-Priority 1, X-MSMail-Priority High and Importance: High.
        ...(mail.importance === 'high' ? { priority: 'high' as const } : {}),
      });
    },
    close: () => transport.close(),
  };
}
