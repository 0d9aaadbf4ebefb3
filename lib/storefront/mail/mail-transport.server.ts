import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage } from './mail-message';
import { loggerFor } from '@/lib/platform/logger';

/** Hands one message on; a rejection means it was not sent and the outbox tries again later. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

const envelope = (message: MailMessage, from: string) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: { 'Content-Language': message.language },
});

/**
 * SMTP to `url` with nodemailer. The timeouts are short (nodemailer waits minutes by default): the
 * outbox retries, so a server that does not answer should free the sender soon.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(envelope(message, from));
    },
  };
}

/** The newest kept messages; older ones are removed, so the folder never grows without bound. */
export const KEPT_MESSAGES = 500;

const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];

/**
 * No SMTP server (a laptop, a demo): the message is written as an .eml file (the whole RFC 5322
 * message, as a mail client opens it) and its first link is printed, so a reset or a confirmation
 * can be followed without any mail set up.
 */
export function dropTransport(
  directory: string,
  from: string,
  // The logger blanks a link's token (a reset link's): the message itself is in the file.
  log: (line: string) => void = (line) => loggerFor('mail').info(line),
  keep = KEPT_MESSAGES,
): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(envelope(message, from));
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${message.kind}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(directory, name), info.message as Buffer, { mode: 0o600 });
      const kept = (await readdir(directory)).filter((file) => file.endsWith('.eml')).sort();
      await Promise.all(
        kept.slice(0, Math.max(0, kept.length - keep)).map((old) => rm(path.join(directory, old))),
      );
      const link = firstLink(message.text);
      log(
        `[mail] no SMTP_URL: kept ${path.resolve(directory, name)} for ${message.to}${link ? ` — ${link}` : ''}`,
      );
    },
  };
}
