import 'server-only';
import { databaseOutbox } from '@/lib/platform/outbox/database-outbox';
import { directoryOutbox } from '@/lib/platform/outbox/directory-outbox';
import type { Outbox } from '@/lib/platform/outbox/outbox';
import { redisOutbox } from '@/lib/platform/outbox/redis-outbox';
import { redisPrefix, redisUrl, sharedRedis } from '@/lib/platform/redis-client';
import { getEmbeddedService, isEmbedded } from '@/lib/service/embedded';
import { mailSettings } from './mail-settings.server';
import { dropTransport, smtpTransport, type MailTransport } from './mail-transport.server';

const holder = globalThis as typeof globalThis & {
  __mailOutbox?: Outbox<unknown>;
  __mailTransport?: MailTransport;
};

/**
 * The storefront's own storage, as its sessions have (session-records.server.ts): the embedded
 * service's database (which several instances share on PostgreSQL), else with a remote service
 * Redis (shared by the instances), else a directory beside the data (one process). Never the
 * commerce service's tables when that service is remote: the outbox is the shop's, not the API's.
 */
export function mailOutbox(): Outbox<unknown> {
  holder.__mailOutbox ??= isEmbedded()
    ? databaseOutbox(async () => (await getEmbeddedService()).storage.db)
    : redisUrl()
      ? redisOutbox(sharedRedis, redisPrefix())
      : directoryOutbox(mailSettings().outboxDirectory);
  return holder.__mailOutbox;
}

/** SMTP to `SMTP_URL`, else .eml files in the data directory (mail-settings.server.ts). */
export function mailTransport(): MailTransport {
  const settings = mailSettings();
  holder.__mailTransport ??= settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.from)
    : dropTransport(settings.dropDirectory, settings.from);
  return holder.__mailTransport;
}
