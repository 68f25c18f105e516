// Outgoing mail behind one small interface: an outbox folder by default, SMTP when SMTP_URL is set.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

/**
 * The local default: each message is a JSON file in DATA_DIR/outbox, newest last by name,
 * so a developer (or an end-to-end test) can read what would have been sent.
 */
export function createOutboxMailer(dir: string, from: string): Mailer {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(mail) {
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${String(sequence).padStart(4, '0')}.json`);
      writeFileSync(file, JSON.stringify({ from, ...mail, sentAt: new Date().toISOString() }, null, 2));
    },
  };
}

/**
 * Mail goes out in a job and shutdown waits for the jobs in hand: a stalled server must fail in seconds, not after
 * nodemailer's ten-minute default. Parameters in SMTP_URL (?socketTimeout=...) still override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
  from: string;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(join(options.dataDir, 'outbox'), options.from);
}
