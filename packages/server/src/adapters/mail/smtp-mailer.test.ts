import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.js';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A real SMTP server on a local port, with authentication, that keeps what it receives. */
const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'lineup' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createSmtpMailer', () => {
  it('delivers a message over SMTP with sender, recipient, reply-to, subject and text', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://lineup:s3cret@127.0.0.1:${port}`,
      from: 'support@lineup-lab.test',
    });
    await mailer.send({
      to: 'help@lineup-lab.test',
      replyTo: 'fan@example.com',
      subject: 'My lineup',
      text: 'The FLEX slot will not take my TE.',
    });
    mailer.close();
    const message = received.at(-1);
    expect(message?.from).toBe('support@lineup-lab.test');
    expect(message?.to).toEqual(['help@lineup-lab.test']);
    expect(message?.data).toMatch(/^Subject: My lineup$/m);
    expect(message?.data).toMatch(/^Reply-To: fan@example.com$/m);
    expect(message?.data).toContain('The FLEX slot will not take my TE.');
    expect(message?.data).not.toMatch(/^Importance:/im);
  });

  it('marks a high-importance message (priority support) in its headers', async () => {
    const mailer = createSmtpMailer({ url: `smtp://lineup:s3cret@127.0.0.1:${port}`, from: 'a@b.co' });
    await mailer.send({
      to: 'help@lineup-lab.test',
      subject: '[Priority] Help',
      text: 'Urgent.',
      importance: 'high',
    });
    mailer.close();
    const data = received.at(-1)?.data ?? '';
    expect(data).toMatch(/^Importance: High$/im);
    expect(data).toMatch(/^X-Priority: 1/im);
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const mailer = createSmtpMailer({ url: `smtp://lineup:wrong@127.0.0.1:${port}`, from: 'a@b.co' });
    await expect(mailer.send({ to: 'x@y.co', subject: 's', text: 't' })).rejects.toThrow(
      /Invalid username or password/,
    );
    mailer.close();
  });
});
